// relay-ssrf.test.ts — the relay's destination policy: the channel's own upstream hosts are reached whatever their address, anything else an upstream leads to (playlist URIs, redirects) only on public addresses, unless allowPrivateDestinations.
import dns from 'node:dns';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { assertPublic, hostKey, openChecked, specialKind } from '../../../server/relay/destinations.ts';
import { createRelay, type Relay, type RelayAnswer, type RelayOptions, type RelayStream } from '../../../server/relay/index.ts';
import { startUpstream, type Upstream } from '../../support/upstream.ts';

const QUERY = '?token=t';
const PL = 'application/vnd.apple.mpegurl';

let upstream: Upstream;
/** Another service on loopback (an internal admin page) the channel's upstream does not name as its own. */
let internal: http.Server;
let internalPort = 0;
let internalHits = 0;
const relays: Relay[] = [];

function relayWith(options: Partial<RelayOptions> = {}): Relay {
  const relay = createRelay({ secret: 'ssrf-secret', playlistTimeoutMs: 2000, segmentTimeoutMs: 2000, ...options });
  relays.push(relay);
  return relay;
}

const text = (answer: RelayAnswer) => {
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${answer.message}`);
  return answer.body.toString('utf8');
};
const uris = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));
const fileOf = (uri: string) => uri.replace(/\?.*$/, '').replace(/^r\//, '');

/** The channel's media playlist, then each of its segments as the relay answers them. */
async function segments(relay: Relay, id: number, streams: RelayStream[]): Promise<RelayAnswer[]> {
  const master = text(await relay.master(id, streams, QUERY));
  const media = text(await relay.file(id, streams, fileOf(uris(master)[0]!), QUERY));
  return Promise.all(uris(media).map((uri) => relay.file(id, streams, fileOf(uri), QUERY)));
}

function expectRefused(answer: RelayAnswer) {
  expect(answer.status).toBe(502);
  if (answer.status === 200) return;
  expect(answer.message).toMatch(/destination refused: (loopback|link-local) address/);
  expect(answer.message).not.toMatch(/127\.0\.0\.1|localhost|169\.254|:\/\//);
}

beforeAll(async () => {
  internal = http.createServer((_request, response) => {
    internalHits += 1;
    response.writeHead(200, { 'content-type': 'video/mp2t' }).end('internal secret');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalPort = (internal.address() as AddressInfo).port;
  upstream = await startUpstream();
  const other = `http://127.0.0.1:${internalPort}`;
  const media = (lines: string[]) => ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:1', ...lines.flatMap((l) => ['#EXTINF:2,', l])].join('\n');
  upstream.route('/a/media.m3u8', media(['own1.ts', `${upstream.url}/a/own2.ts`, `${other}/admin.ts`]), PL);
  upstream.route('/a/own1.ts', 'own 1', 'video/mp2t');
  upstream.route('/a/own2.ts', 'own 2', 'video/mp2t');
  upstream.route('/b/media.m3u8', media([`http://localhost:${internalPort}/admin.ts`]), PL);
  upstream.route('/c/media.m3u8', media(['jump.ts', 'meta.ts', 'home.ts']), PL);
  upstream.redirect('/c/jump.ts', `${other}/admin.ts`);
  upstream.redirect('/c/meta.ts', 'http://169.254.169.254/latest/meta-data/');
  upstream.redirect('/c/home.ts', '/a/own1.ts');
  upstream.route('/d/master.m3u8', `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\nhttp://localhost:${internalPort}/media.m3u8\n`, PL);
});

afterAll(async () => {
  await Promise.all(relays.map((r) => r.close()));
  await upstream?.close();
  internal?.closeAllConnections();
  await new Promise<void>((resolve) => internal?.close(() => resolve()));
});

describe('destinations an upstream leads to', () => {
  test('segments on the upstream’s own host:port are relayed; one on another loopback port is refused without a request', async () => {
    const before = internalHits;
    const [own1, own2, admin] = await segments(relayWith(), 1, [{ url: `${upstream.url}/a/media.m3u8` }]);
    expect(own1!.status === 200 && own1!.body.toString()).toBe('own 1');
    expect(own2!.status === 200 && own2!.body.toString()).toBe('own 2');
    expectRefused(admin!);
    expect(internalHits).toBe(before);
  });

  test('a host name that resolves to loopback (localhost) on another port is refused', async () => {
    const before = internalHits;
    const [admin] = await segments(relayWith(), 2, [{ url: `${upstream.url}/b/media.m3u8` }]);
    expectRefused(admin!);
    expect(internalHits).toBe(before);
  });

  test('a redirect to a private or link-local address is refused; one back to the own host is followed', async () => {
    const before = internalHits;
    const [jump, meta, home] = await segments(relayWith(), 3, [{ url: `${upstream.url}/c/media.m3u8` }]);
    expectRefused(jump!);
    expectRefused(meta!);
    expect(home!.status === 200 && home!.body.toString()).toBe('own 1');
    expect(internalHits).toBe(before);
  });

  test('a master whose rendition is on another loopback host is refused at the rendition playlist', async () => {
    const relay = relayWith();
    const streams = [{ url: `${upstream.url}/d/master.m3u8` }];
    const master = text(await relay.master(4, streams, QUERY));
    expect(master).not.toContain('localhost');
    expectRefused(await relay.file(4, streams, fileOf(uris(master)[0]!), QUERY));
  });

  test('with allowPrivateDestinations every address is reached', async () => {
    const relay = relayWith({ allowPrivateDestinations: true });
    const [, , admin] = await segments(relay, 5, [{ url: `${upstream.url}/a/media.m3u8` }]);
    expect(admin!.status === 200 && admin!.body.toString()).toBe('internal secret');
    const [localhost] = await segments(relay, 6, [{ url: `${upstream.url}/b/media.m3u8` }]);
    expect(localhost!.status).toBe(200);
    const [jump] = await segments(relay, 7, [{ url: `${upstream.url}/c/media.m3u8` }]);
    expect(jump!.status === 200 && jump!.body.toString()).toBe('internal secret');
  });

  test('a channel that names the other host as one of its own streams reaches it', async () => {
    const streams = [{ url: `${upstream.url}/a/media.m3u8` }, { url: `http://127.0.0.1:${internalPort}/backup.m3u8` }];
    const [, , admin] = await segments(relayWith(), 8, streams);
    expect(admin!.status === 200 && admin!.body.toString()).toBe('internal secret');
  });
});

describe('address classes', () => {
  test('special ranges are named, public addresses pass', () => {
    const kinds = Object.fromEntries(
      ['127.0.0.1', '10.1.2.3', '172.31.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fd00::1', 'fe80::1', 'ff02::1', '::ffff:7f00:1', '::ffff:808:808', '8.8.8.8', '2606:4700::1111', '100.128.0.1'].map((ip) => [ip, specialKind(ip)]),
    );
    expect(kinds).toMatchObject({ '127.0.0.1': 'loopback', '10.1.2.3': 'private', '172.31.0.1': 'private', '192.168.1.1': 'private', '169.254.169.254': 'link-local', '100.64.0.1': 'shared (CGNAT)', '0.0.0.0': 'unspecified', '224.0.0.1': 'multicast', '255.255.255.255': 'reserved', '::1': 'loopback', '::': 'unspecified', 'fd00::1': 'private (unique local)', 'fe80::1': 'link-local', 'ff02::1': 'multicast', '::ffff:808:808': 'IPv4-mapped', '::ffff:7f00:1': 'loopback' });
    expect([kinds['8.8.8.8'], kinds['2606:4700::1111'], kinds['100.128.0.1']]).toEqual([null, null, null]);
  });

  test('host keys make the default port explicit; IPv6 literals and localhost are checked', async () => {
    expect(hostKey('http://Example.com/x')).toBe('example.com:80');
    expect(hostKey('https://example.com:443/x')).toBe('example.com:443');
    expect(hostKey('file:///etc/passwd')).toBeNull();
    await expect(assertPublic('http://[::1]:8080/')).rejects.toThrow(/loopback/);
    await expect(assertPublic('http://[::ffff:127.0.0.1]/')).rejects.toThrow(/loopback/);
    await expect(assertPublic('http://localhost/')).rejects.toThrow(/loopback/);
    await expect(assertPublic('http://8.8.8.8/')).resolves.toBeUndefined();
  });
});

describe('connections to hosts that are not the channel’s own', () => {
  afterEach(() => void vi.restoreAllMocks());

  /** `cdn.test` resolves to each of `answers` in turn (the last one from then on). */
  function resolveCdnTo(...answers: string[]) {
    const real = dns.lookup.bind(dns);
    let n = 0;
    vi.spyOn(dns, 'lookup').mockImplementation(((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
      if (hostname !== 'cdn.test') return (real as (...args: unknown[]) => void)(hostname, options, callback);
      const address = answers[Math.min(n++, answers.length - 1)]!;
      process.nextTick(() => (options.all ? callback(null, [{ address, family: 4 }]) : callback(null, address, 4)));
    }) as unknown as typeof dns.lookup);
  }
  const none = { trusted: new Set<string>(), allowPrivate: false };
  const init = () => ({ headers: {}, signal: AbortSignal.timeout(2000) });

  test('the addresses are checked by the lookup the connection itself uses: a name resolving to loopback is refused before connecting (no DNS-rebinding window)', async () => {
    resolveCdnTo('127.0.0.1');
    const before = internalHits;
    await expect(openChecked(`http://cdn.test:${internalPort}/admin.ts`, init(), globalThis.fetch, none)).rejects.toThrow(/destination refused: loopback/);
    expect(internalHits).toBe(before);
  });

  test('with a fetch of its own (tests), a name is resolved and checked before the fetch', async () => {
    resolveCdnTo('10.0.0.7');
    let called = 0;
    const fake = (async () => {
      called += 1;
      return new Response('no');
    }) as unknown as typeof fetch;
    await expect(openChecked('http://cdn.test/x.ts', init(), fake, none)).rejects.toThrow(/destination refused: private address/);
    await expect(openChecked('http://[fe80::1]/x.ts', init(), globalThis.fetch, none)).rejects.toThrow(/destination refused: link-local address/);
    expect(called).toBe(0);
  });

  test('the pinned connection fetches, streams the body and follows redirects, each hop checked', async () => {
    // Loopback counts as public here, so that the pinned connection can be seen working without the internet.
    const check = vi.spyOn(net.BlockList.prototype, 'check').mockReturnValue(false);
    resolveCdnTo('127.0.0.1');
    upstream.redirect('/e/hop.ts', `http://cdn.test:${new URL(upstream.url).port}/a/own2.ts`);
    const { response, url } = await openChecked(`http://cdn.test:${new URL(upstream.url).port}/e/hop.ts`, init(), globalThis.fetch, none);
    expect([response.status, response.headers.get('content-type'), await response.text(), url]).toEqual([200, 'video/mp2t', 'own 2', `http://cdn.test:${new URL(upstream.url).port}/a/own2.ts`]);
    expect(check).toHaveBeenCalled();
  });
});
