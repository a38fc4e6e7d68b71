// recorder-load.test.ts — a relayed programme recorded while the server's event loop is kept busy (as on a loaded machine): the recording covers it, or its reason says where, why and how long it has a gap, the two adding up to the programme. Slow: waits for an 18-second programme to air.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { programmeIdOf } from '../../../server/programmes/programme.ts';
import { startUpstream, type Upstream } from '../../support/upstream.ts';
import { xmltvTime } from '../../support/xmltv.ts';
import { resolve, uris, waitForRecording, type DvrList, type ListedRecording } from './mediaHelpers.ts';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

const LENGTH = 18;
/** The guide airs the programme in rounds: the test records the first that starts after setup, however long that took. */
const ROUND = 30;
const ROUNDS = 4;
const FIRST_ROUND_LEAD = 12;
const ADD_LEAD = 4;
/**
 * The load: the event loop blocked this long out of every PERIOD_MS while the programme airs (twice). The upstream lists
 * 5 s of segments and nothing in this process runs while it is blocked: a block longer than that loses what left the list
 * meanwhile, which no polling can save (shorter ones lose nothing: 2.5 s of every 4 s did not), and the free slices
 * between let the recorder catch up.
 */
const BUSY_MS = 6500;
const PERIOD_MS = 9000;

const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-rec-load-'));
let upstream: Upstream;
let server: TestServer;
let user: TestUser;
let start: number;
let channelId: number;

/** Spins the CPU on the event loop, as a busy process would: no timer, request or stream is served meanwhile. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) Math.sqrt(Math.random());
}

beforeAll(async () => {
  upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }] });
  await upstream.waitForLive('live', 3);
  const rounds = Array.from({ length: ROUNDS }, (_, k) => Math.floor(Date.now() / 1000) + FIRST_ROUND_LEAD + k * ROUND);
  const lineup = path.join(dir, 'lineup.m3u');
  const guide = path.join(dir, 'guide.xml');
  writeFileSync(lineup, `#EXTM3U\n#EXTINF:-1 tvg-id="load.test",Load TV\n${upstream.url}/load/live/index.m3u8\n`);
  writeFileSync(guide, `<?xml version="1.0"?>\n<tv><channel id="load.test"><display-name>Load TV</display-name></channel>${rounds.map((at) => `<programme channel="load.test" start="${xmltvTime(at)}" stop="${xmltvTime(at + LENGTH)}"><title>Load show</title></programme>`).join('')}</tv>\n`);
  server = await startTestServer({ FTV_LINEUP: lineup, FTV_GUIDE: guide });
  const [channel] = (await server.get('/tv/api/channels', { session_key: await server.init() })).json() as Array<{ id: string }>;
  channelId = Number(channel!.id);
  user = await createLoggedInUser(server);
  const round = rounds.find((at) => at >= Date.now() / 1000 + ADD_LEAD);
  if (round === undefined) throw new Error(`setup took past the guide's last round (${ROUNDS} rounds of ${ROUND} s)`);
  start = round;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

const list = async () => (await server.get('/tv/api/dvr/list', { session_key: user.sessionKey }, user.token)).json() as DvrList;

test('a busy server that falls behind the channel says so: held seconds and the stated gap add up to the programme', async () => {
  // Waits on the wall clock: the programme airs (18 s) while the event loop is blocked in slices, then the recording finishes.
  const res = await server.post('/tv/api/dvr/add', { session_key: user.sessionKey, channel_id: channelId, programme_id: programmeIdOf(channelId, start), start_time: start }, user.token);
  expect({ status: res.statusCode, body: res.body }).toMatchObject({ status: 200 });
  const id = res.json().recording.id as number;
  let timer: NodeJS.Timeout | undefined;
  // A block, then the rest of the period free: each timer is set when the block ends, so the free slices stay free.
  const load = () => {
    timer = setTimeout(() => {
      if (Date.now() >= start * 1000 && Date.now() < (start + LENGTH) * 1000) busy(BUSY_MS);
      load();
    }, PERIOD_MS - BUSY_MS);
  };
  load();
  let r: ListedRecording;
  try {
    r = await waitForRecording(list, id, (x) => x.status === 'Recorded' || x.status === 'Failed', () => {}, (start + LENGTH + 40) * 1000 - Date.now());
  } finally {
    clearTimeout(timer);
  }
  expect({ status: r.status, reason: r.reason }).toMatchObject({ status: 'Recorded', reason: expect.stringMatching(/^Recorded with a gap of \d+ s while /) });
  const playlist = (await server.get(r.stream_url!)).body;
  for (const uri of uris(playlist)) expect((await server.get(resolve(r.stream_url!, uri))).statusCode).toBe(200);
  // What it holds of the programme: each segment from its PROGRAM-DATE-TIME for its duration, the first and last cut at the programme's edges.
  const held = [...playlist.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.+)\n#EXTINF:([0-9.]+),/gm)]
    .map((m) => [Date.parse(m[1]!) / 1000, Number(m[2])] as const)
    .reduce((sum, [at, duration]) => sum + Math.max(0, Math.min(at + duration, start + LENGTH) - Math.max(at, start)), 0);
  const gap = Number(/^Recorded with a gap of (\d+) s/.exec(r.reason!)![1]);
  // Held and missing make the programme, within a segment or two.
  expect({ reason: r.reason, held, off: Math.abs(held + gap - LENGTH) <= 2 }).toEqual({ reason: r.reason, held, off: true });
  // Its cause, among any a busy machine adds, and when it struck: within the programme.
  const behind = /the server fell behind the channel's stream \((?:\d+ s )?from ([^)]+) UTC/.exec(r.reason!);
  const into = [...(behind?.[1] ?? '').matchAll(/(\d\d):(\d\d):(\d\d)/g)].map(([, h, m, sec]) => (((Number(h) * 3600 + Number(m) * 60 + Number(sec) - start) % 86400) + 86400) % 86400);
  expect({ reason: r.reason, named: into.length > 0, outside: into.filter((s) => s >= LENGTH) }).toEqual({ reason: r.reason, named: true, outside: [] });
  expect(r.reason).not.toContain('Started late');
  expect(playlist).toContain('#EXT-X-DISCONTINUITY');
}, 120_000);
