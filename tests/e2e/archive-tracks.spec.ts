// archive-tracks.spec.ts — an operator's channel with its own audio and subtitle renditions, paused and resumed from the provider's archive in a real browser: the upstream's captions and its French audio still reach the viewer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { startServer } from '../support/startServer.ts';
import { startUpstream, TRACKS_FRENCH_HZ } from '../support/upstream.ts';
import { expect as baseExpect, expectNoAxeViolations, test as base } from './fixtures.ts';
import { loudestFrequency, nearTone, shownCue } from './support/tracks.ts';
import { expectPlaying, VISIBLE_VIDEO } from './support/video.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

/** ffmpeg's packager on loopback (video, English and French audio renditions, English WebVTT), relayed and archived. */
const test = base.extend<object, { archivedUrl: string }>({
  archivedUrl: [
    async ({}, use) => {
      const upstream = await startUpstream({ live: [{ name: 'tracks', segmentType: 'tracks' }] });
      await upstream.waitForLive('tracks', 3);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-e2e-archive-tracks-'));
      const playlist = path.join(dir, 'lineup.m3u');
      writeFileSync(playlist, `#EXTM3U\n#EXTINF:-1 tvg-id="quay.test" tvg-chno="1" catchup="default" catchup-days="1" group-title="Local",Quay TV\n${upstream.url}/quay/tracks/master.m3u8\n`);
      const server = await startServer({ FTV_LINEUP: playlist, FTV_ARCHIVE: '1' });
      await use(server.url);
      await server.stop();
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test.use({ baseURL: async ({ archivedUrl }, use) => use(archivedUrl) });
test.describe.configure({ timeout: 150_000 });

const player = (page: Page) => page.getByRole('region', { name: / player$/ });

/** What the page played from the archive (answered 200), by rendition: archive (video), audio1, subtitles0… */
function archiveTraffic(page: Page) {
  const played = new Map<string, number>();
  page.on('response', (response: Response) => {
    const rendition = /^\/media\/shift\/\d+\/[^/]+\/[^/]+\/([a-z0-9]+)\/\d+\.[a-z0-9]+$/.exec(new URL(response.url()).pathname)?.[1];
    if (rendition && response.status() === 200) played.set(rendition, (played.get(rendition) ?? 0) + 1);
  });
  return (rendition: string) => played.get(rendition) ?? 0;
}

test("paused and resumed from the archive, a relayed channel keeps its renditions: C shows the upstream's cue, French is heard", async ({ page }) => {
  // A pause long enough to resume from the archive, then a cue read and a tone heard.
  const played = archiveTraffic(page);

  await page.goto('/channels');
  await page.getByRole('link', { name: '1 Quay TV' }).click();
  await expectPlaying(page);
  await player(page).focus();
  await page.keyboard.press('Space');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.waitForTimeout(6_000);
  await page.keyboard.press('Space');
  await expect(player(page).getByText(/^\d+:\d\d behind live$/)).toBeVisible();

  // C works once the resumed picture plays (keys wait while it loads) and the archive's subtitles are listed.
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  const captions = player(page).getByRole('button', { name: 'Captions' });
  await expect(captions).toBeVisible();
  await page.keyboard.press('c');
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownCue(page), { timeout: 30_000 }).toMatch(/^Upstream second \d+$/);
  // The cue came from the archive's subtitles, not the live relay's.
  expect(played('subtitles0')).toBeGreaterThan(0);

  await player(page).getByRole('button', { name: 'Subtitles and audio' }).click();
  const audio = player(page).getByRole('group', { name: 'Subtitles and audio' }).getByRole('combobox', { name: 'Audio' });
  await expect(audio.getByRole('option')).toHaveText(['English', 'Français']);
  await audio.selectOption({ label: 'Français' });
  await expect.poll(async () => nearTone(await loudestFrequency(page, 2000), TRACKS_FRENCH_HZ), { timeout: 30_000 }).toBe(true);
  expect(played('audio1')).toBeGreaterThan(0);
  // It plays on past what the archive held at the resume: the playlists that grow are fetched again, not kept.
  await expect.poll(() => page.locator(VISIBLE_VIDEO).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(16);
  await expect(player(page).getByText(/^\d+:\d\d behind live$/)).toBeVisible();
  await expectNoAxeViolations(page);
});
