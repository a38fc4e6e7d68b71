// imports.test.ts — FTV_LINEUP / FTV_GUIDE through the real provider: the operator's channels replace the demo lineup, the guide answers their programmes, refreshes keep ids and survive bad sources.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { importLineup } from '../../../server/imports/service.ts';
import { NO_INFORMATION } from '../../../server/programmes/store.ts';
import { IMPORTED_ID_MIN } from '../../../server/sources/mapping.ts';
import { createLoggedInUser, removeDataDir, startTestServer, type TestServer } from './support.ts';
import { xmltvTime as xmltvAt } from '../../support/xmltv.ts';

/** XMLTV time in UTC+0100, as guides write local times. */
const xmltvTime = (unix: number) => xmltvAt(unix, 60);

const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-imports-'));
const playlistFile = path.join(dir, 'lineup.m3u');
const guideFile = path.join(dir, 'guide.xml');
const HOUR = 3600;

function writePlaylist(extra = '') {
  writeFileSync(
    playlistFile,
    '\uFEFF#EXTM3U url-tvg="http://127.0.0.1:9/never-used.xml"\r\n' +
      '#EXTINF:-1 tvg-id="alpha.uk" tvg-chno="5" group-title="News",Alpha News HD\r\n' +
      'http://127.0.0.1:9/alpha/index.m3u8\r\n' +
      '#EXTINF:-1 tvg-id="alpha.uk" group-title="News",Alpha News (backup)\r\n' +
      'http://127.0.0.1:9/alpha-backup/index.m3u8\r\n' +
      '#EXTINF:-1 tvg-id="beta.uk" tvg-chno="7" group-title="Café & Culture",Béta Culture\r\n' +
      'http://127.0.0.1:9/beta/index.m3u8\r\n' +
      extra,
  );
}

/** Alpha has two programmes around `now`; Beta none (fillers); a guide-only channel matches nothing. */
function writeGuide(now: number, title = 'Morning Brief') {
  const start = Math.floor(now / HOUR) * HOUR - HOUR;
  writeFileSync(
    guideFile,
    `<?xml version="1.0" encoding="UTF-8"?>
<tv>
  <channel id="alpha.uk"><display-name>Alpha News</display-name></channel>
  <channel id="nobody.uk"><display-name>Nobody TV</display-name></channel>
  <programme channel="alpha.uk" start="${xmltvTime(start)}" stop="${xmltvTime(start + 2 * HOUR)}">
    <title lang="en">${title}</title><sub-title>Part &amp; Parcel</sub-title><desc lang="en">The day's news.</desc>
    <category lang="en">News</category><episode-num system="xmltv_ns">1.4.</episode-num>
    <episode-num system="dd_progid">EP01234567.0005</episode-num><new /><rating system="BBFC"><value>12</value></rating>
  </programme>
  <programme channel="alpha.uk" start="${xmltvTime(start + 2 * HOUR)}" stop="${xmltvTime(start + 3 * HOUR)}">
    <title>Evening Report</title><previously-shown start="20240102" /><premiere />
  </programme>
  <programme channel="nobody.uk" start="${xmltvTime(start)}" stop="${xmltvTime(start + HOUR)}"><title>Unseen</title></programme>
</tv>
`,
  );
}

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  writePlaylist();
  writeGuide(Math.floor(Date.now() / 1000));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-imports-data-'));
  server = await startTestServer({ DATA_DIR: dataDir, FTV_LINEUP: playlistFile, FTV_GUIDE: guideFile });
});
afterAll(async () => {
  await server?.close();
  await removeDataDir(dataDir);
  rmSync(dir, { recursive: true, force: true });
});

interface ListEntry {
  id: string;
  title: string;
  number: string;
  group: string;
  streams: { url: string }[];
}
const channels = async () => (await server.get('/tv/api/channels', { session_key: await server.init() })).json() as ListEntry[];

test('the operator\'s channels replace the demo lineup: merged by tvg-id, numbered by tvg-chno, grouped by group-title', async () => {
  const list = await channels();
  expect(list.map((c) => [c.title, c.number, c.group])).toEqual([
    ['Alpha News HD', '5', 'News'],
    ['Béta Culture', '7', 'Café & Culture'],
  ]);
  for (const c of list) {
    expect(Number(c.id)).toBeGreaterThanOrEqual(IMPORTED_ID_MIN);
    // The viewer gets FTV's own signed URL, never the upstream's.
    expect(c.streams[0]!.url).toMatch(new RegExp(`^/media/live/${c.id}/master\\.m3u8\\?token=`));
    expect(JSON.stringify(c)).not.toContain('127.0.0.1:9');
  }
});

test('the guide answers imported programmes, and hour-long "No information" slots where it has none', async () => {
  const [alpha, beta] = await channels();
  const t = server.now();
  const key = await server.init();
  const res = await server.get('/api-v2/tvguide/', { session_key: key, channels: `${alpha!.id},${beta!.id}`, startTime: String(Math.floor(t / HOUR) * HOUR - HOUR), duration: String(3 * HOUR) });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as Record<string, Array<{ programme_name: string; startdatetime: number; enddatetime: number; genre: string; seriesNumber: number | null; episodeNumber: number | null; programme_description: string }>>;
  const alphaGuide = data[alpha!.id]!;
  expect(alphaGuide.map((p) => p.programme_name)).toEqual(['Morning Brief: Part & Parcel', 'Evening Report']);
  expect(alphaGuide[0]).toMatchObject({ genre: 'News', seriesNumber: 2, episodeNumber: 5, programme_description: "The day's news." });
  expect(alphaGuide[0]!.enddatetime - alphaGuide[0]!.startdatetime).toBe(2 * HOUR);
  const betaGuide = data[beta!.id]!;
  expect(betaGuide).toHaveLength(3);
  for (const p of betaGuide) {
    expect(p.programme_name).toBe(NO_INFORMATION);
    expect(p.enddatetime - p.startdatetime).toBe(HOUR);
  }
  // The channel answer's now/next come from the same guide.
  const detail = (await server.get(`/tv/api/channel/${alpha!.id}`, { session_key: key })).json();
  expect(detail.now_playing.programme_name).toBe('Morning Brief: Part & Parcel');
  expect(detail.next_playing.programme_name).toBe('Evening Report');
});

test('what the guide says of each airing is stored with it, for series rules: new or a repeat (first aired), premiere, rating, series', async () => {
  const [alpha] = await channels();
  const rows = await server.app.deps.db
    .selectFrom('programmes')
    .select(['title', 'is_new', 'premiere', 'previously_shown', 'original_air', 'rating', 'series_id'])
    .where('channel_id', '=', Number(alpha!.id))
    .orderBy('start')
    .execute();
  expect(rows.map((r) => ({ ...r, original_air: r.original_air === null ? null : Number(r.original_air) }))).toEqual([
    { title: 'Morning Brief', is_new: 1, premiere: 0, previously_shown: 0, original_air: null, rating: '12', series_id: 'EP01234567' },
    { title: 'Evening Report', is_new: 0, premiere: 1, previously_shown: 1, original_air: Date.UTC(2024, 0, 2) / 1000, rating: null, series_id: null },
  ]);
});

test('relayed channels are offered to the recorder: their programmes allow dvr, "No information" slots are refused plainly', async () => {
  const [alpha, beta] = await channels();
  const detail = (await server.get(`/tv/api/channel/${alpha!.id}`, { session_key: await server.init() })).json();
  expect(detail.recordable).toBe(true);
  expect(detail.next_playing.allow_dvr).toBe(1);
  const user = await createLoggedInUser(server);
  const filler = (await server.get(`/tv/api/channel/${beta!.id}`, { session_key: user.sessionKey })).json().next_playing;
  expect(filler.allow_dvr).toBe(0);
  const res = await server.post('/tv/api/dvr/add', { session_key: user.sessionKey, channel_id: Number(beta!.id), programme_id: filler.programme, start_time: filler.startdatetime }, user.token);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Nothing to record: no programme information for that time');
});

test('a channel whose upstreams do not answer is unavailable in its channel answer, with a reason that names no upstream', async () => {
  const [alpha] = await channels();
  const detail = (await server.get(`/tv/api/channel/${alpha!.id}`, { session_key: await server.init() })).json();
  expect(detail.available).toBe(false);
  expect(detail.unavailable_reason).toEqual(expect.any(String));
  expect(detail.unavailable_reason).not.toContain('127.0.0.1');
  // The demo lineup's channels are always there.
  const demo = await startTestServer();
  try {
    expect((await demo.get('/tv/api/channel/101', { session_key: await demo.init() })).json()).toMatchObject({ available: true });
  } finally {
    await demo.close();
  }
});

test('a refresh keeps every id, takes the new guide, and a broken source changes nothing', async () => {
  const before = await channels();
  writePlaylist('#EXTINF:-1 tvg-id="gamma.uk" group-title="News",Gamma\nhttp://127.0.0.1:9/gamma/index.m3u8\n');
  writeGuide(server.now(), 'Breakfast Live');
  const report = await importLineup(server.app.deps);
  // Only what changed is written: the two channels the playlist still lists as they were are left alone.
  expect(report).toMatchObject({ channels: 3, stored: { added: 1, updated: 0, unchanged: 2 } });
  // What the service does after each import: the next request reads the lineup again.
  server.app.services.lineup.invalidate();
  const after = await channels();
  expect(after.map((c) => c.title)).toEqual(['Alpha News HD', 'Béta Culture', 'Gamma']);
  for (const c of before) expect(after.find((a) => a.title === c.title)!.id).toBe(c.id);
  const alpha = after.find((c) => c.title === 'Alpha News HD')!;
  const guide = (await server.get(`/api-v2/tvguide/${alpha.id}`, { session_key: await server.init() })).json().data as Array<{ programme_name: string }>;
  expect(guide.some((p) => p.programme_name === 'Breakfast Live: Part & Parcel')).toBe(true);
  expect(guide.some((p) => p.programme_name === 'Morning Brief: Part & Parcel')).toBe(false);

  writeFileSync(playlistFile, '<html>not a playlist</html>');
  await expect(importLineup(server.app.deps)).rejects.toThrow(/FTV_LINEUP/);
  expect((await channels()).map((c) => c.id)).toEqual(after.map((c) => c.id));
});

test('a first start with an unusable playlist stops with its reason', async () => {
  const missing = path.join(dir, 'missing.m3u');
  const other = mkdtempSync(path.join(os.tmpdir(), 'ftv-imports-bad-'));
  try {
    await expect(startTestServer({ DATA_DIR: other, FTV_LINEUP: missing })).rejects.toThrow(/FTV_LINEUP .*missing\.m3u/);
  } finally {
    await removeDataDir(other);
  }
});

test('a playlist\'s max_streams in the overrides: rules book at most that many of its channels at once, every user\'s together; a bad value is named', async () => {
  const other = mkdtempSync(path.join(os.tmpdir(), 'ftv-imports-limits-'));
  const limitedPlaylist = path.join(other, 'limited.m3u');
  const limitedGuide = path.join(other, 'limited.xml');
  const overridesFile = path.join(other, 'overrides.json');
  writeFileSync(
    limitedPlaylist,
    '#EXTM3U\n' + ['one', 'two', 'three'].map((n) => `#EXTINF:-1 tvg-id="${n}.uk" group-title="Sport",Sport ${n}\nhttp://127.0.0.1:9/${n}/index.m3u8\n`).join(''),
  );
  const start = Math.floor(Date.now() / 1000 / HOUR) * HOUR + 3 * HOUR;
  writeFileSync(
    limitedGuide,
    `<?xml version="1.0" encoding="UTF-8"?>\n<tv>\n` +
      ['one', 'two', 'three'].map((n) => `<channel id="${n}.uk"><display-name>Sport ${n}</display-name></channel>\n<programme channel="${n}.uk" start="${xmltvTime(start)}" stop="${xmltvTime(start + HOUR)}"><title>Derby ${n}</title></programme>\n`).join('') +
      '</tv>\n',
  );
  writeFileSync(overridesFile, JSON.stringify({ playlists: { [limitedPlaylist]: { max_streams: 2 } } }));
  const own = await startTestServer({ DATA_DIR: other, FTV_LINEUP: limitedPlaylist, FTV_GUIDE: limitedGuide, FTV_LINEUP_OVERRIDES: overridesFile }, { jobs: false });
  try {
    const rule = async (user: Awaited<ReturnType<typeof createLoggedInUser>>) => {
      const res = await own.post('/tv/api/dvr/rules', { session_key: user.sessionKey, kind: 'keyword', keyword: 'derby' }, user.token);
      expect(res.statusCode).toBe(200);
      return (res.json().rule.airings as Array<{ title: string; outcome: string; reason?: string }>).map((a) => [a.title, a.outcome, a.reason ?? null]);
    };
    const reason = "its playlist's limit of 2 streams at once is taken at that time";
    const first = await rule(await createLoggedInUser(own));
    expect(first.filter(([, outcome]) => outcome === 'booked')).toHaveLength(2);
    const skipped = first.filter(([, outcome]) => outcome === 'skipped');
    expect(skipped).toEqual([[expect.stringMatching(/^Derby /), 'skipped', reason]]);
    // Another user: the channels already recording share their stream (booked again); the third would be a third at once.
    expect(new Set(await rule(await createLoggedInUser(own)))).toEqual(new Set(first));

    writeFileSync(overridesFile, JSON.stringify({ playlists: { [limitedPlaylist]: { max_streams: 0 } } }));
    await expect(importLineup(own.app.deps)).rejects.toThrow(`playlists["${limitedPlaylist}"].max_streams must be a whole number from 1 to 1000, not 0`);
  } finally {
    await own.close();
    await removeDataDir(other);
  }
});

test('FTV_LINEUP_OVERRIDES renames, renumbers, regroups, hides and marks premium; a premium channel of an own group unlocks with the every-group plan', async () => {
  writePlaylist('#EXTINF:-1 tvg-id="gamma.uk" group-title="News",Gamma\nhttp://127.0.0.1:9/gamma/index.m3u8\n');
  const overridesFile = path.join(dir, 'overrides.json');
  writeFileSync(
    overridesFile,
    JSON.stringify({
      channels: {
        'ALPHA.UK': { title: 'Alpha', number: 1, group: 'Headlines', premium: true },
        'Béta Culture': { hidden: true },
        'nothing.uk': { title: 'Not here' },
      },
    }),
  );
  const other = mkdtempSync(path.join(os.tmpdir(), 'ftv-imports-overrides-'));
  const own = await startTestServer({ DATA_DIR: other, FTV_LINEUP: playlistFile, FTV_GUIDE: guideFile, FTV_LINEUP_OVERRIDES: overridesFile });
  try {
    const list = (await own.get('/tv/api/channels', { session_key: await own.init() })).json() as Array<ListEntry & { is_free: string }>;
    expect(list.map((c) => [c.title, c.number, c.group, c.is_free])).toEqual([
      ['Alpha', '1', 'Headlines', '0'],
      ['Gamma', '8', 'News', '1'],
    ]);
    // Premium: no stream for a visitor…
    expect(list[0]!.streams).toEqual([]);
    // …and its new group is in the plan that promises every group.
    const { db } = own.app.deps;
    const group = await db.selectFrom('channel_groups').select('id').where('name', '=', 'Headlines').executeTakeFirstOrThrow();
    const yearly = await db.selectFrom('plans').select('id').where('name', '=', 'Premium Yearly').executeTakeFirstOrThrow();
    expect(await db.selectFrom('plan_groups').selectAll().where('plan_id', '=', yearly.id).where('group_id', '=', group.id).executeTakeFirst()).toBeDefined();
    expect((await importLineup(own.app.deps)).unusedOverrides).toEqual(['nothing.uk']);

    // A mistake in the file names the channel and field; the import refuses it and the lineup stays.
    writeFileSync(overridesFile, JSON.stringify({ channels: { 'alpha.uk': { number: 'one' } } }));
    await expect(importLineup(own.app.deps)).rejects.toThrow('FTV_LINEUP_OVERRIDES');
    await expect(importLineup(own.app.deps)).rejects.toThrow('channels["alpha.uk"].number has an unusable value "one"');
  } finally {
    await own.close();
    await removeDataDir(other);
  }
});
