// recorder-relay.test.ts — the recorder on an operator's relayed channels: real ffmpeg upstreams on loopback (MPEG-TS and fMP4), programmes of ~20 s from an imported guide, an upstream outage and a restart mid-programme. Slow: waits for 20-second relayed programmes to air, through a 10-second upstream outage and an 11-second restart in a 45-second one (all at once).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { programmeIdOf } from '../../../server/programmes/programme.ts';
import { recordingDir } from '../../../server/recorder/storage.ts';
import { startUpstream, type Upstream } from '../../support/upstream.ts';
import { probe, resolve, statedGap, uris, waitForRecording, type DvrList, type ListedRecording } from './mediaHelpers.ts';
import { createLoggedInUser, removeDataDir, startTestServer, type TestServer, type TestUser } from './support.ts';
import { xmltvTime } from '../../support/xmltv.ts';

const LENGTH = 20;
/**
 * The guide airs the programmes in rounds this far apart, the first a few seconds after it is written: the tests record
 * the first round that starts after the servers are up and the users made, however long that took on a busy machine.
 */
const ROUND = 50;
const ROUNDS = 4;
const FIRST_ROUND_LEAD = 8;
/** Seconds the recordings are added before their programmes start, at least. */
const ADD_LEAD = 5;
const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-rec-relay-'));
const lineupFile = path.join(dir, 'lineup.m3u');
const guideFile = path.join(dir, 'guide.xml');
let upstream: Upstream;
let server: TestServer;
let other: TestServer;
let otherDataDir: string;
let start: number;
const ids: Record<string, number> = {};
const added: Record<string, { server: TestServer; user: TestUser; id: number; status: string }> = {};
/** The outage and the restart run alongside the plain recording (all three programmes air at once): each test awaits its own. */
let outage: Promise<ListedRecording>;
let restart: Promise<{ r: ListedRecording; kept: number; before: ListedRecording }>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const done = (x: ListedRecording) => x.status === 'Recorded' || x.status === 'Failed';
const airing = (percent: number) => (x: ListedRecording) => (x.progress ?? 0) >= percent || done(x);

/** zeta's programme began before the tests could add it: it is recorded from when it was added. */
const EARLY = 24;
/** How long zeta has aired, at least, when it is added: well past the few seconds the upstream's playlist lists. */
const ZETA_AIRED = 12;
/** gamma's programme is long enough to air on after its server is down 11 s and slow to start again on a busy machine. */
const GAMMA_LENGTH = 45;
const startOf = (name: string, at = start) => (name === 'zeta' ? at - EARLY : at);
const lengthOf = (name: string) => (name === 'zeta' ? LENGTH + EARLY : name === 'gamma' ? GAMMA_LENGTH : LENGTH);
/** Milliseconds from now until `seconds` after the programmes' start. */
const byStart = (seconds: number) => (start + seconds) * 1000 - Date.now();

async function add(name: string, on: TestServer, user: TestUser) {
  const res = await on.post('/tv/api/dvr/add', { session_key: user.sessionKey, channel_id: ids[name]!, programme_id: programmeIdOf(ids[name]!, startOf(name)), start_time: startOf(name) }, user.token);
  expect({ status: res.statusCode, body: res.body }).toMatchObject({ status: 200 });
  expect(res.json().recording).toMatchObject({ status: 'Accepted', length: lengthOf(name), title: `${name} show` });
  added[name] = { server: on, user, id: res.json().recording.id as number, status: res.json().recording.status as string };
}

const listOf = (name: string) => async () => {
  const { server: on, user } = added[name]!;
  return (await on.get('/tv/api/dvr/list', { session_key: user.sessionKey }, user.token)).json() as DvrList;
};

/** The finished recording as a player gets it: its VOD playlist and every segment through the signed URLs. */
async function played(name: string, r: ListedRecording, type = 'video/mp2t') {
  const on = added[name]!.server;
  const res = await on.get(r.stream_url!);
  expect(res.statusCode).toBe(200);
  const playlist = res.body;
  expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
  const seconds = [...playlist.matchAll(/^#EXTINF:([0-9.]+),/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
  const inits = [...playlist.matchAll(/^#EXT-X-MAP:URI="([^"]+)"/gm)].map((m) => m[1]!);
  for (const uri of [...inits, ...uris(playlist)]) {
    const segment = await on.get(resolve(r.stream_url!, uri));
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe(type);
  }
  return { playlist, seconds, inits };
}

beforeAll(async () => {
  upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }, { name: 'frag', segmentType: 'fmp4' }] });
  await Promise.all([upstream.waitForLive('live', 3), upstream.waitForLive('frag', 3)]);
  const rounds = Array.from({ length: ROUNDS }, (_, k) => Math.floor(Date.now() / 1000) + FIRST_ROUND_LEAD + k * ROUND);
  const channels = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'];
  // delta streams fMP4; epsilon is encrypted (a fixed playlist: the recorder refuses it before fetching anything).
  const stream = (c: string) => `${upstream.url}/${c}/${c === 'delta' ? 'frag' : 'live'}/index.m3u8`;
  upstream.route('/epsilon/live/index.m3u8', '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:1\n#EXT-X-KEY:METHOD=AES-128,URI="key.bin"\n#EXTINF:1.0,\nseg1.ts\n#EXTINF:1.0,\nseg2.ts\n', 'application/vnd.apple.mpegurl');
  writeFileSync(lineupFile, `#EXTM3U\n${channels.map((c, i) => `#EXTINF:-1 tvg-id="${c}.test" tvg-chno="${i + 1}" group-title="Test",${c}\n${stream(c)}\n`).join('')}`);
  writeFileSync(
    guideFile,
    `<?xml version="1.0" encoding="UTF-8"?>\n<tv>\n${channels.map((c) => `  <channel id="${c}.test"><display-name>${c}</display-name></channel>\n${rounds.map((at) => `  <programme channel="${c}.test" start="${xmltvTime(startOf(c, at))}" stop="${xmltvTime(startOf(c, at) + lengthOf(c))}"><title>${c} show</title></programme>\n`).join('')}`).join('')}</tv>\n`,
  );
  const env = { FTV_LINEUP: lineupFile, FTV_GUIDE: guideFile };
  otherDataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-rec-relay-data-'));
  [server, other] = await Promise.all([startTestServer(env), startTestServer({ ...env, DATA_DIR: otherDataDir })]);
  const list = (await server.get('/tv/api/channels', { session_key: await server.init() })).json() as Array<{ id: string; title: string }>;
  for (const c of list) ids[c.title] = Number(c.id);
  const on = { alpha: server, beta: server, gamma: other, delta: server, epsilon: server, zeta: server };
  const users = await Promise.all(Object.values(on).map((s) => createLoggedInUser(s)));
  const round = rounds.find((at) => at >= Date.now() / 1000 + ADD_LEAD);
  if (round === undefined) throw new Error(`setup took past the guide's last round (${ROUNDS} rounds of ${ROUND} s)`);
  start = round;
  for (const [i, [name, s]] of Object.entries(on).entries()) {
    // zeta is added once its programme has aired longer than the relay's window reaches back (at once, unless setup took
    // a later round), and before the others begin.
    if (name === 'zeta') await sleep(Math.max(0, (startOf('zeta') + ZETA_AIRED) * 1000 - Date.now()));
    await add(name, s, users[i]!);
  }
  outage = (async () => {
    await waitForRecording(listOf('beta'), added.beta!.id, airing(10), () => {}, byStart(30));
    upstream.mode('/beta/', 'fail');
    await sleep(10_000);
    upstream.mode('/beta/', 'ok');
    return waitForRecording(listOf('beta'), added.beta!.id, done, () => {}, 40_000);
  })();
  restart = (async () => {
    const { id } = added.gamma!;
    const before = await waitForRecording(listOf('gamma'), id, airing(20), () => {}, byStart(GAMMA_LENGTH));
    await other.close();
    const kept = readdirSync(recordingDir(otherDataDir, id)).filter((f) => f.endsWith('.ts')).length;
    await sleep(11_000);
    other = await startTestServer({ ...env, DATA_DIR: otherDataDir });
    added.gamma = { ...added.gamma!, server: other };
    return { r: await waitForRecording(listOf('gamma'), id, done, () => {}, byStart(GAMMA_LENGTH + 40)), kept, before };
  })();
  // Failures surface in the tests that await them.
  outage.catch(() => {});
  restart.catch(() => {});
}, 60_000);

afterAll(async () => {
  await server?.close();
  await other?.close();
  if (otherDataDir) await removeDataDir(otherDataDir);
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a relayed programme is recorded from the relay: Accepted → Recording → Recorded, a VOD playlist covering it, real H.264', async () => {
  // From the status dvr/add answered (before the programme began): the first poll may come after it began, on a busy machine.
  const statuses = new Set<string>([added.alpha!.status]);
  const r = await waitForRecording(listOf('alpha'), added.alpha!.id, (x) => x.status === 'Recorded' || x.status === 'Failed', (x) => statuses.add(x.status), byStart(LENGTH + 40));
  expect({ status: r.status, reason: r.reason }).toMatchObject({ status: 'Recorded' });
  expect([...statuses]).toEqual(['Accepted', 'Recording', 'Recorded']);
  const { seconds, playlist } = await played('alpha', r);
  // All of it, or (the machine too busy to keep up) all but what the reason says is missing, where and why.
  const { gap, unexplained } = statedGap(r.reason);
  expect({ reason: r.reason, saysGap: r.reason === undefined || gap > 0, unexplained }).toEqual({ reason: r.reason, saysGap: true, unexplained: [] });
  expect(seconds + gap).toBeGreaterThanOrEqual(LENGTH - 2);
  expect(seconds + gap).toBeLessThanOrEqual(LENGTH + 4);
  // A break in the stream only where media is missing.
  expect({ gap, discontinuity: playlist.includes('#EXT-X-DISCONTINUITY') }).not.toEqual({ gap: 0, discontinuity: true });
  const files = readdirSync(recordingDir(server.dataDir, r.id)).filter((f) => f.endsWith('.ts'));
  const probed = await probe(path.join(recordingDir(server.dataDir, r.id), files[0]!));
  expect(probed.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 160, height: 90 });
}, 120_000);

test('an upstream down mid-programme: the recorder keeps trying, and the recording notes the gap', async () => {
  const r = await outage;
  expect({ status: r.status, reason: r.reason }).toMatchObject({ status: 'Recorded' });
  expect(r.reason).toMatch(/^Recorded with a gap of \d+ s while /);
  const { gap, named, unexplained } = statedGap(r.reason, /^the channel's stream was not available \(upstream answered HTTP 503, (?:\d+ s )?from [^)]*UTC[^)]*\)$/);
  expect({ reason: r.reason, named, unexplained }).toEqual({ reason: r.reason, named: true, unexplained: [] });
  const { playlist, seconds } = await played('beta', r);
  expect(playlist).toContain('#EXT-X-DISCONTINUITY');
  expect(seconds).toBeLessThan(LENGTH - 2);
  expect(seconds + gap).toBeGreaterThanOrEqual(LENGTH - 2);
  expect(seconds + gap).toBeLessThanOrEqual(LENGTH + 4);
}, 120_000);

test('a restart mid-recording resumes from what is on disk and finishes the recording', async () => {
  // Waits on the clock and a process: the server killed and started again mid-programme, and the programme airing to its end.
  const { r, kept, before } = await restart;
  expect(before.status).toBe('Recording');
  expect(kept).toBeGreaterThan(0);
  expect({ status: r.status, reason: r.reason }).toMatchObject({ status: 'Recorded' });
  expect(r.reason).toMatch(/^Recorded with a gap of \d+ s while /);
  const { gap, named, unexplained } = statedGap(r.reason, /^the server was down \((?:\d+ s )?from [^)]*UTC[^)]*\)$/);
  expect({ reason: r.reason, named, unexplained }).toEqual({ reason: r.reason, named: true, unexplained: [] });
  const { playlist, seconds } = await played('gamma', r);
  expect(uris(playlist).length).toBeGreaterThan(kept);
  expect(playlist).toContain('#EXT-X-DISCONTINUITY');
  expect(seconds + gap).toBeGreaterThanOrEqual(GAMMA_LENGTH - 2);
  expect(seconds + gap).toBeLessThanOrEqual(GAMMA_LENGTH + 4);
}, 120_000);

test('an fMP4 upstream is recorded as fMP4: its init segment once, media segments after it, real H.264', async () => {
  const r = await waitForRecording(listOf('delta'), added.delta!.id, done, () => {}, byStart(LENGTH + 40));
  expect({ status: r.status, reason: r.reason }).toMatchObject({ status: 'Recorded' });
  const { playlist, seconds, inits } = await played('delta', r, 'video/mp4');
  expect(inits.map((uri) => uri.split('?')[0])).toEqual(['init-0.mp4']);
  expect(playlist).toMatch(/^#EXT-X-VERSION:7$/m);
  expect(uris(playlist).every((uri) => /^\d+\.m4s\?/.test(uri))).toBe(true);
  const { gap, unexplained } = statedGap(r.reason);
  expect({ reason: r.reason, saysGap: r.reason === undefined || gap > 0, unexplained }).toEqual({ reason: r.reason, saysGap: true, unexplained: [] });
  expect(seconds + gap).toBeGreaterThanOrEqual(LENGTH - 2);
  expect(seconds + gap).toBeLessThanOrEqual(LENGTH + 4);
  // The init and a media segment together are what a player decodes.
  const dir = recordingDir(server.dataDir, r.id);
  const joined = path.join(dir, 'joined.mp4');
  writeFileSync(joined, Buffer.concat([readFileSync(path.join(dir, 'init-0.mp4')), readFileSync(path.join(dir, '0.m4s'))]));
  const probed = await probe(joined);
  expect(probed.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 160, height: 90 });
}, 120_000);

test('an encrypted upstream is refused with a plain reason', async () => {
  const r = await waitForRecording(listOf('epsilon'), added.epsilon!.id, done, () => {}, byStart(30));
  expect(r).toMatchObject({ status: 'Failed', reason: 'The channel is encrypted, which the recorder does not record yet' });
}, 120_000);

test('a programme added while it airs is recorded from then on, and says it started late', async () => {
  const r = await waitForRecording(listOf('zeta'), added.zeta!.id, done, () => {}, byStart(LENGTH + 40));
  expect({ status: r.status, reason: r.reason }).toMatchObject({ status: 'Recorded', reason: expect.stringMatching(/^Started late: recorded from \d\d:\d\d:\d\d UTC, the programme was already airing(?:; Recorded with a gap of \d+ s while .+)?$/) });
  const { gap, unexplained } = statedGap(r.reason);
  expect(unexplained).toEqual([]);
  const [h, m, sec] = /(\d\d):(\d\d):(\d\d) UTC/.exec(r.reason!)!.slice(1).map(Number) as [number, number, number];
  // After the programme began (the relay's window reaches a few seconds back from when it was added), and before the others began.
  const late = (((h * 3600 + m * 60 + sec - (start - EARLY)) % 86400) + 86400) % 86400;
  expect(late).toBeGreaterThan(0);
  expect(late).toBeLessThan(EARLY);
  const { seconds } = await played('zeta', r);
  // From then to the end (the first segment kept began within a second of the time said), less any gap it states.
  expect(seconds + gap).toBeGreaterThanOrEqual(LENGTH + EARLY - late - 2);
  expect(seconds + gap).toBeLessThanOrEqual(LENGTH + EARLY - late + 4);
}, 120_000);
