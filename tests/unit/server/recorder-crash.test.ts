// recorder-crash.test.ts — kill -9 mid-recording (a demo channel and a relayed one): finished recordings stay byte-identical, the one in flight resumes or fails with a reason, nothing partial is served. Slow: waits for programmes to air (10-second demo ones, a 40-second relayed one) and a server down for 12 s; the two tests run at once.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureTestMedia } from '../../support/media.ts';
import { serverProcess, viewer, type ServerProcess } from './serverProcess.ts';
import { uris, waitForRecording, type ListedRecording } from './mediaHelpers.ts';
import { programmeIdOf } from '../../../server/programmes/programme.ts';
import { signRecording } from '../../../server/media/signing.ts';
import { SEGMENT_SECONDS } from '../../../server/media/recipe.ts';
import { startUpstream } from '../../support/upstream.ts';
import { xmltvTime } from '../../support/xmltv.ts';

/** The demo channel's programmes: short, to wait little, and still several segments each. */
const SLOT = 10;
const SEGMENTS = SLOT / SEGMENT_SECONDS;
let mediaDir: string;
/** Each test's server process and data dir: the two tests run at once, each on its own. */
const crashes: Array<{ dataDir: string; server: ServerProcess }> = [];

beforeAll(async () => {
  mediaDir = await ensureTestMedia();
}, 600_000);
afterAll(async () => {
  for (const { server, dataDir } of crashes) {
    await server.killHard();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function crashServer(defaults: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-rec-crash-'));
  const server = serverProcess(dataDir, { FTV_MEDIA_DIR: mediaDir, ...defaults });
  crashes.push({ dataDir, server });
  return { dataDir, startProcess: (env?: NodeJS.ProcessEnv) => server.start(env), killHard: () => server.killHard() };
}

const hashes = (dir: string) =>
  Object.fromEntries(readdirSync(dir).sort().map((name) => [name, createHash('sha256').update(readFileSync(path.join(dir, name))).digest('hex')]));

// The child process runs on SQLite either way: on the PostgreSQL pass this would only repeat the same run.
// Concurrent: both tests wait on the clock (programmes airing, a server down), each with a server of its own.
describe.skipIf(Boolean(process.env.FTV_TEST_DATABASE_URL)).concurrent('kill -9 mid-recording', () => {
  test('kill -9 while recording: finished recordings untouched, the in-flight one resumes or fails with a reason, never half-served', async () => {
    // Waits on the wall clock: 10-second programmes air before, during and after the kill and the restart.
    const { dataDir, startProcess, killHard } = crashServer({ FTV_SLOT_SECONDS: String(SLOT) });
    let base = await startProcess();
    const { call, key, userId, list, add } = await viewer(() => base, `crash-${process.pid}@ftv.example`);

    const channel = (await call('GET', `/tv/api/channel/109?session_key=${key}`)).json as { next_playing: { programme: number; startdatetime: number } };
    const p1 = channel.next_playing;
    const p2Start = p1.startdatetime + SLOT;
    const first = await add(109, p1.programme, p1.startdatetime);
    const second = await add(109, programmeIdOf(109, p2Start), p2Start);

    await waitForRecording(list, first, (r) => r.status === 'Recorded');
    const firstDir = path.join(dataDir, 'recordings', String(first));
    const before = hashes(firstDir);
    expect(Object.keys(before)).toContain('index.m3u8');
    await waitForRecording(list, second, (r) => r.status === 'Recording' && (r.progress ?? 0) >= 20);

    await killHard();
    // No playlist was written for the interrupted one: only a finished recording ever gets one.
    expect(existsSync(path.join(dataDir, 'recordings', String(second), 'index.m3u8'))).toBe(false);

    base = await startProcess();
    const secret = readFileSync(path.join(dataDir, 'media-secret'), 'utf8').trim();
    // The programme is still airing: the interrupted recording's playlist, even correctly signed, is not served.
    const expires = Math.floor(Date.now() / 1000) + 600;
    const early = await fetch(`${base}/media/recordings/${second}/index.m3u8?token=${signRecording(secret, second, userId, expires)}&expires=${expires}&user=${userId}`);
    expect(early.status).toBe(404);
    const owner = (await list()).recordings;
    expect(owner.find((r) => r.id === first)?.status).toBe('Recorded');
    const unfinishedWithUrl: ListedRecording[] = [];
    const done = await waitForRecording(list, second, (r) => r.status === 'Recorded' || r.status === 'Failed', (r) => {
      // Until it is finished no playlist URL is handed out, whatever is on disk.
      if (r.status !== 'Recorded' && r.stream_url) unfinishedWithUrl.push(r);
    });
    expect(unfinishedWithUrl).toEqual([]);
    // Resumed (the restart took less than the live window holds), or failed with the reason why.
    const played = done.status === 'Recorded' ? await fetch(`${base}${done.stream_url}`) : null;
    const sequences = played ? uris(await played.text()).map((s) => Number(s.split('.')[0])) : [];
    // Complete means: all its segments (or a gap the reason names) when recorded; a reason when failed.
    const complete = done.status === 'Recorded' ? sequences.length === SEGMENTS || /gap/.test(done.reason ?? '') : /\w/.test(done.reason ?? '');
    expect({ status: done.status, http: played?.status ?? null, last: sequences.at(-1) ?? null, complete }).toEqual(
      done.status === 'Recorded' ? { status: 'Recorded', http: 200, last: p2Start / SEGMENT_SECONDS + SEGMENTS - 1, complete: true } : { status: 'Failed', http: null, last: null, complete: true },
    );
    // The finished one is byte for byte what it was, and still plays.
    expect(hashes(firstDir)).toEqual(before);
    const firstUrl = (await list()).recordings.find((r) => r.id === first)!.stream_url!;
    expect((await fetch(`${base}${firstUrl}`)).status).toBe(200);
    await killHard();
  }, 150_000);

  test('kill -9 while recording a relayed channel: what was kept stays named, the restart resumes from it and notes the gap', async () => {
    // Waits on the wall clock: a 40-second relayed programme airs through a kill and a restart (the first of the guide's rounds to start after setup).
    /** Long enough to air on after 4 s recorded, 12 s down and a restart that is slow on a busy machine. */
    const LENGTH = 40;
    /** The guide airs it in rounds, the first a few seconds after it is written: the test records the first that starts after the server is up and the user made, however long that took. */
    const ROUND = 50;
    const ROUNDS = 4;
    const FIRST_ROUND_LEAD = 20;
    const ADD_LEAD = 4;
    const { dataDir, startProcess, killHard } = crashServer();
    const upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }] });
    try {
      await upstream.waitForLive('live', 3);
      const rounds = Array.from({ length: ROUNDS }, (_, k) => Math.floor(Date.now() / 1000) + FIRST_ROUND_LEAD + k * ROUND);
      const lineup = path.join(dataDir, 'lineup.m3u');
      const guide = path.join(dataDir, 'guide.xml');
      writeFileSync(lineup, `#EXTM3U\n#EXTINF:-1 tvg-id="crash.test",Crash TV\n${upstream.url}/crash/live/index.m3u8\n`);
      writeFileSync(guide, `<?xml version="1.0"?>\n<tv><channel id="crash.test"><display-name>Crash TV</display-name></channel>${rounds.map((at) => `<programme channel="crash.test" start="${xmltvTime(at)}" stop="${xmltvTime(at + LENGTH)}"><title>Crash show</title></programme>`).join('')}</tv>\n`);
      const env = { FTV_LINEUP: lineup, FTV_GUIDE: guide };
      let base = await startProcess(env);
      const { call, key, list, add } = await viewer(() => base, `crash-relay-${process.pid}@ftv.example`);
      const [channel] = (await call('GET', `/tv/api/channels?session_key=${key}`)).json as unknown as Array<{ id: string }>;
      const start = rounds.find((at) => at >= Date.now() / 1000 + ADD_LEAD);
      if (start === undefined) throw new Error(`setup took past the guide's last round (${ROUNDS} rounds of ${ROUND} s)`);
      const id = await add(Number(channel!.id), programmeIdOf(Number(channel!.id), start), start);
      await waitForRecording(list, id, (r) => r.status === 'Recording' && (r.progress ?? 0) >= 10, () => {}, (start + LENGTH) * 1000 - Date.now());

      await killHard();
      const dir = path.join(dataDir, 'recordings', String(id));
      expect(existsSync(path.join(dir, 'index.m3u8'))).toBe(false);
      // Every segment the capture's manifest names is whole on disk: files go in before the manifest names them.
      const manifest = JSON.parse(readFileSync(path.join(dir, 'capture.json'), 'utf8')) as { segments: Array<{ n: number }> };
      const kept = Object.keys(hashes(dir)).filter((name) => /^\d+\.ts$/.test(name));
      expect(manifest.segments.length).toBeGreaterThan(0);
      for (const { n } of manifest.segments) expect(kept).toContain(`${n}.ts`);
      const before = Object.fromEntries(manifest.segments.map(({ n }) => [n, hashes(dir)[`${n}.ts`]]));
      // Down long enough for the relay's window (the upstream lists ~5 s) to move well past what was kept: a gap beyond jitter.
      await new Promise((resolve) => setTimeout(resolve, 12_000));

      base = await startProcess(env);
      const done = await waitForRecording(list, id, (r) => r.status === 'Recorded' || r.status === 'Failed', () => {}, (start + LENGTH + 40) * 1000 - Date.now());
      // The restart's gap, with when it began; a busy machine may add a gap of its own, or (added too slowly) a late start, said as such.
      const said = /^(?:Started late: recorded from (\d\d):(\d\d):(\d\d) UTC, the programme was already airing; )?Recorded with a gap of (\d+) s while (.+)$/.exec(done.reason ?? '');
      expect({ status: done.status, reason: done.reason, said: said !== null }).toEqual({ status: 'Recorded', reason: done.reason, said: true });
      const [, h, m, sec, gapSaid, causesSaid] = said!;
      const late = h === undefined ? 0 : (((Number(h) * 3600 + Number(m) * 60 + Number(sec) - start) % 86400) + 86400) % 86400;
      const causes = causesSaid!.split(/ and (?=the )/);
      const down = /^the server was down \((?:\d+ s )?from \d\d:\d\d:\d\d UTC\)$/;
      const busy = /^(?:the server fell behind the channel's stream|the channel's stream fell behind the clock) \([^)]*UTC[^)]*\)$/;
      expect({ reason: done.reason, down: causes.filter((c) => down.test(c)).length, other: causes.filter((c) => !down.test(c) && !busy.test(c)) }).toEqual({ reason: done.reason, down: 1, other: [] });
      const playlist = await (await fetch(`${base}${done.stream_url}`)).text();
      const names = uris(playlist).map((uri) => uri.split('?')[0]);
      expect(names.length).toBeGreaterThan(manifest.segments.length);
      expect(playlist).toContain('#EXT-X-DISCONTINUITY');
      // What was kept before the kill is in the recording unchanged.
      const after = hashes(dir);
      for (const [n, hash] of Object.entries(before)) expect(after[`${n}.ts`]).toBe(hash);
      // What it holds, what it says is missing and how late it began make the programme, within a segment or two.
      const gap = Number(gapSaid);
      const seconds = [...playlist.matchAll(/^#EXTINF:([0-9.]+),/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(seconds + gap + late).toBeGreaterThan(LENGTH - 3);
      expect(seconds + gap + late).toBeLessThan(LENGTH + 4);
      await killHard();
    } finally {
      await upstream.close();
    }
  }, 240_000);
});

