// relay-rewrite.test.ts — the relay against fixed upstream answers: rewritten playlists name no upstream, refs resolve (and only issued ones), headers, redirects, cache bounds, 502/504.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TimedLru } from '../../../server/relay/cache.ts';
import { pickSlot } from '../../../server/relay/channel.ts';
import { createRelay, type Relay, type RelayAnswer, type RelayOptions, type RelayStream } from '../../../server/relay/index.ts';
import { startUpstream, type Upstream } from '../../support/upstream.ts';

const QUERY = '?token=0123abcd&expires=1900000000&user=7';
const REF_URI = /^(r\/)?[A-Za-z0-9_-]{22}\.[a-z0-9]+\?token=0123abcd&expires=1900000000&user=7$/;

let upstream: Upstream;
const relays: Relay[] = [];
let clock = 1_800_000_000_000;

function relayWith(options: Partial<RelayOptions> = {}): Relay {
  const relay = createRelay({ secret: 'test-secret', now: () => clock, ...options });
  relays.push(relay);
  return relay;
}

const body = (answer: RelayAnswer) => {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${answer.message}`);
  return answer.body.toString('utf8');
};
/** Segment lines and URI attributes, in order. */
const urisOf = (text: string) => text.split('\n').flatMap((line) => (line.startsWith('#') ? [...line.matchAll(/URI="([^"]*)"/g)].map((m) => m[1]!) : line ? [line] : []));
/** The file name a route would pass for a URI of a relayed playlist. */
const fileOf = (uri: string) => uri.replace(/\?.*$/, '').replace(/^r\//, '');

function expectNoUpstream(text: string) {
  const { host } = new URL(upstream.url);
  expect(text).not.toContain(host);
  expect(text).not.toContain('127.0.0.1');
  expect(text).not.toMatch(/[a-z]+:\/\//i);
  expect(text).not.toMatch(/\/fx\/|\/abs\/|seg4\d|packed|keys\//);
}

function lastRequest(path: string) {
  const found = upstream.requests.filter((r) => r.path === path).at(-1);
  expect(found, `upstream got no request for ${path}`).toBeDefined();
  return found!;
}

beforeAll(async () => {
  upstream = await startUpstream();
  const u = upstream.url;
  const pl = 'application/vnd.apple.mpegurl';
  upstream.route(
    '/fx/master.m3u8',
    [
      '#EXTM3U',
      `## made by the packager at ${u}/fx/secret`,
      '#EXT-X-VERSION:6',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-SESSION-DATA:DATA-ID="com.example.info",URI="info.json"',
      '#EXT-X-SESSION-KEY:METHOD=AES-128,URI="keys/session.key"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",DEFAULT=YES,URI="audio/en.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Deutsch",URI="/fx/audio/de.m3u8"',
      '#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC1",INSTREAM-ID="CC1"',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aud"',
      'low/media.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=1280x720,AUDIO="aud"',
      `${u}/fx/high/media.m3u8?sig=xyz`,
      '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=100000,URI="iframes.m3u8"',
      '#EXT-X-CONTENT-STEERING:SERVER-URI="/steer.json"',
    ].join('\n'),
    pl,
  );
  upstream.route(
    '/fx/low/media.m3u8',
    [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MEDIA-SEQUENCE:39',
      '#EXT-X-DISCONTINUITY-SEQUENCE:3',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="../keys/k1.key"',
      '#EXTINF:2.0,',
      'file:///etc/passwd',
      '#EXTINF:2.0,',
      'seg40.m4s',
      '#EXTINF:2.0,',
      '/fx/low/seg41.m4s',
      '#EXTINF:2.0,',
      `${u}/abs/seg42.m4s`,
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-KEY:METHOD=AES-128,URI="../keys/k2.key",IV=0x0000000000000000000000000000abcd',
      '#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:00.000Z',
      `#EXT-X-DATERANGE:ID="ad",START-DATE="2026-01-01T00:00:00.000Z",X-ASSET-URI="${u}/ad.m3u8"`,
      '#EXTINF:2.0,',
      'seg43.m4s',
      '#EXT-X-KEY:METHOD=NONE',
      '#EXT-X-BYTERANGE:1000@0',
      '#EXTINF:2.0,',
      'packed.m4s',
      '#EXT-X-BYTERANGE:500',
      '#EXTINF:2.0,',
      'packed.m4s',
      '#EXT-X-PART:DURATION=0.5,URI="part1.m4s"',
      '#EXT-X-PRELOAD-HINT:TYPE=PART,URI="part2.m4s"',
    ].join('\n'),
    pl,
  );
  for (const p of ['/fx/low/init.mp4', '/fx/low/seg40.m4s', '/fx/low/seg41.m4s', '/abs/seg42.m4s', '/fx/low/seg43.m4s', '/fx/keys/k1.key', '/fx/keys/k2.key', '/fx/keys/session.key']) upstream.route(p, `bytes of ${p}`);
  upstream.route('/fx/low/packed.m4s', Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 251)));
  upstream.route('/fx/high/media.m3u8', '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:7\n#EXTINF:2,\nseg7.ts\n', pl);
  upstream.route('/fx/high/seg7.ts', 'bytes of high 7');
  upstream.route('/fx/audio/en.m3u8', '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:7\n#EXTINF:2,\nen7.aac\n', pl);
  upstream.route('/fx/audio/en7.aac', 'bytes of en 7');
  upstream.route('/fx/plain.m3u8', ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:1', ...[1, 2, 3, 4, 5, 6].flatMap((n) => ['#EXTINF:2,', `p${n}.ts`])].join('\n'), pl);
  for (const n of [1, 2, 3, 4, 5, 6]) upstream.route(`/fx/p${n}.ts`, `plain ${n}`);
  // 40 kB segments for the cache's byte bound.
  upstream.route('/big/media.m3u8', ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:1', ...[1, 2, 3, 4, 5, 6].flatMap((n) => ['#EXTINF:2,', `s${n}.ts`])].join('\n'), pl);
  for (const n of [1, 2, 3, 4, 5, 6]) upstream.route(`/big/s${n}.ts`, Buffer.alloc(40_000, n));
  upstream.redirect('/go/live.m3u8', '/moved/deep/media.m3u8');
  upstream.route('/moved/deep/media.m3u8', '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:3\n#EXTINF:2,\nseg3.ts\n', pl);
  upstream.route('/moved/deep/seg3.ts', 'bytes of moved 3');
  upstream.route('/html/page.m3u8', '<!doctype html><title>Login</title>', 'text/html');
  upstream.route('/hangseg/media.m3u8', '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:1\n#EXTINF:2,\n/slow/seg1.ts\n', pl);
  upstream.mode('/down/', 'fail');
  upstream.mode('/slow/', 'hang');
});

afterAll(async () => {
  await Promise.all(relays.map((r) => r.close()));
  await upstream?.close();
});

const fx = (): RelayStream[] => [{ url: `${upstream.url}/fx/master.m3u8` }];

describe('rewriting', () => {
  test('the master keeps its renditions and attributes, names each by an opaque ref with the viewer query, and drops what it cannot relay', async () => {
    const relay = relayWith();
    const text = body(await relay.master(1, fx(), QUERY));
    expectNoUpstream(text);
    expect(text.startsWith('#EXTM3U\n')).toBe(true);
    expect(text).toContain('#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2",AUDIO="aud"\nr/');
    expect(text).toContain('#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC1",INSTREAM-ID="CC1"');
    expect(text).not.toMatch(/SESSION-DATA|CONTENT-STEERING|packager/);
    const uris = urisOf(text);
    // session key, 2 audio renditions, 2 variants, the I-frame playlist
    expect(uris).toHaveLength(6);
    for (const uri of uris) expect(uri).toMatch(REF_URI);
    expect(uris[0]).toMatch(/\.key\?/);
    expect(uris.slice(1).every((u) => u.includes('.m3u8?'))).toBe(true);
    expect(new Set(uris).size).toBe(6);
  });

  test('the same master twice names everything the same (refs are stable, so players and caches see stable URLs)', async () => {
    const relay = relayWith();
    const a = body(await relay.master(1, fx(), QUERY));
    clock += 5000;
    expect(body(await relay.master(1, fx(), QUERY))).toBe(a);
  });

  test('a rendition playlist: relative, root-relative and absolute segments, init segment, keys (implicit IV made explicit), byte ranges; nothing upstream left', async () => {
    const relay = relayWith();
    const master = body(await relay.master(1, fx(), QUERY));
    const low = urisOf(master).find((u, i, all) => i === all.length - 3)!; // the first variant
    const text = body(await relay.file(1, fx(), fileOf(low), QUERY));
    expectNoUpstream(text);
    expect(text).toMatch(/#EXT-X-MEDIA-SEQUENCE:40\n#EXT-X-DISCONTINUITY-SEQUENCE:3\n/);
    expect(text).not.toMatch(/file:|passwd|EXT-X-PART|PRELOAD|DATERANGE|BYTERANGE/);
    expect(text).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-01-01T00:00:00.000Z');
    expect(text.match(/^#EXT-X-DISCONTINUITY$/gm)).toHaveLength(1);
    const keyLines = text.split('\n').filter((l) => l.startsWith('#EXT-X-KEY'));
    expect(keyLines.map((l) => /IV=(0x[0-9a-f]+)/.exec(l)?.[1] ?? l)).toEqual([
      '0x00000000000000000000000000000028',
      '0x00000000000000000000000000000029',
      '0x0000000000000000000000000000002a',
      '0x0000000000000000000000000000abcd',
      '#EXT-X-KEY:METHOD=NONE',
    ]);
    const uris = urisOf(text);
    for (const uri of uris) expect(uri).toMatch(REF_URI);
    // What each relayed URI fetches upstream, in playlist order.
    const expected = [
      ['/fx/keys/k1.key', 'application/octet-stream'],
      ['/fx/low/init.mp4', 'video/mp4'],
      ['/fx/low/seg40.m4s', 'video/iso.segment'],
      ['/fx/keys/k1.key', 'application/octet-stream'],
      ['/fx/low/seg41.m4s', 'video/iso.segment'],
      ['/fx/keys/k1.key', 'application/octet-stream'],
      ['/abs/seg42.m4s', 'video/iso.segment'],
      ['/fx/keys/k2.key', 'application/octet-stream'],
      ['/fx/low/seg43.m4s', 'video/iso.segment'],
    ] as const;
    for (const [i, [path, type]] of expected.entries()) {
      const answer = await relay.file(1, fx(), fileOf(uris[i]!), QUERY);
      expect(answer.status).toBe(200);
      if (answer.status !== 200) continue;
      expect(answer.body.toString()).toBe(`bytes of ${path}`);
      expect(answer.headers['content-type']).toBe(type);
    }
    const packed = Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 251));
    const first = await relay.file(1, fx(), fileOf(uris[9]!), QUERY);
    const second = await relay.file(1, fx(), fileOf(uris[10]!), QUERY);
    expect(first.status === 200 && first.body.equals(packed.subarray(0, 1000))).toBe(true);
    expect(second.status === 200 && second.body.equals(packed.subarray(1000, 1500))).toBe(true);
    expect(lastRequest('/fx/low/packed.m4s').headers.range).toBe('bytes=1000-1499');
  });

  test('an absolute variant URL with its own query, and an EXT-X-MEDIA rendition, resolve their relative segments against themselves', async () => {
    const relay = relayWith();
    const uris = urisOf(body(await relay.master(1, fx(), QUERY)));
    const high = body(await relay.file(1, fx(), fileOf(uris[4]!), QUERY));
    const highSegment = await relay.file(1, fx(), fileOf(urisOf(high)[0]!), QUERY);
    expect(highSegment.status === 200 && highSegment.body.toString()).toBe('bytes of high 7');
    const english = body(await relay.file(1, fx(), fileOf(uris[1]!), QUERY));
    const audio = urisOf(english)[0]!;
    expect(audio).toMatch(/\.aac\?/);
    const answer = await relay.file(1, fx(), fileOf(audio), QUERY);
    expect(answer.status === 200 && [answer.body.toString(), answer.headers['content-type']]).toEqual(['bytes of en 7', 'audio/aac']);
  });

  test('a stream URL that is a media playlist gets a one-rendition master made for it', async () => {
    const relay = relayWith();
    const streams = [{ url: `${upstream.url}/fx/high/media.m3u8` }];
    const master = body(await relay.master(2, streams, QUERY));
    expect(master).toMatch(/^#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=\d+\nr\/[A-Za-z0-9_-]{22}\.m3u8\?token=/);
    const media = body(await relay.file(2, streams, fileOf(urisOf(master)[0]!), QUERY));
    expect(media).toContain('#EXT-X-MEDIA-SEQUENCE:7');
  });

  test('redirects are followed and the final URL is the base for relative URIs', async () => {
    const relay = relayWith();
    const streams = [{ url: `${upstream.url}/go/live.m3u8` }];
    const master = body(await relay.master(3, streams, QUERY));
    const media = body(await relay.file(3, streams, fileOf(urisOf(master)[0]!), QUERY));
    expectNoUpstream(media);
    const segment = await relay.file(3, streams, fileOf(urisOf(media)[0]!), QUERY);
    expect(segment.status === 200 && segment.body.toString()).toBe('bytes of moved 3');
  });
});

describe('renditions by slot', () => {
  test('a slot missing on another upstream takes the nearest of its kind: the highest below, else the lowest above', () => {
    const slots = new Map([
      ['v0', 'low'],
      ['v1', 'mid'],
      ['audio2', 'fr'],
      ['audio3', 'de'],
    ]);
    expect(['v1', 'v5', 'audio0', 'audio4', 'subtitles0'].map((slot) => pickSlot(slots, slot))).toEqual(['mid', 'mid', 'fr', 'de', undefined]);
  });
});

describe('refs', () => {
  test('a ref the relay has not issued, one of another channel, a known ref with another extension, or a malformed name: 404', async () => {
    const relay = relayWith();
    const uris = urisOf(body(await relay.file(1, fx(), fileOf(urisOf(body(await relay.master(1, fx(), QUERY)))[3]!), QUERY)));
    const segment = fileOf(uris.find((u) => u.includes('.m4s'))!);
    expect((await relay.file(1, fx(), segment, QUERY)).status).toBe(200);
    for (const file of ['AAAAAAAAAAAAAAAAAAAAAA.ts', segment.replace('.m4s', '.ts'), '../../etc/passwd', 'short.ts', `${segment}x`]) {
      const answer = await relay.file(1, fx(), file, QUERY);
      expect({ file, status: answer.status }).toEqual({ file, status: 404 });
    }
    expect((await relay.file(9, fx(), segment, QUERY)).status).toBe(404);
    // Another relay (another secret) never issued it either.
    expect((await relayWith({ secret: 'other' }).file(1, fx(), segment, QUERY)).status).toBe(404);
  });

  test('refs are bounded per channel: the oldest age out (404) as newer ones are issued', async () => {
    const relay = relayWith({ refsPerChannel: 4 });
    const streams = [{ url: `${upstream.url}/fx/plain.m3u8` }];
    const master = body(await relay.master(4, streams, QUERY));
    const uris = urisOf(body(await relay.file(4, streams, fileOf(urisOf(master)[0]!), QUERY)));
    expect(uris).toHaveLength(6);
    const statuses = [];
    for (const uri of uris) statuses.push((await relay.file(4, streams, fileOf(uri), QUERY)).status);
    expect(statuses).toEqual([404, 404, 200, 200, 200, 200]);
    expect(relay.status(4)?.issuedRefs).toBe(4);
  });

  test('a malformed viewer query is refused rather than written into playlists', async () => {
    const relay = relayWith();
    for (const query of ['?a=1\n#EXT-X-ENDLIST', '?a="x"', 'token=1']) expect((await relay.master(1, fx(), query)).status).toBe(400);
    expect((await relay.master(1, fx(), '')).status).toBe(200);
  });
});

describe('upstream requests', () => {
  test("the stream's user-agent, referer and origin reach the upstream with every playlist and segment request; a default user-agent otherwise", async () => {
    const relay = relayWith();
    const headers = { 'user-agent': 'VLC/3.0.20 LibVLC/3.0.20', referer: 'https://example.org/player', origin: 'https://example.org' };
    const streams = [{ url: `${upstream.url}/fx/high/media.m3u8`, headers }];
    const media = body(await relay.file(5, streams, fileOf(urisOf(body(await relay.master(5, streams, QUERY)))[0]!), QUERY));
    expect((await relay.file(5, streams, fileOf(urisOf(media)[0]!), QUERY)).status).toBe(200);
    for (const path of ['/fx/high/media.m3u8', '/fx/high/seg7.ts']) {
      const seen = lastRequest(path).headers;
      expect([seen['user-agent'], seen.referer, seen.origin]).toEqual([headers['user-agent'], headers.referer, headers.origin]);
    }
    clock += 2000;
    await relayWith().master(6, [{ url: `${upstream.url}/fx/high/media.m3u8` }], QUERY);
    expect(lastRequest('/fx/high/media.m3u8').headers['user-agent']).toBe('FTV-relay/1.0');
  });

  test('a playlist is fetched once per half target duration (at most 1 s) however often it is asked for', async () => {
    const relay = relayWith();
    const streams = [{ url: `${upstream.url}/fx/plain.m3u8` }];
    const file = fileOf(urisOf(body(await relay.master(7, streams, QUERY)))[0]!);
    clock += 5000;
    const before = upstream.count(/^\/fx\/plain\.m3u8$/);
    await Promise.all(Array.from({ length: 50 }, () => relay.file(7, streams, file, QUERY)));
    await relay.file(7, streams, file, QUERY);
    clock += 999;
    await relay.file(7, streams, file, QUERY);
    expect(upstream.count(/^\/fx\/plain\.m3u8$/) - before).toBe(1);
    clock += 2;
    await relay.file(7, streams, file, QUERY);
    expect(upstream.count(/^\/fx\/plain\.m3u8$/) - before).toBe(2);
  });

  test('the segment cache holds at most its byte budget (least recently used out) and keeps a segment for its TTL', async () => {
    const relay = relayWith({ segmentCacheBytes: 200_000, segmentTtlMs: 30_000 });
    const streams = [{ url: `${upstream.url}/big/media.m3u8` }];
    const uris = urisOf(body(await relay.file(8, streams, fileOf(urisOf(body(await relay.master(8, streams, QUERY)))[0]!), QUERY)));
    const get = (n: number) => relay.file(8, streams, fileOf(uris[n - 1]!), QUERY);
    const fetchesOf = (n: number) => upstream.count(new RegExp(`^/big/s${n}\\.ts$`));
    for (const n of [1, 2, 3, 4, 5, 6]) expect((await get(n)).status).toBe(200);
    expect(relay.counters().segmentCacheBytes).toBeLessThanOrEqual(200_000);
    expect(relay.counters().segmentCacheBytes).toBeGreaterThan(120_000);
    await get(6);
    await get(1);
    expect([fetchesOf(6), fetchesOf(1)]).toEqual([1, 2]);
    clock += 30_001;
    await get(6);
    expect(fetchesOf(6)).toBe(2);
  });

  test('TimedLru: byte bound, LRU order, expiry, and no room for an answer larger than a quarter of the budget', () => {
    let t = 0;
    // Each entry below costs 200 bytes + key, URL and overhead (458): a fifth overflows 2000.
    const cache = new TimedLru(2000, () => t);
    const value = (n: number) => ({ body: Buffer.alloc(n), url: 'u', mpegts: false });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, value(200), 1000);
    cache.get('a');
    cache.set('e', value(200), 1000);
    expect(cache.bytes).toBeLessThanOrEqual(2000);
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => Boolean(cache.get(key)))).toEqual([true, false, true, true, true]);
    // More than a quarter of the budget: shared while in flight, never kept.
    cache.set('huge', value(300), 1000);
    expect(cache.get('huge')).toBeUndefined();
    t = 1000;
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('upstream failures', () => {
  const closedPort = async () => {
    const server = http.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((r) => server.close(() => r()));
    return port;
  };

  test('an error status, a non-HLS answer, a refused connection: 502 naming the problem, never the upstream', async () => {
    const relay = relayWith();
    const port = await closedPort();
    const cases: Array<[string, RegExp]> = [
      [`${upstream.url}/down/master.m3u8`, /^upstream answered HTTP 503$/],
      [`${upstream.url}/nothing/here.m3u8`, /^upstream answered HTTP 404$/],
      [`${upstream.url}/html/page.m3u8`, /^upstream answer is not an HLS playlist$/],
      [`http://127.0.0.1:${port}/live.m3u8`, /^upstream could not be reached \(ECONNREFUSED\)$/],
    ];
    for (const [n, [url, message]] of cases.entries()) {
      const answer = await relay.master(100 + n, [{ url }], QUERY);
      expect(answer.status).toBe(502);
      if (answer.status === 200) continue;
      expect(answer.message).toMatch(message);
      expect(answer.message).not.toMatch(/127\.0\.0\.1|down|nothing|html|:\/\//);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  test('an upstream that does not answer: 504 after the playlist timeout, and a hung segment 504 after the segment timeout', async () => {
    const relay = relayWith({ playlistTimeoutMs: 300, segmentTimeoutMs: 400 });
    const started = Date.now();
    const answer = await relay.master(110, [{ url: `${upstream.url}/slow/master.m3u8` }], QUERY);
    expect(answer.status).toBe(504);
    expect(answer.status !== 200 && answer.message).toBe('upstream did not answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(2000);
    const streams = [{ url: `${upstream.url}/hangseg/media.m3u8` }];
    const media = body(await relay.file(111, streams, fileOf(urisOf(body(await relay.master(111, streams, QUERY)))[0]!), QUERY));
    const segment = await relay.file(111, streams, fileOf(urisOf(media)[0]!), QUERY);
    expect(segment.status !== 200 && [segment.status, segment.message]).toEqual([504, 'upstream did not answer within 0.4 s']);
  });

  test('a process too busy to read an answer in time does not blame the upstream: its deadline counts time the process could run', async () => {
    // An upstream that answers at once, then blocks this process's event loop well past the deadline before the answer is read.
    const busy = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end('#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\nseg1.ts\n');
      setImmediate(() => {
        const until = Date.now() + 900;
        while (Date.now() < until) Math.sqrt(Math.random());
      });
    });
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    try {
      const relay = relayWith({ playlistTimeoutMs: 300, allowPrivateDestinations: true });
      const answer = await relay.master(112, [{ url: `http://127.0.0.1:${(busy.address() as AddressInfo).port}/busy/media.m3u8` }], QUERY);
      expect(answer.status !== 200 && answer.message).toBe(false);
    } finally {
      busy.close();
    }
  });

  test('every upstream of a channel failing: one answer naming each distinct problem (504 only when all timed out)', async () => {
    const relay = relayWith({ playlistTimeoutMs: 300 });
    const mixed = await relay.master(120, [{ url: `${upstream.url}/down/a.m3u8` }, { url: `${upstream.url}/slow/b.m3u8` }], QUERY);
    expect(mixed.status !== 200 && [mixed.status, mixed.message]).toEqual([502, 'all 2 upstreams failed: upstream answered HTTP 503; upstream did not answer within 0.3 s']);
    const slow = await relay.master(121, [{ url: `${upstream.url}/slow/a.m3u8` }, { url: `${upstream.url}/slow/b.m3u8` }], QUERY);
    expect(slow.status).toBe(504);
  });

  test('health: what viewer traffic found, with when it began; a probe for a channel not watched lately', async () => {
    const relay = relayWith();
    await relay.master(130, [{ url: `${upstream.url}/down/x.m3u8` }], QUERY);
    const down = await relay.health(130);
    expect(down).toEqual({ available: false, reason: 'upstream answered HTTP 503', since: Math.floor(clock / 1000) });
    expect(await relay.health(131)).toMatchObject({ available: false, reason: 'not checked yet' });
    const probes = relay.counters().probes;
    expect(await relay.health(131, fx())).toEqual({ available: true, since: Math.floor(clock / 1000) });
    expect(relay.counters().probes).toBe(probes + 1);
    // Fresh enough: no new probe.
    clock += 10_000;
    expect((await relay.health(131, fx())).available).toBe(true);
    expect(relay.counters().probes).toBe(probes + 1);
    clock += 30_000;
    const since = (await relay.health(131, fx())).since;
    expect(relay.counters().probes).toBe(probes + 2);
    expect(since).toBe(Math.floor((clock - 40_000) / 1000));
    expect(await relay.probe(132, [{ url: `${upstream.url}/down/a.m3u8` }, { url: `${upstream.url}/nothing.m3u8` }])).toMatchObject({
      available: false,
      reason: 'all 2 upstreams failed: upstream answered HTTP 503; upstream answered HTTP 404',
    });
  });

  test('a stream URL that is not http(s) is never opened: 502 naming the scheme', async () => {
    const relay = relayWith();
    for (const url of ['file:///etc/passwd', 'rtmp://example.org/live']) {
      const answer = await relay.master(150, [{ url }], QUERY);
      expect(answer.status !== 200 && [answer.status, answer.message]).toEqual([502, `upstream scheme ${url.split('/')[0]} is not relayed: only http(s)`]);
    }
  });

  test('a channel without streams is a 404, not an error', async () => {
    const relay = relayWith();
    expect((await relay.master(140, [], QUERY)).status).toBe(404);
    expect(await relay.health(140, [])).toMatchObject({ available: false });
  });
});
