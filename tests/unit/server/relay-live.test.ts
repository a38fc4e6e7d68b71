// relay-live.test.ts — the relay over a real live upstream (ffmpeg's sliding window on loopback): a player's session, 100 viewers on one upstream fetch, failover mid-play and back.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRelay, type Relay, type RelayAnswer, type RelayOptions, type RelayStream } from '../../../server/relay/index.ts';
import { startUpstream, type Upstream } from '../../support/upstream.ts';
import { probe } from './mediaHelpers.ts';

const QUERY = '?token=feed&expires=1900000000&user=3';

let upstream: Upstream;
let scratch: string;
const relays: Relay[] = [];
/** The relay's clock runs with real time (the upstream is live); tests jump it forward. */
let offset = 0;
const now = () => Date.now() + offset;

function relayWith(options: Partial<RelayOptions> = {}): Relay {
  // A loaded machine can delay ffmpeg by a second or two: only the stall test uses the default 3 target durations.
  const relay = createRelay({ secret: 'live-secret', now, stallTargetDurations: 8, ...options });
  relays.push(relay);
  return relay;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ok = (answer: RelayAnswer) => {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${answer.message}`);
  return answer;
};
const urisOf = (text: string) => text.split('\n').flatMap((line) => (line.startsWith('#') ? [...line.matchAll(/URI="([^"]*)"/g)].map((m) => m[1]!) : line ? [line] : []));
const fileOf = (uri: string) => uri.replace(/\?.*$/, '').replace(/^r\//, '');

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'ftv-relay-live-'));
  upstream = await startUpstream({
    live: [
      { name: 'live', segmentType: 'mpegts' },
      { name: 'fmp4', segmentType: 'fmp4' },
    ],
  });
  await Promise.all([upstream.waitForLive('live', 3), upstream.waitForLive('fmp4', 3)]);
}, 30_000);

afterAll(async () => {
  await Promise.all(relays.map((r) => r.close()));
  await upstream?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** What a player reads of a media playlist: each segment's sequence number, discontinuity counter and relay file. */
function readWindow(text: string) {
  let seq = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);
  let cc = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(text)![1]);
  const sequence = seq;
  const segments: Array<{ seq: number; cc: number; file: string }> = [];
  for (const line of text.split('\n')) {
    if (line === '#EXT-X-DISCONTINUITY') cc += 1;
    else if (line && !line.startsWith('#')) segments.push({ seq: seq++, cc, file: fileOf(line) });
  }
  return { sequence, segments };
}

/**
 * Does what hls.js does on a live stream: master once, then the rendition playlist on every refresh and each new
 * segment. Its checks are node:assert (vitest's expect belongs in the tests themselves).
 */
class Player {
  readonly files = new Map<number, string>();
  readonly cc = new Map<number, number>();
  readonly sequences: number[] = [];
  rendition = '';
  readonly relay: Relay;
  readonly channelId: number;
  readonly streams: RelayStream[];

  constructor(relay: Relay, channelId: number, streams: RelayStream[]) {
    this.relay = relay;
    this.channelId = channelId;
    this.streams = streams;
  }

  async start() {
    const master = ok(await this.relay.master(this.channelId, this.streams, QUERY)).body.toString();
    this.rendition = fileOf(urisOf(master)[0]!);
  }

  /** One refresh: the playlist (its sequence never going back, a number always naming the same file) and the new segments. */
  async step() {
    const text = ok(await this.relay.file(this.channelId, this.streams, this.rendition, QUERY)).body.toString();
    const { sequence, segments } = readWindow(text);
    if (this.sequences.length) assert.ok(sequence >= this.sequences.at(-1)!, `media sequence went back from ${this.sequences.at(-1)} to ${sequence}`);
    this.sequences.push(sequence);
    for (const s of segments) {
      if (this.files.has(s.seq)) {
        assert.equal(this.files.get(s.seq), s.file, `sequence ${s.seq} names another file than before`);
        assert.equal(this.cc.get(s.seq), s.cc, `sequence ${s.seq} has another discontinuity counter than before`);
        continue;
      }
      const segment = ok(await this.relay.file(this.channelId, this.streams, s.file, QUERY));
      assert.ok(segment.body.length > 0, `segment ${s.seq} is empty`);
      this.files.set(s.seq, s.file);
      this.cc.set(s.seq, s.cc);
    }
    return text;
  }

  /** The discontinuity counters of the segments fetched, in order, without repeats. */
  ccs() {
    return [...new Set([...this.cc.entries()].sort((a, b) => a[0] - b[0]).map(([, cc]) => cc))];
  }

  /** How many sequence numbers between the first fetched and the last were never fetched (a hole in playback). */
  holes() {
    const seqs = [...this.files.keys()].sort((a, b) => a - b);
    return seqs.at(-1)! - seqs[0]! + 1 - seqs.length;
  }
}

describe('a live upstream', () => {
  test("a player's session: master, rendition, segments of real H.264/AAC video; nothing names the upstream", async () => {
    const relay = relayWith();
    const streams = [{ url: `${upstream.url}/p/live/master.m3u8` }];
    const master = ok(await relay.master(1, streams, QUERY)).body.toString();
    expect(master).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+/);
    const player = new Player(relay, 1, streams);
    await player.start();
    const text = await player.step();
    for (const body of [master, text]) expect(body).not.toMatch(/127\.0\.0\.1|:\/\/|\/p\/|seg\d+\.ts|index\.m3u8/);
    const [seq, file] = [...player.files.entries()].at(-1)!;
    expect(seq).toBeGreaterThan(0);
    const segment = ok(await relay.file(1, streams, file, QUERY));
    expect(segment.headers['content-type']).toBe('video/mp2t');
    const saved = path.join(scratch, 'segment.ts');
    writeFileSync(saved, segment.body);
    const probed = await probe(saved);
    const video = probed.streams.find((s) => s.codec_type === 'video');
    expect([video?.codec_name, video?.width, video?.height]).toEqual(['h264', 160, 90]);
    expect(probed.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac')).toBe(true);
  });

  test('two instances behind one balancer: a segment named in one instance\'s playlist is served by the other, which learns the channel once', async () => {
    const [one, other] = [relayWith(), relayWith()];
    const streams = [{ url: `${upstream.url}/two/live/master.m3u8` }];
    const player = new Player(one, 7, streams);
    await player.start();
    await player.step();
    const [, file] = [...player.files.entries()].at(-1)!;
    // The other instance never issued it: it reads the channel's playlists (the same names, same secret) and serves it.
    const segment = ok(await other.file(7, streams, file, QUERY));
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.body.equals(ok(await one.file(7, streams, file, QUERY)).body)).toBe(true);
    // A name neither issued is still a 404; names that keep coming do not make it read upstream again and again.
    expect((await other.file(7, streams, `${'A'.repeat(22)}.ts`, QUERY)).status).toBe(404);
    const before = upstream.count(/\/two\/live\/.*\.m3u8$/);
    expect((await other.file(7, streams, `${'B'.repeat(22)}.ts`, QUERY)).status).toBe(404);
    expect(upstream.count(/\/two\/live\/.*\.m3u8$/)).toBe(before);
  });

  test('fMP4 segments: the init segment (EXT-X-MAP) and a media segment relayed make decodable video', async () => {
    const relay = relayWith();
    const streams = [{ url: `${upstream.url}/f/fmp4/master.m3u8` }];
    const player = new Player(relay, 2, streams);
    await player.start();
    const text = await player.step();
    const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
    expect(map).toMatch(/^[A-Za-z0-9_-]{22}\.mp4\?token=feed/);
    const init = ok(await relay.file(2, streams, fileOf(map!), QUERY));
    const media = ok(await relay.file(2, streams, [...player.files.values()].at(-1)!, QUERY));
    expect(media.headers['content-type']).toBe('video/iso.segment');
    const saved = path.join(scratch, 'fragment.mp4');
    writeFileSync(saved, Buffer.concat([init.body, media.body]));
    const video = (await probe(saved)).streams.find((s) => s.codec_type === 'video');
    expect([video?.codec_name, video?.width]).toEqual(['h264', 160]);
  });

  test('100 viewers: one upstream fetch per playlist refresh and one per segment', async () => {
    const relay = relayWith();
    const streams = [{ url: `${upstream.url}/c/live/master.m3u8` }];
    const viewers = 100;
    const masters = await Promise.all(Array.from({ length: viewers }, () => relay.master(3, streams, QUERY)));
    const rendition = fileOf(urisOf(ok(masters[0]!).body.toString())[0]!);
    expect(new Set(masters.map((m) => ok(m).body.toString())).size).toBe(1);
    const playlists = await Promise.all(Array.from({ length: viewers }, () => relay.file(3, streams, rendition, QUERY)));
    const { segments } = readWindow(ok(playlists[0]!).body.toString());
    expect(segments.length).toBeGreaterThanOrEqual(3);
    // Each viewer fetches every segment of the window, all at once.
    const answers = await Promise.all(segments.flatMap((s) => Array.from({ length: viewers }, () => relay.file(3, streams, s.file, QUERY))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(upstream.count(/^\/c\/live\/master\.m3u8$/)).toBe(1);
    expect(upstream.count(/^\/c\/live\/index\.m3u8$/)).toBe(1);
    expect(upstream.count(/^\/c\/live\/seg\d+\.ts$/)).toBe(segments.length);
    const counters = relay.counters();
    expect(counters.upstreamFetches.segment).toBe(segments.length);
    expect(counters.coalesced.segment + counters.cacheHits.segment).toBe(segments.length * (viewers - 1));
    // A refresh later (the cache time passed): again one fetch for all.
    offset += 1000;
    const newest = await upstream.waitForNewSegment('live', segments.at(-1)!.seq);
    expect(newest).toBeGreaterThan(0);
    const again = await Promise.all(Array.from({ length: viewers }, () => relay.file(3, streams, rendition, QUERY)));
    expect(again.every((a) => a.status === 200)).toBe(true);
    expect(upstream.count(/^\/c\/live\/index\.m3u8$/)).toBe(2);
  });
});

describe('failover while playing', () => {
  const events: string[] = [];
  const mirrors = (a: string, b: string) => [{ url: `${upstream.url}/${a}/live/master.m3u8` }, { url: `${upstream.url}/${b}/live/master.m3u8` }];

  test('the primary fails mid-play: the next playlist comes from the backup, after one discontinuity, the sequence going on; after the retry period, back to the primary', async () => {
    const relay = relayWith({ onEvent: (e) => events.push(`${e.type} ${e.stream}: ${e.message}`) });
    const streams = mirrors('a', 'b');
    const player = new Player(relay, 10, streams);
    await player.start();
    for (let i = 0; i < 2; i++) {
      await player.step();
      await sleep(900);
    }
    const fromPrimary = upstream.count(/^\/a\/live\/index\.m3u8$/);
    expect(fromPrimary).toBeGreaterThan(0);
    expect(upstream.count(/^\/b\//)).toBe(0);

    upstream.mode('/a/', 'fail');
    for (let i = 0; i < 3; i++) {
      await player.step();
      await sleep(900);
    }
    expect(relay.status(10)?.current).toBe(1);
    expect(upstream.count(/^\/b\/live\/seg\d+\.ts$/)).toBeGreaterThan(0);
    expect(player.ccs()).toEqual([0, 1]);
    expect(player.holes()).toBe(0);
    expect(events.some((e) => /^failover 1: upstream 1 failed \(upstream answered HTTP 503\)/.test(e))).toBe(true);
    expect(events.join('\n')).not.toContain('127.0.0.1');

    // The primary is back, and the retry period has passed: a probe in the background, then the primary again.
    upstream.mode('/a/', 'ok');
    offset += 5 * 60_000 + 1000;
    const last = Math.max(...player.files.keys());
    await player.step();
    await expect.poll(() => relay.status(10)?.current, { timeout: 5000 }).toBe(0);
    expect(relay.counters().primaryReturns).toBe(1);
    await upstream.waitForNewSegment('live', last);
    await player.step();
    await sleep(900);
    await player.step();
    expect(upstream.count(/^\/a\/live\/index\.m3u8$/)).toBeGreaterThan(fromPrimary);
    expect(player.ccs()).toEqual([0, 1, 2]);
    expect(player.holes()).toBe(0);
  }, 30_000);

  test('a primary that stops answering (hangs) mid-play: the backup after the playlist timeout', async () => {
    const relay = relayWith({ playlistTimeoutMs: 600 });
    const streams = mirrors('h', 'h2');
    const player = new Player(relay, 11, streams);
    await player.start();
    await player.step();
    await sleep(900);
    upstream.mode('/h/', 'hang');
    const started = Date.now();
    await player.step();
    expect(Date.now() - started).toBeLessThan(3000);
    await sleep(900);
    await player.step();
    expect(relay.status(11)?.current).toBe(1);
    expect(player.ccs()).toEqual([0, 1]);
    expect(player.holes()).toBe(0);
  }, 20_000);

  test('a primary that answers but stalls (media sequence frozen for 3 target durations): the backup', async () => {
    const relay = relayWith({ stallTargetDurations: 3 });
    const streams = mirrors('s', 's2');
    const player = new Player(relay, 12, streams);
    await player.start();
    await player.step();
    upstream.mode('/s/', 'freeze');
    await sleep(1100);
    // The frozen window is seen once (its newest segment noted), then again 3+ target durations (1 s each) later.
    await player.step();
    offset += 3500;
    await player.step();
    expect(relay.status(12)?.current).toBe(1);
    expect(upstream.count(/^\/s2\/live\/index\.m3u8$/)).toBeGreaterThan(0);
    expect(player.ccs()).toEqual([0, 1]);
    const health = await relay.health(12);
    expect(health.available).toBe(true);
  }, 20_000);

  test('a stalled upstream with no backup: its last window is still served (the player waits), and health says it stalled', async () => {
    const relay = relayWith({ stallTargetDurations: 3 });
    const streams = [{ url: `${upstream.url}/z/live/master.m3u8` }];
    const player = new Player(relay, 13, streams);
    await player.start();
    await player.step();
    upstream.mode('/z/', 'freeze');
    await sleep(1100);
    await player.step();
    offset += 3500;
    await player.step();
    expect(await relay.health(13)).toMatchObject({ available: false, reason: expect.stringMatching(/^upstream stalled: no new segment for \d+ s$/) });
    upstream.mode('/z/', 'ok');
    await sleep(1100);
    await player.step();
    expect((await relay.health(13)).available).toBe(true);
    expect(player.holes()).toBe(0);
  }, 20_000);
});
