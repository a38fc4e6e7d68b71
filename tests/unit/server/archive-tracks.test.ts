// archive-tracks.test.ts — a relayed channel whose upstream lists audio and subtitle renditions (ffmpeg on loopback, as a packager does): the archive keeps them beside the video, time-shift and catch-up list them, and its recordings (copied from the archive, or captured live) play with them. Slow: waits for two 12-second programmes to air (one recorded live, the next copied after it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { programmeIdOf } from '../../../server/programmes/programme.ts';
import { startUpstream, TRACKS_FRENCH_HZ, type Upstream } from '../../support/upstream.ts';
import { xmltvTime } from '../../support/xmltv.ts';
import { audioFrequency, FFMPEG, probe, resolve, statedGap, uris, waitForRecording, type DvrList, type ListedRecording } from './mediaHelpers.ts';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

/** The guide's programmes are this long: one airs and ends inside a test. */
const SHOW = 12;
const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-archive-tracks-'));
let upstream: Upstream;
let server: TestServer;
let user: TestUser;
let channelId: number;
/** A channel whose captions ride in its picture (CEA-608), as broadcasters send them. */
let pierId: number;
/** Unix seconds the archive began: a span after it is wholly archived. */
let since: number;
/** A programme that starts a few seconds after the server: recorded live from the relay, renditions and all. */
let live: Promise<ListedRecording>;
let liveAt: number;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const run = promisify(execFile);

const attr = (line: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(line)?.[1];
const mediaLines = (text: string, type?: string) => text.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:') && (!type || line.includes(`TYPE=${type}`)));
/** What a playlist lists that was received: not its GAP placeholders (`gap.ts`, signed like the rest in a recording's). */
const realSegments = (text: string) => uris(text).filter((u) => !/^gap\.ts(?:\?|$)/.test(u));
/** A playlist's timeline: its numbering, and each entry's clock and length (what a player lines renditions up by). */
const timeline = (text: string) => ({
  sequence: /^#EXT-X-MEDIA-SEQUENCE:(\d+)$/m.exec(text)?.[1],
  discontinuities: /^#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)$/m.exec(text)?.[1],
  lines: text.split('\n').filter((l) => /^#EXT-X-(PROGRAM-DATE-TIME|DISCONTINUITY$)|^#EXTINF:/.test(l)),
});

async function spanMaster(span: string, of = channelId) {
  const res = await server.get(`/tv/api/channel/${of}`, { session_key: await server.init() });
  const base = (res.json() as { timeshift: { url: string } }).timeshift.url;
  const url = `${base}${span}/master.m3u8`;
  const master = await server.get(url);
  return { status: master.statusCode, text: master.body, url };
}

/**
 * The first `seconds` from `after` on (unix seconds) that are over and archived in every rendition: a span the archive
 * holds whole. A rendition may miss a few segments the video has (its playlist timed out through the relay on a loaded
 * machine, most often as the archive starts), and a span holding nothing of one would rightly list it not at all.
 */
async function spanHeldWhole(after: number, seconds: number): Promise<number> {
  const { db } = server.app.deps;
  const end = Date.now() + 60_000;
  for (;;) {
    const segments = (await db.selectFrom('archive_segments').select(['n', 'start_ms', 'duration_ms']).where('channel_id', '=', channelId).orderBy('n').execute()).map((r) => ({ n: Number(r.n), start: Number(r.start_ms) / 1000, end: (Number(r.start_ms) + Number(r.duration_ms)) / 1000 }));
    const slots = (await db.selectFrom('archive_renditions').select('slot').where('channel_id', '=', channelId).where('slot', '!=', 'archive').execute()).map((r) => r.slot);
    const tracks = new Set((await db.selectFrom('archive_tracks').select(['slot', 'n']).where('channel_id', '=', channelId).execute()).map((r) => `${r.slot}:${Number(r.n)}`));
    const whole = (from: number) => {
      const inside = segments.filter((s) => s.start < from + seconds && s.end > from);
      return inside.length > 0 && (segments.at(-1)?.end ?? 0) >= from + seconds && inside.every((s) => slots.every((slot) => tracks.has(`${slot}:${s.n}`)));
    };
    const from = segments.map((s) => Math.ceil(s.start)).find((at) => at >= after && whole(at));
    if (slots.length === 3 && from !== undefined) return from;
    if (Date.now() > end) throw new Error(`no ${seconds} s after ${after} archived in every rendition (${slots.join(', ')})`);
    await sleep(500);
  }
}

/**
 * Waits until the archive has moved past `until` (unix seconds) in the video and every rendition: its ingest follows
 * the live edge a segment or two behind, more on a loaded machine, and a copy takes what it holds when it is made.
 */
async function archivedThrough(until: number): Promise<void> {
  const { db } = server.app.deps;
  const end = Date.now() + 60_000;
  for (;;) {
    const segments = (await db.selectFrom('archive_segments').select(['n', 'start_ms', 'duration_ms']).where('channel_id', '=', channelId).orderBy('n').execute()).map((r) => ({ n: Number(r.n), start: Number(r.start_ms) / 1000, end: (Number(r.start_ms) + Number(r.duration_ms)) / 1000 }));
    const newest = new Map<string, number>();
    for (const t of await db.selectFrom('archive_tracks').select(['slot', 'n']).where('channel_id', '=', channelId).execute()) newest.set(t.slot, Math.max(newest.get(t.slot) ?? -1, Number(t.n)));
    const lastIn = segments.filter((s) => s.start < until).at(-1);
    if (newest.size === 3 && lastIn && (segments.at(-1)?.end ?? 0) >= until && [...newest.values()].every((n) => n >= lastIn.n)) return;
    if (Date.now() > end) throw new Error(`the archive has not reached ${until} in every rendition: ${JSON.stringify({ newest: segments.at(-1), tracks: [...newest] })}`);
    await sleep(500);
  }
}

/** Whether the archive's video has a stretch between `from` and `to` (unix seconds) it received nothing for (a GAP: numbers skipped). */
async function archivedWithGap(from: number, to: number): Promise<boolean> {
  const { db } = server.app.deps;
  const rows = await db.selectFrom('archive_segments').select(['n', 'start_ms', 'duration_ms']).where('channel_id', '=', channelId).orderBy('n').execute();
  const inside = rows.map((r) => ({ n: Number(r.n), start: Number(r.start_ms) / 1000, end: (Number(r.start_ms) + Number(r.duration_ms)) / 1000 })).filter((s) => s.end > from && s.start < to);
  return inside.length === 0 || inside[0]!.start > from + 0.5 || inside.at(-1)!.end < to - 0.5 || inside.some((s, i) => i > 0 && s.n !== inside[i - 1]!.n + 1);
}

const list = async () => (await server.get('/tv/api/dvr/list', { session_key: user.sessionKey }, user.token)).json() as DvrList;

async function record(at: number) {
  const res = await server.post('/tv/api/dvr/add', { session_key: user.sessionKey, channel_id: channelId, programme_id: programmeIdOf(channelId, at), start_time: at }, user.token);
  expect({ status: res.statusCode, body: res.body }).toMatchObject({ status: 200 });
  return (res.json() as { recording: ListedRecording }).recording.id;
}

beforeAll(async () => {
  upstream = await startUpstream({ live: [{ name: 'tracks', segmentType: 'tracks' }, { name: 'cc', segmentType: 'cea608' }] });
  await Promise.all([upstream.waitForLive('tracks', 3), upstream.waitForLive('cc', 3)]);
  const lineup = path.join(dir, 'lineup.m3u');
  writeFileSync(
    lineup,
    `#EXTM3U\n#EXTINF:-1 tvg-id="quay.test" tvg-chno="1" catchup="default" catchup-days="1" group-title="Local",Quay TV\n${upstream.url}/quay/tracks/master.m3u8\n` +
      `#EXTINF:-1 tvg-id="pier.test" tvg-chno="2" group-title="Local",Pier TV\n${upstream.url}/pier/cc/master.m3u8\n`,
  );
  const first = Math.floor(Date.now() / 1000 / SHOW) * SHOW - 600;
  const shows = Array.from({ length: 200 }, (_, i) => first + i * SHOW).map((at) => `<programme channel="quay.test" start="${xmltvTime(at)}" stop="${xmltvTime(at + SHOW)}"><title>quay at ${at}</title></programme>\n`);
  const guide = path.join(dir, 'guide.xml');
  writeFileSync(guide, `<?xml version="1.0" encoding="UTF-8"?>\n<tv><channel id="quay.test"><display-name>Quay TV</display-name></channel>\n${shows.join('')}</tv>\n`);
  server = await startTestServer({ FTV_LINEUP: lineup, FTV_GUIDE: guide, FTV_ARCHIVE: '1' });
  since = Date.now() / 1000;
  const key = await server.init();
  const channels = (await server.get('/tv/api/channels', { session_key: key })).json() as Array<{ id: string; title: string }>;
  channelId = Number(channels.find((c) => c.title === 'Quay TV')!.id);
  pierId = Number(channels.find((c) => c.title === 'Pier TV')!.id);
  user = await createLoggedInUser(server);
  // The next programme that starts at least 3 s from now: the capture follows it from its start.
  liveAt = Math.ceil((Date.now() / 1000 + 3) / SHOW) * SHOW;
  const liveId = await record(liveAt);
  // Its capture ends FINISH_GRACE_S after the programme at the latest; a loaded machine's passes come late on top.
  live = waitForRecording(list, liveId, (r) => r.status === 'Recorded' || r.status === 'Failed', () => {}, (liveAt + SHOW + 60) * 1000 - Date.now());
  live.catch(() => {});
}, 60_000);

afterAll(async () => {
  await server?.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A recording's master and one rendition of each kind, as a player gets them through the signed URLs. */
async function renditionsPlayed(r: ListedRecording) {
  const master = (await server.get(r.master_url!)).body;
  const video = (await server.get(r.stream_url!)).body;
  const playlistOf = async (line: string) => {
    const url = resolve(r.master_url!, attr(line, 'URI')!);
    const text = (await server.get(url)).body;
    return { text, last: resolve(url, realSegments(text).at(-1)!) };
  };
  const subtitles = await playlistOf(mediaLines(master, 'SUBTITLES')[0]!);
  const french = await playlistOf(mediaLines(master, 'AUDIO').find((l) => attr(l, 'LANGUAGE') === 'fr')!);
  const cue = await server.get(subtitles.last);
  return {
    audio: mediaLines(master, 'AUDIO').map((l) => attr(l, 'LANGUAGE')),
    subtitles: mediaLines(master, 'SUBTITLES').map((l) => attr(l, 'LANGUAGE')),
    groups: /^#EXT-X-STREAM-INF:.*AUDIO="group_aud".*SUBTITLES="subs"/m.test(master),
    // The same entries in the same places as the video's: a missing cue would be a GAP, never a shift.
    linedUp: JSON.stringify(timeline(subtitles.text)) === JSON.stringify(timeline(video)) && JSON.stringify(timeline(french.text)) === JSON.stringify(timeline(video)),
    ended: subtitles.text.trimEnd().endsWith('#EXT-X-ENDLIST'),
    cue: { status: cue.statusCode, type: cue.headers['content-type'], text: /Upstream second \d+/.exec(cue.body)?.[0] },
    frenchHz: await audioFrequency(`${await server.listen()}${french.last}`),
  };
}

/** What a recording with its renditions answers (the tone is checked apart: it is measured, so only near 660 Hz). */
const WITH_RENDITIONS = { audio: ['en', 'fr'], subtitles: ['en'], groups: true, linedUp: true, ended: true, cue: { status: 200, type: expect.stringMatching(/^text\/vtt/), text: expect.stringMatching(/^Upstream second \d+$/) } };

test("a span's master lists the channel's audio and subtitle renditions, on the archive's own URLs", async () => {
  let window = await spanMaster('window');
  for (const end = Date.now() + 60_000; mediaLines(window.text).length < 3 && Date.now() < end; window = await spanMaster('window')) await sleep(500);
  expect(window.status).toBe(200);
  expect(mediaLines(window.text, 'AUDIO').map((l) => [attr(l, 'LANGUAGE'), attr(l, 'URI'), l.includes('DEFAULT=YES')])).toEqual([
    ['en', 'audio0/index.m3u8', true],
    ['fr', 'audio1/index.m3u8', false],
  ]);
  expect(mediaLines(window.text, 'SUBTITLES').map((l) => [attr(l, 'LANGUAGE'), attr(l, 'URI')])).toEqual([['en', 'subtitles0/index.m3u8']]);
  // The video names the groups it plays with (its own picture has no sound: the audio is a rendition), and its codecs.
  expect(window.text).toMatch(/^#EXT-X-STREAM-INF:BANDWIDTH=\d+,.*CODECS="[^"]+".*AUDIO="group_aud".*SUBTITLES="subs"/m);
  expect(window.text).not.toContain(upstream.url);
}, 90_000);

test("each rendition lists the video's numbers, clock and discontinuities; its segments are the upstream's cues and the French tone", async () => {
  const window = await spanMaster('window');
  const video = (await server.get(resolve(window.url, 'archive/index.m3u8'))).body;
  const subtitlesUrl = resolve(window.url, 'subtitles0/index.m3u8');
  const subtitles = (await server.get(subtitlesUrl)).body;
  // Fetched a moment apart, the video may have gained a segment: compare what both list.
  const shared = Math.min(timeline(video).lines.length, timeline(subtitles).lines.length);
  expect(timeline(subtitles).sequence).toBe(timeline(video).sequence);
  expect(timeline(subtitles).discontinuities).toBe(timeline(video).discontinuities);
  expect(timeline(subtitles).lines.slice(0, shared - 2)).toEqual(timeline(video).lines.slice(0, shared - 2));
  const cue = await server.get(resolve(subtitlesUrl, realSegments(subtitles).at(-1)!));
  expect(cue.headers['content-type']).toMatch(/^text\/vtt/);
  expect(cue.body).toMatch(/^WEBVTT[\s\S]*Upstream second \d+/);
  const frenchUrl = resolve(window.url, 'audio1/index.m3u8');
  const french = (await server.get(frenchUrl)).body;
  const segment = `${await server.listen()}${resolve(frenchUrl, realSegments(french).at(-1)!)}`;
  expect((await probe(segment)).streams.map((s) => s.codec_type)).toEqual(['audio']);
  expect(await audioFrequency(segment)).toBeGreaterThan(TRACKS_FRENCH_HZ * 0.9);
  // A number no segment of the rendition has is refused with a message, not a 500.
  const missing = await server.get(resolve(subtitlesUrl, '99999999.vtt'));
  expect({ status: missing.statusCode, message: (missing.json() as { message: string }).message }).toEqual({ status: 404, message: 'Segment is not in the archive' });
}, 30_000);

test('the media playlists of a span that still grows are fetched anew each time, its master kept a minute', async () => {
  // From a moment every rendition holds (not the last seconds, which a rendition may not have caught up with yet).
  const from = await spanHeldWhole(Math.ceil(since + 2), 4);
  const event = await spanMaster(`from-${from}`);
  expect(event.status).toBe(200);
  // Kept a minute, a playlist that grows would hold a player at the end of what it listed then.
  for (const rendition of ['archive', 'audio1', 'subtitles0']) {
    const res = await server.get(resolve(event.url, `${rendition}/index.m3u8`));
    expect({ rendition, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({ rendition, status: 200, cache: 'public, max-age=1, must-revalidate' });
  }
  expect((await server.get(event.url)).headers['cache-control']).toBe('private, max-age=60');
}, 90_000);

test('a catch-up span that aired since the archive began is a VOD with its renditions', async () => {
  const from = await spanHeldWhole(Math.ceil(since + 2), 4);
  const past = await spanMaster(`${from}-${from + 4}`);
  expect(past.status).toBe(200);
  expect(mediaLines(past.text).length).toBe(3);
  const subtitles = (await server.get(resolve(past.url, 'subtitles0/index.m3u8'))).body;
  const video = (await server.get(resolve(past.url, 'archive/index.m3u8'))).body;
  expect(subtitles).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
  expect(timeline(subtitles)).toEqual(timeline(video));
  expect(subtitles.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
}, 90_000);

test('a programme recorded live from the relay keeps its renditions: the French audio and the upstream cues, on the video timeline', async () => {
  // Waits on the wall clock: the live recording started in setup ends when its programme has aired.
  const r = await live;
  // Whole, or (a machine too busy to keep up) with the gap its reason states, where and why.
  expect({ status: r.status, unexplained: statedGap(r.reason).unexplained, master: typeof r.master_url }).toEqual({ status: 'Recorded', unexplained: [], master: 'string' });
  const played = await renditionsPlayed(r);
  expect(played).toMatchObject(WITH_RENDITIONS);
  expect(played.frenchHz).toBeGreaterThan(TRACKS_FRENCH_HZ * 0.9);
}, 120_000);

test('a programme that already aired, copied from the archive, keeps its renditions too', async () => {
  // The first programme wholly archived, and over (not the one recorded live: a programme is recorded once).
  const at = Math.max(Math.ceil((since + 2) / SHOW) * SHOW, liveAt + SHOW);
  const wait = (at + SHOW) * 1000 - Date.now();
  if (wait > 0) await sleep(wait);
  await archivedThrough(at + SHOW);
  const id = await record(at);
  // One pass copies it whole: its files written and synced, which a loaded disk takes its time over.
  const r = await waitForRecording(list, id, (x) => x.status === 'Recorded' || x.status === 'Failed', () => {}, 60_000);
  // As the archive holds it: whole, or (a machine too busy to keep up) with a gap, which the copy states.
  const gapInArchive = await archivedWithGap(at, at + SHOW);
  expect({ status: r.status, statesGap: /^Copied from the archive with a gap of \d+ s/.test(r.reason ?? ''), master: typeof r.master_url }).toEqual({ status: 'Recorded', statesGap: gapInArchive, master: 'string' });
  const played = await renditionsPlayed(r);
  expect(played).toMatchObject(WITH_RENDITIONS);
  expect(played.frenchHz).toBeGreaterThan(TRACKS_FRENCH_HZ * 0.9);
}, 150_000);

test("CEA-608 captions in a relayed channel's picture are archived with it: an archived segment still carries them", async () => {
  let window = await spanMaster('window', pierId);
  for (const end = Date.now() + 60_000; realSegments((await server.get(resolve(window.url, 'archive/index.m3u8'))).body).length < 3 && Date.now() < end; window = await spanMaster('window', pierId)) await sleep(500);
  const playlistUrl = resolve(window.url, 'archive/index.m3u8');
  const segment = await server.get(resolve(playlistUrl, realSegments((await server.get(playlistUrl)).body).at(-2)!));
  const file = path.join(dir, 'pier.ts');
  writeFileSync(file, segment.rawPayload);
  // ffmpeg's own 608 decoder reads the captions back out of the picture's stream.
  const { stdout } = await run(FFMPEG, ['-v', 'error', '-f', 'lavfi', '-i', `movie=${file}[out0+subcc]`, '-map', '0:s', '-f', 'srt', '-']);
  expect(stdout).toMatch(/CC second \d+/);
}, 90_000);
