// own-channels.spec.ts — an operator's M3U + XMLTV (FTV_LINEUP, FTV_GUIDE) in a real browser: the app lists, guides, plays, zaps, records and plays back relayed channels, and keeps playing when the primary upstream fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { getAsUser } from '../support/asUser.ts';
import { startServer } from '../support/startServer.ts';
import { startUpstream, TRACKS_FRENCH_HZ, type Upstream } from '../support/upstream.ts';
import { expect as baseExpect, expectNoAxeViolations, test as base } from './fixtures.ts';
import { register } from './support/accounts.ts';
import { loudestFrequency, nearTone, shownCue } from './support/tracks.ts';
import { expectPlaying, visibleTime, VISIBLE_VIDEO } from './support/video.ts';
import { xmltvTime } from '../support/xmltv.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
const HOUR = 3600;
/** Cove News airs back-to-back bulletins this long, so a whole programme records within a test. */
const BULLETIN = 20;

/**
 * One upstream (ffmpeg on loopback: a live MPEG-TS stream with two mirrors, an fMP4 one, one with its own audio and
 * subtitle renditions, one with CEA-608 captions in its video), a playlist naming them and a guide for two channels.
 */
const test = base.extend<object, { upstream: Upstream; ownLineupUrl: string }>({
  upstream: [
    async ({}, use) => {
      const upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }, { name: 'frag', segmentType: 'fmp4' }, { name: 'tracks', segmentType: 'tracks' }, { name: 'cc', segmentType: 'cea608' }] });
      await Promise.all(['live', 'frag', 'tracks', 'cc'].map((name) => upstream.waitForLive(name, 3)));
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
          `#EXTINF:-1 tvg-id="valley.test" tvg-chno="2" group-title="Local",Valley One\n${upstream.url}/valley/live/master.m3u8\n` +
          `#EXTINF:-1 tvg-id="cove.test" tvg-chno="3" group-title="Local",Cove News\n${upstream.url}/cove/frag/master.m3u8\n` +
          `#EXTINF:-1 tvg-id="quay.test" tvg-chno="4" group-title="Local",Quay TV\n${upstream.url}/quay/tracks/master.m3u8\n` +
          `#EXTINF:-1 tvg-id="pier.test" tvg-chno="5" group-title="Local",Pier TV\n${upstream.url}/pier/cc/master.m3u8\n`,
      );
      const start = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
      const first = Math.floor(Date.now() / 1000 / BULLETIN) * BULLETIN;
      const bulletins = Array.from({ length: HOUR / BULLETIN }, (_, i) => first + i * BULLETIN)
        .map((at, i) => `<programme channel="cove.test" start="${xmltvTime(at)}" stop="${xmltvTime(at + BULLETIN)}"><title>Cove bulletin ${i + 1}</title></programme>\n`)
        .join('');
      writeFileSync(
        guide,
        `<?xml version="1.0" encoding="UTF-8"?>\n<tv><channel id="harbour.test"><display-name>Harbour TV</display-name></channel>\n` +
          `<programme channel="harbour.test" start="${xmltvTime(start - HOUR)}" stop="${xmltvTime(start + 2 * HOUR)}"><title>Harbour Lights</title><desc>Boats, live.</desc></programme>\n` +
          `<programme channel="harbour.test" start="${xmltvTime(start + 2 * HOUR)}" stop="${xmltvTime(start + 3 * HOUR)}"><title>Night Tide</title></programme>\n` +
          `<channel id="cove.test"><display-name>Cove News</display-name></channel>\n${bulletins}</tv>\n`,
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
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list.getByRole('heading', { name: '1 Harbour TV' })).toBeVisible();
  await expect(list.getByRole('heading', { name: '2 Valley One' })).toBeVisible();
  await expect(list.getByRole('heading', { name: '3 Cove News' })).toBeVisible();
  await expect(list.getByText('Harbour Lights').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/tvguide');
  await expect(page.getByText('Harbour Lights').first()).toBeVisible();
  // Night Tide follows it: from 22:00 on, that is in tomorrow's guide.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ftv_session_key'))).toBeTruthy();
  const harbour = (await getAsUser<Array<{ id: string; title: string }>>(page, '/tv/api/channels')).find((c) => c.title === 'Harbour TV')!;
  const { data } = await getAsUser<{ data: Array<{ programme_name: string; startdatetime: number }> }>(page, `/api-v2/tvguide/${harbour.id}`);
  const nightTide = data.find((p) => p.programme_name === 'Night Tide')!;
  if (await page.evaluate((start) => new Date(start * 1000).toDateString() !== new Date().toDateString(), nightTide.startdatetime)) {
    await page.getByRole('button', { name: /^Tomorrow/ }).click();
  }
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
  const before = await visibleTime(page);
  await expect.poll(() => visibleTime(page), { timeout: 45_000 }).toBeGreaterThan(before + 6);
  expect(upstream.count(/^\/mirror\/live\/.*\.ts/)).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  upstream.mode('/primary', 'ok');
});

test('a relayed channel whose upstream is killed mid-play says so, and plays again on its own when it is restarted', async ({ page, upstream }) => {
  // Waits for the relay to notice its upstream gone, then for the upstream's restart and a new picture.
  await watchFromChannels(page, '2 Valley One', 'Valley One');

  // The whole upstream process goes: its encoder dies, its port refuses connections.
  await upstream.kill();
  const alert = page.getByRole('alert').filter({ hasText: 'This channel is not available right now' });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);

  // Restarted (its stream numbering anew): no click, no reload; the player's own retries bring the picture back.
  await upstream.restart();
  await expect(alert).toHaveCount(0, { timeout: 60_000 });
  const resumedAt = await visibleTime(page);
  await expect.poll(() => visibleTime(page), { timeout: 30_000 }).toBeGreaterThan(resumedAt + 1);
});

/** From /channels, as a viewer would: the channel's card, its page, its picture playing. Answers the player's region. */
async function watchFromChannels(page: Page, label: string, name: string) {
  await page.goto('/channels');
  await page.getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expectPlaying(page);
  return page.getByRole('region', { name: / player$/ });
}

test("a relayed channel's own subtitles and second audio reach the viewer: C shows the upstream's cue, French is heard", async ({ page }) => {
  // Waits for subtitle cues to show and for the French tone to be heard (Web Audio), a few seconds each.
  const player = await watchFromChannels(page, '4 Quay TV', 'Quay TV');
  await player.focus();
  await page.keyboard.press('c');
  await expect.poll(() => shownCue(page), { timeout: 30_000 }).toMatch(/^Upstream second \d+$/);

  // The upstream names its audio renditions audio_1 and audio_2: the menu says which language each is.
  await player.getByRole('button', { name: 'Subtitles and audio' }).click();
  const menu = player.getByRole('group', { name: 'Subtitles and audio' });
  await expect(menu.getByRole('combobox', { name: 'Subtitles' }).getByRole('option')).toHaveText(['Off', 'English']);
  const audio = menu.getByRole('combobox', { name: 'Audio' });
  await expect(audio.getByRole('option')).toHaveText(['English', 'Français']);
  await audio.selectOption({ label: 'Français' });
  await expect.poll(async () => nearTone(await loudestFrequency(page, 2000), TRACKS_FRENCH_HZ), { timeout: 30_000 }).toBe(true);
  await expectNoAxeViolations(page);
});

test("closed captions in a relayed channel's video (CEA-608, as broadcast) are offered once they arrive, and C shows them", async ({ page }) => {
  // Waits for the first CEA-608 captions to be decoded from the picture, then for a cue.
  const player = await watchFromChannels(page, '5 Pier TV', 'Pier TV');
  // No rendition announces them: the button comes when the first captions are decoded from the picture's stream.
  const captions = player.getByRole('button', { name: 'Captions' });
  await expect(captions).toBeVisible({ timeout: 30_000 });
  await player.focus();
  await page.keyboard.press('c');
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await shownCue(page))?.trim(), { timeout: 30_000 }).toMatch(/^CC second \d+$/);
  await player.getByRole('button', { name: 'Subtitles and audio' }).click();
  await expect(player.getByRole('group', { name: 'Subtitles and audio' }).getByRole('combobox', { name: 'Subtitles' }).getByRole('option')).toHaveText(['Off', 'English']);
});

/** The player's frame focused, as a viewer clicking it would: keys then zap. */
async function focusPlayer(page: Page) {
  await page.getByRole('region', { name: / player$/ }).focus();
}

/** The heading is the channel's and its picture moves: the zap landed and plays. */
async function expectOnChannel(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  const at = await visibleTime(page);
  await expect.poll(() => visibleTime(page), { timeout: 45_000 }).not.toBe(at);
  await expectPlaying(page);
}

test('zapping between relayed channels by keys: up to the next number, down back, an fMP4 channel among them', async ({ page }) => {
  // Waits for the first frame of four relayed channels, one after another.
  await page.goto('/channels');
  await page.getByRole('link', { name: '2 Valley One' }).click();
  await expectOnChannel(page, 'Valley One');
  const valley = page.url();
  await focusPlayer(page);
  await page.keyboard.press('ArrowUp');
  await expect(page).not.toHaveURL(valley);
  await expectOnChannel(page, 'Cove News');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(valley);
  await expectOnChannel(page, 'Valley One');
  await page.keyboard.press('ArrowDown');
  await expectOnChannel(page, 'Harbour TV');
});

test('a relayed programme recorded from its guide plays back from /recordings (fMP4, the way its channel streams)', async ({ page }) => {
  // Waits for a relayed programme to air and be recorded whole before it plays back.
  test.setTimeout(180_000);
  await register(page, { next: '/channels' });
  await page.getByRole('link', { name: '3 Cove News' }).click();
  await expect(page).toHaveURL(/\/tv\/\d+$/);
  const id = /\/tv\/(\d+)$/.exec(page.url())![1]!;
  // The next bulletin: recorded whole, it starts within one bulletin's length.
  const { next_playing: next } = await getAsUser<{ next_playing: { programme_name: string } }>(page, `/tv/api/channel/${id}`);
  await page.goto(`/tvguide/${id}`);
  await page.getByRole('button', { name: next.programme_name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText('Recording scheduled')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/recordings');
  const card = page.getByRole('article', { name: next.programme_name });
  await expect(card.getByRole('progressbar')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Recorded')).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: next.programme_name }).click();
  await expect(page.getByRole('heading', { level: 1, name: next.programme_name })).toBeVisible();
  await expectPlaying(page, { timeout: 20_000 });
  const duration = await page.locator(VISIBLE_VIDEO).evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(BULLETIN - 2);
  expect(duration).toBeLessThan(BULLETIN + 4);
});
