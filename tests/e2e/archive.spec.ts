// archive.spec.ts — pause, rewind and catch-up on an operator's relayed channel, played from the provider's archive of it, in a real browser: resume behind live, a past programme from the guide, and an outage drawn on the seek bar.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { startServer } from '../support/startServer.ts';
import { startUpstream, type Upstream } from '../support/upstream.ts';
import { xmltvTime } from '../support/xmltv.ts';
import { expect as baseExpect, expectNoAxeViolations, test as base } from './fixtures.ts';
import { register } from './support/accounts.ts';
import { expectChannelShowing, expectPlaying, VISIBLE_VIDEO } from './support/video.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
/** Harbour TV airs back-to-back bulletins this long, so one is over and archived within a test. */
const BULLETIN = 20;

interface Archived {
  url: string;
  /** When the server (and its archive) started, unix seconds. */
  since: number;
  upstream: Upstream;
}

/** An upstream (ffmpeg's live MPEG-TS on loopback), a playlist declaring two catch-up days, a guide of bulletins, and a server that archives it. */
const test = base.extend<object, { archived: Archived }>({
  archived: [
    async ({}, use) => {
      const upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }] });
      await upstream.waitForLive('live', 3);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-e2e-archive-'));
      const playlist = path.join(dir, 'lineup.m3u');
      const guide = path.join(dir, 'guide.xml');
      writeFileSync(playlist, `#EXTM3U\n#EXTINF:-1 tvg-id="harbour.test" tvg-chno="1" catchup="default" catchup-days="2" group-title="Local",Harbour TV\n${upstream.url}/harbour/live/index.m3u8\n`);
      const first = Math.floor(Date.now() / 1000 / BULLETIN) * BULLETIN - 3600;
      const bulletins = Array.from({ length: 7200 / BULLETIN }, (_, i) => first + i * BULLETIN)
        .map((at) => `<programme channel="harbour.test" start="${xmltvTime(at)}" stop="${xmltvTime(at + BULLETIN)}"><title>Harbour bulletin ${new Date(at * 1000).toISOString().slice(11, 19)}</title></programme>\n`)
        .join('');
      writeFileSync(guide, `<?xml version="1.0" encoding="UTF-8"?>\n<tv><channel id="harbour.test"><display-name>Harbour TV</display-name></channel>\n${bulletins}</tv>\n`);
      const server = await startServer({ FTV_LINEUP: playlist, FTV_GUIDE: guide, FTV_ARCHIVE: '1' });
      await use({ url: server.url, since: Date.now() / 1000, upstream });
      await server.stop();
      await upstream.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test.use({ baseURL: async ({ archived }, use) => use(archived.url) });
// One server for the file, its tests in order: the archive they play from grows while they run.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const player = (page: Page) => page.getByRole('region', { name: / player$/ });

async function harbourId(page: Page): Promise<number> {
  await page.goto('/channels');
  const href = await page.getByRole('link', { name: /Harbour TV/ }).first().getAttribute('href');
  return Number(/\/tv\/(\d+)/.exec(href ?? '')?.[1]);
}

/** The archived segments the page played (answered 200), and the time-shift spans it asked for. */
function archiveTraffic(page: Page) {
  const traffic = { segments: 0, spans: [] as string[] };
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (/^\/media\/shift\/\d+\/[^/]+\/[^/]+\/archive\/\d+\.ts$/.test(pathname) && response.status() === 200) traffic.segments += 1;
    const span = /^\/media\/shift\/\d+\/[^/]+\/([^/]+)\/master\.m3u8$/.exec(pathname)?.[1];
    if (span) traffic.spans.push(span);
  });
  return traffic;
}

test('a relayed channel paused for 10 s resumes from its archive, behind live, and Jump to live returns to the relay', async ({ page }) => {
  // A 10 s pause (longer than the buffer resume) and the archive's playlist starting behind live.
  const id = await harbourId(page);
  const traffic = archiveTraffic(page);
  await page.goto(`/tv/${id}`);
  await expectPlaying(page);
  await player(page).focus();
  const pausedAt = Date.now() / 1000;
  await page.keyboard.press('Space');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.waitForTimeout(10_000);
  await page.keyboard.press('Space');

  await expect.poll(() => traffic.spans.length, { timeout: 10_000 }).toBe(1);
  const from = Number(/^from-(\d+)$/.exec(traffic.spans[0]!)?.[1]);
  expect(from).toBeGreaterThan(pausedAt - 20);
  expect(from).toBeLessThanOrEqual(pausedAt);
  // The picture now comes from segments the archive kept, not from the live relay.
  await expect.poll(() => traffic.segments, { timeout: 20_000 }).toBeGreaterThan(0);
  await expectChannelShowing(page, id);
  const behind = player(page).getByText(/^\d+:\d\d behind live$/);
  await expect(behind).toBeVisible();
  const seconds = (text: string) => text.split(' ')[0]!.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  expect(seconds((await behind.textContent())!)).toBeGreaterThanOrEqual(8);
  await expectNoAxeViolations(page);

  await player(page).getByRole('button', { name: 'Jump to live' }).click();
  await expect(player(page).getByText('Live', { exact: true })).toBeVisible();
  await expectChannelShowing(page, id);
});

test('a bulletin that aired since the archive began plays as catch-up from the guide, with seeking', async ({ page, archived }) => {
  // Waits for a whole bulletin to air into the archive before it plays as catch-up.
  const id = await harbourId(page);
  // The first bulletin wholly inside the archive (which starts with the few segments the upstream still lists), and over.
  const from = Math.ceil((archived.since + 2) / BULLETIN) * BULLETIN;
  const wait = (from + BULLETIN + 3) * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  // The guide grid marks it as one to watch again (and says so to screen readers).
  await page.goto('/tvguide');
  const title = `Harbour bulletin ${new Date(from * 1000).toISOString().slice(11, 19)}`;
  await expect(page.getByRole('gridcell', { name: new RegExp(`^${title} on 1 Harbour TV, .*can be watched again`) })).toHaveCount(1);
  await page.goto(`/tvguide/${id}`);
  const watch = page.locator(`a[href="/tv/${id}?from=${from}&to=${from + BULLETIN}"]`);
  await expect(watch).toHaveAccessibleName(/^Watch Harbour bulletin .+ again$/);
  await watch.click();

  await expect(player(page).getByText(/^Catch-up: Harbour bulletin/)).toBeVisible();
  await expectChannelShowing(page, id);
  const seek = player(page).getByRole('slider', { name: 'Seek' });
  const max = Number(await seek.getAttribute('max'));
  expect(max).toBeGreaterThanOrEqual(BULLETIN - 1);
  expect(max).toBeLessThanOrEqual(BULLETIN + 3);
  await seek.fill('12');
  await expect.poll(() => page.locator(VISIBLE_VIDEO).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(11);
  await expectNoAxeViolations(page);
});

test('a bulletin that already aired is recorded from its details, as a copy of the archive, and plays back from /recordings', async ({ page, archived }) => {
  // Waits for a bulletin to air into the archive, then for its copy to become a recording.
  await register(page, { next: '/channels' });
  const id = await harbourId(page);
  // The same bulletin as the catch-up test: wholly archived, and over.
  const from = Math.ceil((archived.since + 2) / BULLETIN) * BULLETIN;
  const wait = (from + BULLETIN + 3) * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const title = `Harbour bulletin ${new Date(from * 1000).toISOString().slice(11, 19)}`;
  await page.goto(`/tvguide/${id}`);
  await page.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Watch' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText('Recording scheduled')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/recordings');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Recorded')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: title }).click();
  await expectPlaying(page, { timeout: 20_000 });
  const duration = await page.locator(VISIBLE_VIDEO).evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(BULLETIN - 2);
  expect(duration).toBeLessThan(BULLETIN + 4);
});

test('an outage of the channel\'s upstream is a gap on the seek bar, and the picture plays on either side of it', async ({ page, archived }) => {
  // A 15 s upstream outage, then segments on both sides of it in the archive.
  const id = await harbourId(page);
  const traffic = archiveTraffic(page);
  // Longer than the window the upstream still lists when it answers again (5 s), so seconds are really missing.
  archived.upstream.mode('/harbour/', 'fail');
  await page.waitForTimeout(15_000);
  archived.upstream.mode('/harbour/', 'ok');
  // The gap is known once a segment after it is kept: the channel answer (which the seek bar draws from) says so then.
  await expect
    .poll(() => page.evaluate(async (channel) => {
      const key = localStorage.getItem('ftv_session_key');
      const answer = (await (await fetch(`/tv/api/channel/${channel}?session_key=${key}`)).json()) as { timeshift: { gaps?: unknown[] } };
      return answer.timeshift.gaps?.length ?? 0;
    }, id), { timeout: 20_000 })
    .toBe(2);
  await page.goto(`/tv/${id}`);
  await expectPlaying(page);
  // Before the archive began, and the outage: two stretches with nothing to play.
  await expect(player(page).getByTestId('timeline-gap')).toHaveCount(2);
  const seek = player(page).getByRole('slider', { name: 'Seek' });
  const [min, max] = await seek.evaluate((input: HTMLInputElement) => [Number(input.min), Number(input.max)]);
  expect(max - min).toBe(7200);
  // Back to a moment before the outage: the archive plays it.
  await seek.fill(String(Math.floor(archived.since) + 8));
  await seek.blur();
  await expect.poll(() => traffic.spans.length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => traffic.segments, { timeout: 20_000 }).toBeGreaterThan(0);
  await expectChannelShowing(page, id);
  await expect(player(page).getByText(/behind live$/)).toBeVisible();
});
