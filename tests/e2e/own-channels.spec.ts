// own-channels.spec.ts — an operator's M3U + XMLTV (FTV_LINEUP, FTV_GUIDE) in a real browser: the app lists, guides and plays relayed channels, and keeps playing when the primary upstream fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../support/startServer.ts';
import { startUpstream, type Upstream } from '../support/upstream.ts';
import { expect as baseExpect, expectNoAxeViolations, test as base } from './fixtures.ts';
import { expectPlaying } from './support/video.ts';
import { xmltvTime } from '../support/xmltv.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
const HOUR = 3600;

/** One upstream (ffmpeg on loopback) with two mirrors of a live stream, a playlist naming them and a guide for the first channel. */
const test = base.extend<object, { upstream: Upstream; ownLineupUrl: string }>({
  upstream: [
    async ({}, use) => {
      const upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }] });
      await upstream.waitForLive('live', 3);
      await use(upstream);
      await upstream.close();
    },
    { scope: 'worker' },
  ],
  ownLineupUrl: [
    async ({ upstream }, use) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-e2e-lineup-'));
      const playlist = path.join(dir, 'lineup.m3u');
      const guide = path.join(dir, 'guide.xml');
      writeFileSync(
        playlist,
        '#EXTM3U\n' +
          `#EXTINF:-1 tvg-id="harbour.test" tvg-chno="1" group-title="Local",Harbour TV\n${upstream.url}/primary/live/master.m3u8\n` +
          `#EXTINF:-1 tvg-id="harbour.test" group-title="Local",Harbour TV (mirror)\n${upstream.url}/mirror/live/master.m3u8\n` +
          `#EXTINF:-1 tvg-id="valley.test" tvg-chno="2" group-title="Local",Valley One\n${upstream.url}/valley/live/master.m3u8\n`,
      );
      const start = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
      writeFileSync(
        guide,
        `<?xml version="1.0" encoding="UTF-8"?>\n<tv><channel id="harbour.test"><display-name>Harbour TV</display-name></channel>\n` +
          `<programme channel="harbour.test" start="${xmltvTime(start - HOUR)}" stop="${xmltvTime(start + 2 * HOUR)}"><title>Harbour Lights</title><desc>Boats, live.</desc></programme>\n` +
          `<programme channel="harbour.test" start="${xmltvTime(start + 2 * HOUR)}" stop="${xmltvTime(start + 3 * HOUR)}"><title>Night Tide</title></programme>\n</tv>\n`,
      );
      const server = await startServer({ FTV_LINEUP: playlist, FTV_GUIDE: guide });
      await use(server.url);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test.use({ baseURL: async ({ ownLineupUrl }, use) => use(ownLineupUrl) });
// Live video relayed from ffmpeg on 2 shared cores.
test.describe.configure({ timeout: 150_000 });

test('the operator\'s channels are the lineup: listed with their guide, never the demo channels', async ({ page }) => {
  await page.goto('/channels');
  const list = page.getByRole('list', { name: 'Channels', exact: true });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('heading', { name: '1 Harbour TV' })).toBeVisible();
  await expect(list.getByRole('heading', { name: '2 Valley One' })).toBeVisible();
  await expect(list.getByText('Harbour Lights').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/tvguide');
  await expect(page.getByText('Harbour Lights').first()).toBeVisible();
  await expect(page.getByText('Night Tide').first()).toBeVisible();
  // A channel without guide data still has a row to show.
  await expect(page.getByText('No information').first()).toBeVisible();
});

test('a relayed channel plays in the app through FTV\'s own URLs, and keeps playing when its primary upstream fails', async ({ page, upstream }) => {
  const mediaUrls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/live/')) mediaUrls.push(request.url());
  });
  await page.goto('/channels');
  await page.getByRole('link', { name: '1 Harbour TV' }).click();
  await expect(page).toHaveURL(/\/tv\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Harbour TV/ })).toBeVisible();
  await expectPlaying(page);
  // Everything the player fetched is FTV's (the fixture also fails the test on any other origin), by opaque names.
  expect(mediaUrls.length).toBeGreaterThan(2);
  for (const url of mediaUrls) expect(url).not.toMatch(/primary|mirror|127\.0\.0\.1:\d+\/(primary|mirror)/);

  // The primary goes down mid-play: the relay fails over to the mirror, and the picture goes on.
  upstream.mode('/primary', 'fail');
  const before = await page.evaluate(() => document.querySelector('video')!.currentTime);
  await expect.poll(() => page.evaluate(() => document.querySelector('video')!.currentTime), { timeout: 45_000 }).toBeGreaterThan(before + 6);
  expect(upstream.count(/^\/mirror\/live\/.*\.ts/)).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  upstream.mode('/primary', 'ok');
});

test('a relayed channel whose only upstream goes down says so, and plays again on its own when it is back', async ({ page, upstream }) => {
  await page.goto('/channels');
  await page.getByRole('link', { name: '2 Valley One' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Valley One/ })).toBeVisible();
  await expectPlaying(page);

  upstream.mode('/valley', 'fail');
  const alert = page.getByRole('alert').filter({ hasText: 'This channel is not available right now' });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);

  // Back upstream: no click, no reload; the player's own retries bring the picture back.
  upstream.mode('/valley', 'ok');
  await expect(alert).toHaveCount(0, { timeout: 60_000 });
  const resumedAt = await page.evaluate(() => document.querySelector('video')!.currentTime);
  await expect.poll(() => page.evaluate(() => document.querySelector('video')!.currentTime), { timeout: 30_000 }).toBeGreaterThan(resumedAt + 1);
});
