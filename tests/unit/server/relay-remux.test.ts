// relay-remux.test.ts — raw MPEG-TS upstreams: remuxed to HLS by one ffmpeg per channel, started by the first viewer, stopped when idle; its failures as 502/504.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRelay, type Relay, type RelayAnswer, type RelayOptions, type RelayStream } from '../../../server/relay/index.ts';
import { startUpstream, type Upstream } from '../../support/upstream.ts';
import { probe } from './mediaHelpers.ts';
import { openDatabase, migrate, type Db } from '../../../server/db/connect.ts';
import { createLeases, LEASE_SECONDS } from '../../../server/cluster/leases.ts';

const QUERY = '?token=beef&expires=1900000000&user=0';

let upstream: Upstream;
let scratch: string;
const relays: Relay[] = [];

function relayWith(remux: RelayOptions['remux'] = {}, options: Partial<RelayOptions> = {}): Relay {
  const relay = createRelay({ secret: 'remux-secret', remux: { segmentSeconds: 1, startTimeoutMs: 10_000, ...remux }, ...options });
  relays.push(relay);
  return relay;
}

const ok = (answer: RelayAnswer) => {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${answer.message}`);
  return answer.body.toString();
};
const fileOf = (uri: string) => uri.replace(/\?.*$/, '').replace(/^r\//, '');
const segmentFiles = (playlist: string) => playlist.split('\n').filter((l) => l && !l.startsWith('#')).map(fileOf);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function rendition(relay: Relay, channelId: number, streams: RelayStream[]): Promise<string> {
  const master = ok(await relay.master(channelId, streams, QUERY));
  return fileOf(master.split('\n').find((l) => l.startsWith('r/'))!);
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ftv-relay-remux-'));
  upstream = await startUpstream();
  upstream.mode('/down/', 'fail');
  upstream.mode('/stuck/', 'hang');
});

afterAll(async () => {
  await Promise.all(relays.map((r) => r.close()));
  await upstream?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('raw MPEG-TS', () => {
  test("the first viewer starts one ffmpeg and waits for its first playlist; 20 viewers share it and one upstream connection; the stream's headers reach the upstream", async () => {
    const relay = relayWith();
    // No .ts in the URL: the answer says it is MPEG-TS (its content type; else its first bytes would).
    const streams = [{ url: `${upstream.url}/raw/channel`, headers: { 'user-agent': 'Kodi/20.2', referer: 'https://example.org/tv' } }];
    const file = await rendition(relay, 1, streams);
    const playlists = await Promise.all(Array.from({ length: 20 }, () => relay.file(1, streams, file, QUERY)));
    const texts = playlists.map(ok);
    expect(texts[0]).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+/);
    expect(texts[0]).not.toMatch(/127\.0\.0\.1|:\/\/|\/tmp|index\.m3u8|s\d+\.ts/);
    expect(relay.remuxProcesses()).toHaveLength(1);
    expect(relay.counters().remuxStarts).toBe(1);
    expect(upstream.rawConnections('/raw/channel')).toBe(1);
    const raw = upstream.requests.filter((r) => r.path === '/raw/channel');
    // The sniffing fetch of the master, then ffmpeg's own connection.
    expect(raw.length).toBe(2);
    for (const r of raw) expect([r.headers['user-agent'], r.headers.referer]).toEqual(['Kodi/20.2', 'https://example.org/tv']);

    const segments = segmentFiles(texts[0]!);
    expect(segments.length).toBeGreaterThan(0);
    const segment = await relay.file(1, streams, segments[0]!, QUERY);
    expect(segment.status === 200 && segment.headers['content-type']).toBe('video/mp2t');
    const saved = path.join(scratch, 'remuxed.ts');
    writeFileSync(saved, segment.status === 200 ? segment.body : Buffer.alloc(0));
    const probed = await probe(saved);
    expect(probed.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    await relay.close();
  }, 30_000);

  test('a tuner that answers at once and sends its first byte seconds later is still known as MPEG-TS by its content type', async () => {
    // Waits on the tuner's 1.5-s tuning and the remux's first playlist.
    const TUNING_MS = 1500;
    const tuner = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'video/mp2t' });
      response.flushHeaders();
      // Tuning: the stream's bytes come later (ffmpeg, the remux, reads it from the first byte on).
      const stream = new AbortController();
      const later = setTimeout(async () => {
        try {
          const raw = await fetch(`${upstream.url}/raw/tuner`, { signal: stream.signal });
          for await (const chunk of raw.body!) if (!response.write(chunk)) await new Promise((r) => response.once('drain', r));
        } catch {
          response.destroy(); // the reader left, or the tuner's own source did
        }
      }, TUNING_MS);
      response.on('close', () => {
        clearTimeout(later);
        stream.abort();
      });
    });
    await new Promise<void>((r) => tuner.listen(0, '127.0.0.1', r));
    try {
      // Playlists must answer within 0.3 s: the first byte comes long after that.
      const relay = relayWith({}, { playlistTimeoutMs: 300 });
      const streams = [{ url: `http://127.0.0.1:${(tuner.address() as AddressInfo).port}/tuner` }];
      const file = await rendition(relay, 10, streams);
      expect(ok(await relay.file(10, streams, file, QUERY))).toMatch(/#EXTINF/);
      await relay.close();
    } finally {
      tuner.closeAllConnections();
      await new Promise((r) => tuner.close(r));
    }
  }, 60_000);

  test('kept running while viewers ask; stopped after the idle time (process and temp dir gone); the next viewer starts it again, its numbers going on after a discontinuity', async () => {
    const workDir = mkdtempSync(path.join(scratch, 'work-'));
    const relay = relayWith({ idleMs: 1500, workDir });
    const streams = [{ url: `${upstream.url}/raw/idle.ts` }];
    const file = await rendition(relay, 2, streams);
    const first = ok(await relay.file(2, streams, file, QUERY));
    const { pid } = relay.remuxProcesses()[0]!;
    // Asked every 0.5 s for longer than the idle time: still the same ffmpeg.
    let last = first;
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 500));
      last = ok(await relay.file(2, streams, file, QUERY));
    }
    expect(relay.remuxProcesses().map((p) => p.pid)).toEqual([pid]);
    await expect.poll(() => alive(pid), { timeout: 8000, interval: 200 }).toBe(false);
    expect(relay.remuxProcesses()).toEqual([]);
    await expect.poll(() => readdirSync(workDir).length, { timeout: 3000 }).toBe(0);
    await expect.poll(() => upstream.rawConnections('/raw/idle.ts'), { timeout: 3000 }).toBe(0);

    const again = ok(await relay.file(2, streams, file, QUERY));
    const next = relay.remuxProcesses()[0]!.pid;
    expect(next).not.toBe(pid);
    const sequenceOf = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);
    const lastShown = sequenceOf(last) + segmentFiles(last).length - 1;
    expect(sequenceOf(again)).toBeGreaterThan(lastShown);
    expect(again).toMatch(/#EXT-X-DISCONTINUITY\n/);
    expect(relay.counters()).toMatchObject({ remuxStarts: 2, remuxStops: 1 });
    await relay.close();
  }, 30_000);

  test('an upstream answering an error: 502 with what ffmpeg said, without the URL', async () => {
    const relay = relayWith();
    const streams = [{ url: `${upstream.url}/down/stream.ts` }];
    const file = await rendition(relay, 3, streams);
    const answer = await relay.file(3, streams, file, QUERY);
    expect(answer.status).toBe(502);
    if (answer.status === 200) return;
    expect(answer.message).toMatch(/^raw stream could not be read \(ffmpeg exited with \d+: .*5XX/);
    expect(answer.message).not.toMatch(/127\.0\.0\.1|down|:\/\//);
    expect(relay.remuxProcesses()).toEqual([]);
    expect(await relay.health(3)).toMatchObject({ available: false });
  });

  test('an upstream that sends nothing: 504 after the start timeout, and no ffmpeg left behind', async () => {
    const relay = relayWith({ startTimeoutMs: 1500 });
    const streams = [{ url: `${upstream.url}/stuck/stream.ts` }];
    const file = await rendition(relay, 4, streams);
    const started = Date.now();
    const answer = await relay.file(4, streams, file, QUERY);
    expect(answer.status !== 200 && [answer.status, answer.message]).toEqual([504, 'raw stream gave no video within 1.5 s']);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(relay.remuxProcesses()).toEqual([]);
  });

  test('no ffmpeg where it is said to be: 502 at once, no temp dir left', async () => {
    const workDir = mkdtempSync(path.join(scratch, 'noffmpeg-'));
    const relay = relayWith({ ffmpeg: path.join(scratch, 'no-such-ffmpeg'), workDir });
    const streams = [{ url: `${upstream.url}/raw/unused.ts` }];
    const answer = await relay.file(6, streams, await rendition(relay, 6, streams), QUERY);
    expect(answer.status !== 200 && [answer.status, answer.message]).toEqual([502, 'raw stream cannot be remuxed: ffmpeg did not start (ENOENT)']);
    await expect.poll(() => readdirSync(workDir).length, { timeout: 2000 }).toBe(0);
    await relay.close();
  });

  test('a failing raw stream fails over to the next one of the channel', async () => {
    const relay = relayWith();
    const streams = [{ url: `${upstream.url}/down/primary.ts` }, { url: `${upstream.url}/raw/backup.ts` }];
    const file = await rendition(relay, 5, streams);
    const text = ok(await relay.file(5, streams, file, QUERY));
    expect(segmentFiles(text).length).toBeGreaterThan(0);
    expect(relay.status(5)?.current).toBe(1);
    expect(relay.remuxProcesses()).toMatchObject([{ channelId: 5, stream: 1 }]);
    await relay.close();
    expect(relay.remuxProcesses()).toEqual([]);
  }, 30_000);
});

describe('one remux across instances (a shared directory and leases in one database)', () => {
  let db: Db;
  const instances: Array<{ relay: Relay; stall: () => void }> = [];

  /** An instance: its own leases (as its own process would have) on the shared database; `stall` freezes its renewals as a hung or dead process's. */
  function instance(root: string, idleMs = 60_000) {
    const leases = createLeases({ db, now: () => Math.floor(Date.now() / 1000) });
    let stalled = false;
    const sharing = {
      root,
      hold: (job: string) => (stalled ? new Promise<boolean>(() => undefined) : leases.hold(job)),
      release: (job: string) => leases.release(job),
      leaseSeconds: LEASE_SECONDS,
    };
    const made = { relay: relayWith({ idleMs, sharing }), stall: () => (stalled = true) };
    instances.push(made);
    return made;
  }

  beforeAll(async () => {
    db = await openDatabase({ dataDir: mkdtempSync(path.join(scratch, 'db-')) });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  test('viewers on two instances share one ffmpeg and one upstream connection; each serves the segments the other listed', async () => {
    const root = mkdtempSync(path.join(scratch, 'shared-'));
    const a = instance(root);
    const b = instance(root);
    const streams = [{ url: `${upstream.url}/raw/shared-one.ts` }];
    const fileA = await rendition(a.relay, 7, streams);
    const onA = ok(await a.relay.file(7, streams, fileA, QUERY));
    const fileB = await rendition(b.relay, 7, streams);
    const onB = ok(await b.relay.file(7, streams, fileB, QUERY));
    expect([a.relay.remuxProcesses().length, b.relay.remuxProcesses().length]).toEqual([1, 0]);
    expect(upstream.rawConnections('/raw/shared-one.ts')).toBe(1);
    // The same names on both (the same files, the same secret): a player may read its playlist on one and segments on the other.
    const segment = segmentFiles(onA).at(-1)!;
    expect(segmentFiles(onB)).toContain(segment);
    const [fromA, fromB] = await Promise.all([a.relay.file(7, streams, segment, QUERY), b.relay.file(7, streams, segment, QUERY)]);
    expect(fromA.status === 200 && fromB.status === 200 && fromA.body.equals(fromB.body)).toBe(true);
  });

  test('viewers only on the other instance keep the run from going idle', async () => {
    const root = mkdtempSync(path.join(scratch, 'shared-'));
    const a = instance(root, 1500);
    const b = instance(root, 1500);
    const streams = [{ url: `${upstream.url}/raw/shared-wanted.ts` }];
    const fileA = await rendition(a.relay, 8, streams);
    ok(await a.relay.file(8, streams, fileA, QUERY));
    const fileB = await rendition(b.relay, 8, streams);
    const pid = a.relay.remuxProcesses()[0]!.pid;
    // Three idle times of viewers on B alone.
    for (const end = Date.now() + 4500; Date.now() < end; await new Promise((r) => setTimeout(r, 300))) ok(await b.relay.file(8, streams, fileB, QUERY));
    expect(a.relay.remuxProcesses().map((p) => p.pid)).toEqual([pid]);
    // Nobody anywhere: it stops.
    await expect.poll(() => a.relay.remuxProcesses().length, { timeout: 5000 }).toBe(0);
    await expect.poll(() => alive(pid), { timeout: 3000 }).toBe(false);
  }, 20_000);

  test('an owner that stops renewing loses the channel within a lease: the other instance sweeps its folder (its ffmpeg ends) and remuxes', async () => {
    const root = mkdtempSync(path.join(scratch, 'shared-'));
    const a = instance(root);
    const b = instance(root);
    const streams = [{ url: `${upstream.url}/raw/shared-takeover.ts` }];
    const fileA = await rendition(a.relay, 9, streams);
    ok(await a.relay.file(9, streams, fileA, QUERY));
    const fileB = await rendition(b.relay, 9, streams);
    ok(await b.relay.file(9, streams, fileB, QUERY));
    const orphan = a.relay.remuxProcesses()[0]!.pid;
    a.stall();
    const started = Date.now();
    // B's viewer goes on asking, as a player does every segment, until B runs the channel itself.
    while (b.relay.remuxProcesses().length === 0 && Date.now() - started < 20_000) {
      await b.relay.file(9, streams, fileB, QUERY);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(b.relay.remuxProcesses()).toHaveLength(1);
    await expect.poll(async () => (await b.relay.file(9, streams, fileB, QUERY)).status, { timeout: 10_000 }).toBe(200);
    // The stalled owner's ffmpeg found its folder gone and ended: one upstream connection again.
    await expect.poll(() => alive(orphan), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => upstream.rawConnections('/raw/shared-takeover.ts'), { timeout: 5000 }).toBe(1);
    expect(readdirSync(path.join(root, '9')).filter((n) => n.startsWith('ftv-relay-'))).toHaveLength(1);
  }, 60_000);
});
