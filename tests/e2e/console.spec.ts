// console.spec.ts — the operator's console in a real browser: a playlist, a guide and an Xtream Codes account (ffmpeg streams on loopback) added, 100 channels renamed and renumbered in bulk, unmatched ones mapped from suggestions, one hidden and the hide undone from the audit; a viewer sees each change without a restart, and is refused the console.
import { readFileSync } from 'node:fs';
import { getAsUser } from '../support/asUser.ts';
import { startServer } from '../support/startServer.ts';
import { startUpstream, type Upstream } from '../support/upstream.ts';
import { startXtreamUpstream, type XtreamUpstream } from '../support/xtreamUpstream.ts';
import { xmltvTime } from '../support/xmltv.ts';
import { expect as baseExpect, expectNoAxeViolations, test as base } from './fixtures.ts';
import { mailedLink, register } from './support/accounts.ts';

// Each source added imports at once on 2 shared cores.
const expect = baseExpect.configure({ timeout: 20_000 });
const HOUR = 3600;
const OPERATOR = `console-operator-${process.pid}@ftv.example`;
const CHANNELS = 100;
const pad = (n: number) => String(n).padStart(3, '0');

interface Lists {
  upstream: Upstream;
  xtream: XtreamUpstream;
  server: { url: string; stop: () => Promise<void> };
}

const test = base.extend<object, { lists: Lists }>({
  lists: [
    async ({}, use) => {
      const upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }] });
      await upstream.waitForLive('live', 2);
      // 100 channels, each its own path of the one live encoder (any prefix works); half name a guide channel.
      let playlist = '#EXTM3U\n';
      for (let n = 1; n <= CHANNELS; n++) playlist += `#EXTINF:-1 ${n <= 50 ? `tvg-id="loop${pad(n)}.test" ` : ''}group-title="Loops",Loop ${pad(n)}\n${upstream.url}/c${n}/live/master.m3u8\n`;
      upstream.route('/lists/lineup.m3u', playlist, 'audio/x-mpegurl');
      const start = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
      // The guide knows Loop 001 by its tvg-id, and five channels only by the names the operator will give them.
      const named = [51, 52, 53, 54, 55].map((n) => `<channel id="harbour${pad(n)}.test"><display-name>Harbour ${pad(n)}</display-name></channel>\n`).join('');
      upstream.route(
        '/lists/guide.xml',
        `<?xml version="1.0" encoding="UTF-8"?>\n<tv><channel id="loop001.test"><display-name>Loop 001</display-name></channel>\n${named}` +
          `<programme channel="loop001.test" start="${xmltvTime(start - HOUR)}" stop="${xmltvTime(start + 3 * HOUR)}"><title>Loop Morning</title></programme>\n` +
          `<programme channel="harbour051.test" start="${xmltvTime(start - HOUR)}" stop="${xmltvTime(start + 3 * HOUR)}"><title>Harbour Noon</title></programme></tv>\n`,
        'application/xml',
      );
      const xtream = await startXtreamUpstream({
        username: 'household',
        password: 'panel-secret',
        streams: [
          { name: 'Panel News', hlsUrl: `${upstream.url}/x1/live/master.m3u8`, category: 'Panel', epgChannelId: 'panelnews.test' },
          { name: 'Panel Sport', hlsUrl: `${upstream.url}/x2/live/master.m3u8`, category: 'Panel' },
        ],
      });
      // The console's sources and the panel's redirects are on loopback: the relay may follow them there.
      const server = await startServer({ FTV_ADMIN_EMAILS: OPERATOR, FTV_RELAY_ALLOW_PRIVATE: '1' });
      await use({ upstream, xtream, server });
      await server.stop();
      await xtream.close();
      await upstream.close();
    },
    { scope: 'worker' },
  ],
});

test.use({ baseURL: async ({ lists }, use) => use(lists.server.url) });
test.describe.configure({ timeout: 180_000, mode: 'serial' });

test('an operator adds a playlist, a guide and an Xtream Codes account, bulk-renames and renumbers 100 channels, hides one and undoes it; a viewer sees each change without a restart', async ({ page, browser, lists }) => {
  // An operator's whole session through the console's pages, each change checked on a viewer's page as well.
  await register(page, { next: '/admin', email: OPERATOR });
  // FTV_ADMIN_EMAILS names the address, which counts once its owner confirms it (anyone may register an address).
  await expect(page.getByRole('heading', { name: 'Confirm your email address first' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await page.goto(await mailedLink(page, OPERATOR, '/verify-email'));
  await expect(page.getByRole('main').getByText('Email verified successfully')).toBeVisible();
  await page.goto('/');
  // The account menu offers the console to an operator (the nickname comes from the address).
  await page.getByRole('banner').getByRole('button', { name: /^console-operator/ }).click();
  await page.getByRole('link', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Operator console', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Sources' }).click();
  await expect(page).toHaveURL(/tab=sources/);

  const addSource = async (kind: string, fill: Record<string, string>) => {
    await page.getByRole('button', { name: 'Add source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add source' });
    await dialog.getByRole('radio', { name: kind }).check();
    for (const [label, value] of Object.entries(fill)) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Add source' }).click();
    await expect(dialog).toBeHidden();
  };
  await addSource('Playlist', { Name: 'Loopback playlist', Address: `${lists.upstream.url}/lists/lineup.m3u` });
  await expect(page.getByText(`Source added: ${CHANNELS} channels imported`)).toBeVisible();
  const playlist = page.getByRole('article', { name: 'Loopback playlist' });
  await expect(playlist).toContainText(`${CHANNELS} channels`);
  await addSource('Guide', { Name: 'Loopback guide', Address: `${lists.upstream.url}/lists/guide.xml` });
  await expect(page.getByRole('article', { name: 'Loopback guide' })).toContainText('1 programme');
  await addSource('Xtream Codes account', { Name: 'Panel', 'Server address': lists.xtream.url, Username: 'household', Password: 'panel-secret' });
  await expect(page.getByText(`Source added: ${CHANNELS + 2} channels imported`)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Panel' })).toContainText('household@127.0.0.1');
  await expectNoAxeViolations(page);

  // A viewer's app, on another device, lists the operator's channels.
  const viewerContext = await browser.newContext({ baseURL: lists.server.url });
  const viewer = await viewerContext.newPage();
  await register(viewer, { next: '/channels' });
  const channels = viewer.getByRole('list', { name: 'Channels', exact: true });
  await expect(channels.getByRole('heading', { name: /Loop 001$/ })).toBeVisible();

  // The lineup: the playlist's 100 channels selected by a search, renamed by an expression, renumbered from 500.
  await page.getByRole('tab', { name: 'Lineup' }).click();
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('Loop');
  await expect(page.getByText(`Showing ${CHANNELS} of ${CHANNELS + 2} channels`)).toBeVisible();
  await expect(page).toHaveURL(/q=Loop/);
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  const bulk = page.getByRole('region', { name: 'Bulk edit' });
  await expect(bulk).toContainText(`${CHANNELS} selected`);
  await bulk.getByRole('button', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: `Rename ${CHANNELS} channels` });
  await rename.getByRole('textbox', { name: 'Find', exact: true }).fill('^Loop (\\d+)$');
  await rename.getByRole('textbox', { name: 'Replace with' }).fill('Harbour $1');
  await rename.getByRole('checkbox', { name: 'Treat as a regular expression' }).check();
  await expect(rename).toContainText('Harbour 001');
  await expectNoAxeViolations(page);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText(`Renamed ${CHANNELS} channels`)).toBeVisible();
  await bulk.getByRole('button', { name: 'Renumber…' }).click();
  const renumber = page.getByRole('dialog', { name: `Renumber ${CHANNELS} channels` });
  await renumber.getByRole('spinbutton', { name: 'First number' }).or(renumber.getByRole('textbox', { name: 'First number' })).fill('500');
  await renumber.getByRole('button', { name: 'Renumber' }).click();
  await expect(page.getByText(`Renumbered ${CHANNELS} channels`)).toBeVisible();
  await bulk.getByRole('button', { name: 'Clear selection' }).click();
  await viewer.reload();
  await expect(channels.getByRole('heading', { name: '500 Harbour 001' })).toBeVisible();
  await expect(channels.getByRole('heading', { name: '501 Harbour 002' })).toBeVisible();

  // Unmatched channels mapped: the confident suggestions accepted in bulk, one channel chosen by hand after a search.
  await page.getByRole('button', { name: 'Review guide suggestions…' }).click();
  const suggestions = page.getByRole('dialog', { name: 'Accept 5 guide suggestions' });
  await expect(suggestions.getByRole('checkbox', { name: 'Accept Harbour 051' })).toBeChecked();
  await expectNoAxeViolations(page);
  await suggestions.getByRole('button', { name: 'Accept 5' }).click();
  await expect(page.getByText('Accepted 5 guide suggestions')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('Harbour 060');
  await page.getByRole('button', { name: 'Map Harbour 060' }).click();
  const mapping = page.getByRole('dialog', { name: 'Guide for 559 Harbour 060' });
  await mapping.getByRole('searchbox', { name: 'Search all guide channels' }).fill('Loop 001');
  await mapping.getByRole('radio', { name: 'Loop 001' }).check();
  await expect(mapping).toContainText('Loop Morning');
  await expectNoAxeViolations(page);
  await mapping.getByRole('button', { name: 'Use this guide channel' }).click();
  await expect(page.getByText('Harbour 060 takes its guide from Loop 001')).toBeVisible();
  // A viewer's guide has the accepted channel's programme once the guides are read again (in the background).
  const harbour51 = (await getAsUser<Array<{ id: string; title: string }>>(viewer, '/tv/api/channels')).find((c) => c.title === 'Harbour 051')!;
  await expect.poll(async () => JSON.stringify(await getAsUser(viewer, `/api-v2/tvguide/${harbour51.id}`)), { timeout: 30_000 }).toContain('Harbour Noon');

  // A channel's streams: probed on demand, each to its first segment.
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('Harbour 001');
  await page.getByRole('button', { name: 'Streams of Harbour 001' }).click();
  const streams = page.getByRole('dialog', { name: 'Streams of 500 Harbour 001' });
  await streams.getByRole('button', { name: 'Probe now' }).click();
  const stream = streams.getByRole('article', { name: `Stream 1: ${new URL(lists.upstream.url).host}` });
  await expect(stream).toContainText('Up');
  await expect(stream).toContainText(/First segment in \d/);
  await expectNoAxeViolations(page);
  await streams.getByRole('button', { name: 'Close' }).click();

  // One channel hidden: viewers no longer see it; the audit's undo brings it back.
  await page.getByRole('searchbox', { name: 'Search channels' }).fill('Harbour 007');
  await page.getByRole('checkbox', { name: 'Select Harbour 007' }).check();
  await bulk.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByText('Hid 1 channel')).toBeVisible();
  await viewer.reload();
  await expect(channels.getByRole('heading', { name: '500 Harbour 001' })).toBeVisible();
  await expect(channels.getByRole('heading', { name: '506 Harbour 007' })).toHaveCount(0);
  // The filters are in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search channels' })).toHaveValue('Harbour 007');

  await page.getByRole('tab', { name: 'Audit' }).click();
  await page.getByRole('button', { name: 'Undo Hid 1 channel' }).click();
  await expect(page.getByText('Change undone')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Undid: Hid 1 channel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo Hid 1 channel' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await viewer.reload();
  await expect(channels.getByRole('heading', { name: '506 Harbour 007' })).toBeVisible();

  // The edits as an overrides file, out and in.
  await page.getByRole('tab', { name: 'Lineup' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export overrides' }).click();
  const exported = JSON.parse(readFileSync(await (await downloading).path(), 'utf8')) as { channels: Record<string, { title?: string; number?: number }> };
  expect(exported.channels['loop001.test']).toMatchObject({ title: 'Harbour 001', number: 500 });
  await page.getByLabel('Overrides file to import').setInputFiles({ name: 'overrides.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ channels: { 'loop002.test': { title: 'Harbour Two' } } })) });
  await expect(page.getByText('Overrides taken in for 1 channel')).toBeVisible();
  await viewer.reload();
  await expect(channels.getByRole('heading', { name: '501 Harbour Two' })).toBeVisible();
  await viewerContext.close();
});

test('a viewer is told the console is for operators, and its calls are refused', async ({ page }) => {
  await register(page, { next: '/admin' });
  await expect(page.getByRole('heading', { name: 'Only operators may use the console' })).toBeVisible();
  // Nor does a viewer's account menu offer it.
  await page.getByRole('banner').getByRole('button', { name: /^viewer-/ }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Console' })).toHaveCount(0);
  // Still logged in: a refusal of the console is no reason to drop the viewer's login.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
});
