// archive.test.ts — the archive of relayed channels on real ffmpeg upstreams (MPEG-TS and fMP4): time-shift and catch-up over what it kept, an upstream outage and segments fetched too late shown as gaps on the clock's timeline, the disk budget, and pruning by the channel's catch-up days. Slow: waits on live upstreams: segments arriving, a 14-second outage, a playlist held still until segments slid past, 10-second programmes airing, the budget pruning.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startUpstream, type Upstream } from '../../support/upstream.ts';
import { programmeIdOf } from '../../../server/programmes/programme.ts';
import { xmltvTime } from '../../support/xmltv.ts';
import { probe, resolve, uris, waitForRecording, type DvrList, type ListedRecording } from './mediaHelpers.ts';
import { createLoggedInUser, startTestServer, type TestServer } from './support.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-archive-'));
const lineupFile = path.join(dir, 'lineup.m3u');
const guideFile = path.join(dir, 'guide.xml');
/** The imported guide's programmes are this long: one airs and ends inside a test. */
const SHOW = 10;
/** The disk budget of the second server: about a dozen of the test pattern's segments (27 KB a second), some 6 s of each channel. */
const BUDGET_BYTES = Math.floor(0.0003 * 1024 ** 3);
/**
 * How long alpha's upstream fails. When it answers again it still lists its last 5 s, which the archive takes: the gap is
 * the rest, well past the 3 s slack that tells a gap from polling jitter.
 */
const OUTAGE_MS = 14_000;
let upstream: Upstream;
let server: TestServer;
let budgeted: TestServer;
/** When the budgeted server began archiving (unix seconds): it starts with the few segments its upstream still lists. */
let budgetedSince: number;
let key: string;
const ids: Record<string, number> = {};
let outage: Promise<{ from: number; to: number }>;
/** While beta's upstream playlist was held still, until its window slid past a segment the relay never listed. */
let skipped: Promise<{ from: number; to: number }>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Timeshift {
  url: string | null;
  seconds: number;
  catchup_days: number;
  gaps?: Array<[number, number]>;
}

async function timeshiftOf(on: TestServer, channelId: number): Promise<Timeshift> {
  const res = await on.get(`/tv/api/channel/${channelId}`, { session_key: await on.init() });
  expect(res.statusCode).toBe(200);
  return (res.json() as { timeshift: Timeshift }).timeshift;
}

/** A span's archived rendition playlist, through its master, as a player gets it; with the URL it came from. */
async function spanPlaylist(on: TestServer, channelId: number, span: string) {
  const base = (await timeshiftOf(on, channelId)).url!;
  const master = await on.get(`${base}${span}/master.m3u8`);
  if (master.statusCode !== 200) return { status: master.statusCode, message: (master.json() as { message?: string }).message, text: '', url: '' };
  const url = resolve(`${base}${span}/master.m3u8`, uris(master.body)[0]!);
  const res = await on.get(url);
  return { status: res.statusCode, message: undefined, text: res.body, url };
}

/** Reads until `ok`: a deadline a loaded machine meets, since only a failure waits it out. */
async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 400)}`);
    await sleep(500);
  }
}

const realSegments = (text: string) => uris(text).filter((u) => u !== 'gap.ts');
const firstStamp = (text: string) => Date.parse(/^#EXT-X-PROGRAM-DATE-TIME:(.+)$/m.exec(text)![1]!) / 1000;
/** A playlist's entries on its clock: each starts at the clock last stated plus the durations since. */
function entries(text: string): Array<{ start: number; end: number; gap: boolean }> {
  const found: Array<{ start: number; end: number; gap: boolean }> = [];
  let clock = 0;
  let duration = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) clock = Date.parse(line.slice(25)) / 1000;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#')) {
      found.push({ start: clock, end: clock + duration, gap: line === 'gap.ts' });
      clock += duration;
    }
  }
  return found;
}
/** The largest distance between a clock the playlist states and its first one plus the durations before it: 0 when its timeline is the clock's. */
function clockDrift(text: string): number {
  let first: number | null = null;
  let counted = 0;
  let drift = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      const stated = Date.parse(line.slice(25)) / 1000;
      first ??= stated;
      drift = Math.max(drift, Math.abs(stated - (first + counted)));
    } else if (line.startsWith('#EXTINF:')) counted += Number.parseFloat(line.slice(8));
  }
  return drift;
}
/** The first whole second of a playlist from which it holds `seconds` without a gap. */
function heldFor(text: string, seconds: number): number {
  const held = entries(text);
  for (const [i, first] of held.entries()) {
    const from = Math.ceil(first.start);
    const stretch = held.slice(i);
    const gapAt = stretch.findIndex((e) => e.gap);
    const kept = gapAt < 0 ? stretch : stretch.slice(0, gapAt);
    if (!first.gap && (kept.at(-1)?.end ?? 0) >= from + seconds) return from;
  }
  throw new Error(`no ${seconds} s held without a gap:\n${text}`);
}
/** The newest segment number an upstream playlist lists. */
const newestListed = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]) + (text.match(/^#EXTINF/gm) ?? []).length - 1;
/** What `read` answers, or `gone` when the file went before it was read (the archive renames and removes them as it goes). */
function orGone<T>(read: () => T, gone: T): T {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return gone;
    throw error;
  }
}
const dirBytes = (root: string): number => {
  let sum = 0;
  for (const entry of orGone(() => readdirSync(root, { withFileTypes: true }), [])) {
    const at = path.join(root, entry.name);
    sum += entry.isDirectory() ? dirBytes(at) : orGone(() => statSync(at).size, 0);
  }
  return sum;
};

beforeAll(async () => {
  upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }, { name: 'frag', segmentType: 'fmp4' }] });
  await Promise.all([upstream.waitForLive('live', 3), upstream.waitForLive('frag', 3)]);
  // alpha declares three catch-up days; beta (fMP4) declares none and gets FTV_CATCHUP_DAYS.
  writeFileSync(
    lineupFile,
    `#EXTM3U\n#EXTINF:-1 tvg-id="alpha.test" tvg-chno="1" catchup="default" catchup-days="3" group-title="Test",alpha\n${upstream.url}/alpha/live/index.m3u8\n#EXTINF:-1 tvg-id="beta.test" tvg-chno="2" group-title="Test",beta\n${upstream.url}/beta/frag/index.m3u8\n`,
  );
  const first = Math.floor(Date.now() / 1000 / SHOW) * SHOW - 600;
  const shows = (c: string) => Array.from({ length: 240 }, (_, i) => first + i * SHOW).map((at) => `<programme channel="${c}.test" start="${xmltvTime(at)}" stop="${xmltvTime(at + SHOW)}"><title>${c} at ${at}</title></programme>\n`).join('');
  writeFileSync(guideFile, `<?xml version="1.0" encoding="UTF-8"?>\n<tv><channel id="alpha.test"><display-name>alpha</display-name></channel><channel id="beta.test"><display-name>beta</display-name></channel>\n${shows('alpha')}${shows('beta')}</tv>\n`);
  [server, budgeted] = await Promise.all([
    startTestServer({ FTV_LINEUP: lineupFile, FTV_GUIDE: guideFile, FTV_ARCHIVE: '1' }),
    startTestServer({ FTV_LINEUP: lineupFile, FTV_ARCHIVE: '1', FTV_ARCHIVE_MAX_GB: '0.0003' }),
  ]);
  budgetedSince = Date.now() / 1000;
  key = await server.init();
  const list = (await server.get('/tv/api/channels', { session_key: key })).json() as Array<{ id: string; title: string }>;
  for (const c of list) ids[c.title] = Number(c.id);
  outage = (async () => {
    await until('alpha archived', () => spanPlaylist(server, ids.alpha!, 'window'), (p) => realSegments(p.text).length >= 4);
    const from = Date.now() / 1000;
    upstream.mode('/alpha/', 'fail');
    await sleep(OUTAGE_MS);
    upstream.mode('/alpha/', 'ok');
    return { from, to: Date.now() / 1000 };
  })();
  outage.catch(() => {});
  // A server too busy to fetch a playlist for a while finds, when it does, that the window slid past segments it never
  // listed: beta's playlist is held still until the segment after the last one it shows has left the live window.
  skipped = (async () => {
    await until('beta archived', () => spanPlaylist(server, ids.beta!, 'window'), (p) => realSegments(p.text).length >= 4, 60_000);
    upstream.mode('/beta/', 'freeze');
    const from = Date.now() / 1000;
    const shown = newestListed(await (await fetch(`${upstream.url}/beta/frag/index.m3u8`)).text());
    // Five segments listed: the one after `shown` is gone once the encoder has written the sixth after it.
    await upstream.waitForNewSegment('frag', shown + 5);
    upstream.mode('/beta/', 'ok');
    return { from, to: Date.now() / 1000 };
  })();
  skipped.catch(() => {});
}, 60_000);

afterAll(async () => {
  await server?.close();
  await budgeted?.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the archive of relayed channels', () => {
  test('a relayed channel answers a time-shift of FTV_TIMESHIFT_SECONDS and the catch-up days its playlist declares (else FTV_CATCHUP_DAYS)', async () => {
    const alpha = await timeshiftOf(server, ids.alpha!);
    expect(alpha).toMatchObject({ seconds: 7200, catchup_days: 3 });
    expect(alpha.url).toMatch(new RegExp(`^/media/shift/${ids.alpha}/[0-9a-f]{64}-[0-9]+-0/$`));
    expect(await timeshiftOf(server, ids.beta!)).toMatchObject({ seconds: 7200, catchup_days: 7 });
    // The list says it too, so the guide can mark what can be watched again.
    const list = (await server.get('/tv/api/channels', { session_key: key })).json() as Array<{ title: string; catchup_days: string }>;
    expect(Object.fromEntries(list.map((c) => [c.title, c.catchup_days]))).toEqual({ alpha: '3', beta: '7' });
  });

  test('the window plays what the ingest kept: MPEG-TS segments of real H.264, as the relay sent them', async () => {
    const window = await until('a window of 5 segments', () => spanPlaylist(server, ids.alpha!, 'window'), (p) => realSegments(p.text).length >= 5);
    expect(window.status).toBe(200);
    expect(window.text).toMatch(/^#EXT-X-PROGRAM-DATE-TIME:/m);
    expect(window.text).not.toContain('#EXT-X-ENDLIST');
    const segments = realSegments(window.text);
    for (const uri of segments.slice(-3)) {
      const res = await server.get(resolve(window.url, uri));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      expect(res.headers['cache-control']).toContain('immutable');
    }
    const file = path.join(dir, 'probe.ts');
    writeFileSync(file, (await server.get(resolve(window.url, segments.at(-1)!))).rawPayload);
    expect((await probe(file)).streams.map((s) => s.codec_name)).toContain('h264');
  }, 90_000);

  test('an fMP4 channel is archived with its init segment, named before the segments that use it', async () => {
    const window = await until('beta archived', () => spanPlaylist(server, ids.beta!, 'window'), (p) => realSegments(p.text).length >= 3);
    const init = /^#EXT-X-MAP:URI="(init-[0-9a-f]{16}\.mp4)"$/m.exec(window.text)?.[1];
    expect(init).toBeDefined();
    expect(window.text).toContain('#EXT-X-VERSION:7');
    for (const uri of [init!, realSegments(window.text).at(-1)!]) {
      const res = await server.get(resolve(window.url, uri));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
    }
  }, 90_000);

  test('an upstream outage is a gap: GAP placeholders that cover it, a discontinuity after, and the timeline stays the clock\'s', async () => {
    const { from, to } = await outage;
    // Archived again after the outage (a gap a busy machine made earlier is not the one this test is about, so the wait is
    // for a segment from after the outage, not for any gap).
    const window = await until('segments after the outage', () => spanPlaylist(server, ids.alpha!, 'window'), (p) => (entries(p.text).at(-1)?.start ?? 0) > to, 60_000);
    expect(window.text).toMatch(/#EXT-X-DISCONTINUITY\n(#EXT-X-PROGRAM-DATE-TIME:.+\n)#EXTINF/);
    const gaps = entries(window.text)
      .filter((e) => e.gap && e.end > from && e.start < to)
      .reduce((sum, e) => sum + (e.end - e.start), 0);
    // The upstream failed for OUTAGE_MS; the 5 s it still lists afterwards (and polling) shorten the gap.
    expect(gaps).toBeGreaterThan(5);
    expect(gaps).toBeLessThan(to - from + 6);
    // After the gap the clock is stated again, and it is where the placeholders end: every clock the playlist states is
    // its first one plus the durations before it, whatever else a loaded machine made the ingest skip.
    const lines = window.text.split('\n');
    expect(lines.slice(lines.lastIndexOf('gap.ts')).some((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))).toBe(true);
    expect(clockDrift(window.text)).toBeLessThan(0.002);
    // The channel answer names the gap for the seek bar (and the time before archiving began).
    const gapsAnswered = (await timeshiftOf(server, ids.alpha!)).gaps ?? [];
    expect(gapsAnswered.length).toBeGreaterThanOrEqual(2);
    expect(gapsAnswered[0]![0]).toBeLessThan(firstStamp(window.text) - 3600);
    expect(gapsAnswered.some(([start, end]) => start < to && end > from && end - start > 3)).toBe(true);
    const gap = await server.get(resolve(window.url, 'gap.ts'));
    expect(gap.statusCode).toBe(404);
    expect(gap.json().message).toBe('Nothing was received for this moment: it is a gap in the archive');
  }, 90_000);

  test('segments a busy server fetched too late are a gap however short: the seek bar shows it and the timeline stays the clock\'s', async () => {
    const { from, to } = await skipped;
    // Beta archived again after the playlist moved on, with the segment it never listed a gap before it.
    const window = await until('beta archived after its skip', () => spanPlaylist(server, ids.beta!, 'window'), (p) => p.status === 200 && (entries(p.text).at(-1)?.start ?? 0) > to, 60_000);
    // However short (a segment or two), GAP placeholders stand where the missed segments were, real ones either side.
    const held = entries(window.text);
    expect(held.some((e, i) => e.gap && e.end > from && e.start < to && held.slice(0, i).some((b) => !b.gap) && held.slice(i).some((a) => !a.gap))).toBe(true);
    expect(clockDrift(window.text)).toBeLessThan(0.002);
    const gaps = (await timeshiftOf(server, ids.beta!)).gaps ?? [];
    expect(gaps.some(([start, end]) => start < to && end > from)).toBe(true);
  }, 90_000);

  test('start over begins inside the first segment at the moment asked; a past span is a VOD of what was kept; a span not over is refused', async () => {
    // A whole second the archive holds, and the 3 s after it (a moment a gap took starts at the next one kept instead).
    const window = await spanPlaylist(server, ids.alpha!, 'window');
    const from = heldFor(window.text, 3);
    const started = await spanPlaylist(server, ids.alpha!, `from-${from}`);
    expect(started.text).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    const offset = Number(/^#EXT-X-START:TIME-OFFSET=([0-9.]+)$/m.exec(started.text)![1]);
    expect(firstStamp(started.text) + offset).toBeCloseTo(from, 2);
    expect(offset).toBeLessThan(2);
    const past = await spanPlaylist(server, ids.alpha!, `${from}-${from + 3}`);
    expect(past.text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(past.text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const seconds = [...past.text.matchAll(/^#EXTINF:([0-9.]+),/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThanOrEqual(6);
    for (const uri of realSegments(past.text)) expect((await server.get(resolve(past.url, uri))).statusCode).toBe(200);
    const now = server.now();
    expect(await spanPlaylist(server, ids.alpha!, `${now - 30}-${now + 30}`)).toMatchObject({ status: 409, message: 'This programme has not ended yet: start it over from the live channel instead' });
    // Long before the archive began: within the catch-up days, but nothing was received then.
    expect(await spanPlaylist(server, ids.alpha!, `${now - 86_400}-${now - 86_000}`)).toMatchObject({ status: 404, message: expect.stringContaining('The archive holds nothing of this channel for that time') });
  });

  test('a programme that already aired is recorded as a copy from the archive: MPEG-TS and fMP4 (with its init), Recorded at once', async () => {
    // The first programme archived after alpha's outage and beta's skip, and over: copied as the archive holds it.
    const to = Math.max((await outage).to, (await skipped).to);
    const from = Math.ceil((to + 2) / SHOW) * SHOW;
    const wait = (from + SHOW) * 1000 - Date.now();
    if (wait > 0) await sleep(wait);
    // A copy takes what the archive holds when it is made: once its ingest, a segment or two behind the live edge (more
    // on a loaded machine), has passed the programme's end.
    for (const name of ['alpha', 'beta']) await until(`${name} archived past ${from + SHOW}`, () => spanPlaylist(server, ids[name]!, 'window'), (p) => (entries(p.text).at(-1)?.end ?? 0) >= from + SHOW);
    const user = await createLoggedInUser(server);
    const list = async () => (await server.get('/tv/api/dvr/list', { session_key: user.sessionKey }, user.token)).json() as DvrList;
    for (const [name, type] of [['alpha', 'video/mp2t'], ['beta', 'video/mp4']] as const) {
      const res = await server.post('/tv/api/dvr/add', { session_key: user.sessionKey, channel_id: ids[name]!, programme_id: programmeIdOf(ids[name]!, from), start_time: from }, user.token);
      expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 200, body: { recording: { title: `${name} at ${from}`, length: SHOW } } });
      const id = (res.json() as { recording: ListedRecording }).recording.id;
      // One pass copies it whole: its files written and synced, which a loaded disk takes its time over.
      const done = await waitForRecording(list, id, (r) => r.status === 'Recorded' || r.status === 'Failed', () => {}, 60_000);
      // What the archive held of it: whole, or (a machine too busy to keep up) with GAPs, which the copy then states.
      const archived = entries((await spanPlaylist(server, ids[name]!, `${from}-${from + SHOW}`)).text).filter((e) => e.gap && e.end > from && e.start < from + SHOW);
      const stated = Number(/^Copied from the archive with a gap of (\d+) s: the channel was not received then$/.exec(done.reason ?? '')?.[1] ?? 0);
      expect({ status: done.status, saysWhy: done.reason === undefined || stated > 0, states: stated > 0 }).toEqual({ status: 'Recorded', saysWhy: true, states: archived.length > 0 });
      const playlist = (await server.get(done.stream_url!)).body;
      expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
      const seconds = [...playlist.matchAll(/^#EXTINF:([0-9.]+),/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(seconds + stated).toBeGreaterThanOrEqual(SHOW - 1);
      expect(seconds + stated).toBeLessThanOrEqual(SHOW + 2);
      const inits = [...playlist.matchAll(/^#EXT-X-MAP:URI="([^"]+)"/gm)].map((m) => m[1]!);
      expect(inits.length).toBe(name === 'beta' ? 1 : 0);
      for (const uri of [...inits, ...uris(playlist)]) {
        const file = await server.get(resolve(done.stream_url!, uri));
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(uri.startsWith('init-') ? 'video/mp4' : type);
      }
    }
  }, 240_000);

  test('FTV_ARCHIVE_MAX_GB holds: the oldest segments go first, and what is left still plays', async () => {
    const root = path.join(budgeted.dataDir, 'archive');
    // Kept past the budget, then cut back: the window no longer reaches back to when archiving began.
    const window = await until('a pruned window', () => spanPlaylist(budgeted, ids.alpha!, 'window'), (p) => p.status === 200 && firstStamp(p.text) > budgetedSince + 5);
    // What is left plays (the newest: the budget holds only seconds of the two channels, and goes on pruning).
    expect((await budgeted.get(resolve(window.url, realSegments(window.text).at(-1)!))).statusCode).toBe(200);
    // Room is made before each segment is written, however late a loaded machine runs the housekeeping: while the
    // archive keeps going it stays within its budget. Beside it: the fMP4 channel's init segment, and the segments being
    // written (one a channel) when the count is taken afresh (every 10 s, for what other instances wrote).
    const largest = Number((await budgeted.app.deps.db.selectFrom('archive_segments').select((eb) => eb.fn.max('bytes').as('bytes')).executeTakeFirst())?.bytes);
    let most = 0;
    for (let i = 0; i < 10; i++, await sleep(500)) most = Math.max(most, dirBytes(root));
    expect(most).toBeLessThanOrEqual(BUDGET_BYTES + 2 * largest + 4096);
  }, 90_000);

  test('segments older than the channel\'s catch-up days are pruned; a channel with more days keeps them', async () => {
    const alphaBefore = await spanPlaylist(server, ids.alpha!, 'window');
    const betaBefore = await spanPlaylist(server, ids.beta!, 'window');
    const [alphaFrom, betaFrom] = [Math.ceil(firstStamp(alphaBefore.text)), Math.ceil(firstStamp(betaBefore.text))];
    const alphaFiles = () => readdirSync(path.join(server.dataDir, 'archive', String(ids.alpha)), { recursive: true }).filter((f) => String(f).endsWith('.ts'));
    const keptBefore = alphaFiles().length;
    // Four days on: past alpha's three catch-up days, within beta's seven.
    server.advance(4 * 86_400);
    await until('alpha pruned', async () => alphaFiles().length, (n) => n < keptBefore, 20_000);
    expect(await spanPlaylist(server, ids.alpha!, `${alphaFrom}-${alphaFrom + 2}`)).toMatchObject({ status: 404, message: 'This programme is older than the 3-day catch-up window' });
    const beta = await spanPlaylist(server, ids.beta!, `${betaFrom}-${betaFrom + 2}`);
    expect(beta.status).toBe(200);
    expect((await server.get(resolve(beta.url, realSegments(beta.text)[0]!))).statusCode).toBe(200);
  }, 30_000);
});
