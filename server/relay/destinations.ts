// destinations.ts (relay) — where FTV may be led to fetch from: the operator's own hosts always, anything else only on public addresses (no loopback, private, link-local… : SSRF), checked on every redirect and pinned at connect time.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { UpstreamError } from './errors.ts';

/** What a fetch may reach. */
export interface Destinations {
  /** `host:port` keys (see hostKey) the operator named: reached whatever their address. */
  trusted: ReadonlySet<string>;
  /** Any address is allowed (FTV_RELAY_ALLOW_PRIVATE=1): an operator whose upstreams name other LAN hosts. */
  allowPrivate: boolean;
}

const RULES: ReadonlyArray<[string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'special-purpose'],
  ['192.0.2.0', 24, 'ipv4', 'documentation'],
  ['192.88.99.0', 24, 'ipv4', 'special-purpose'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['198.51.100.0', 24, 'ipv4', 'documentation'],
  ['203.0.113.0', 24, 'ipv4', 'documentation'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['::ffff:0:0', 96, 'ipv6', 'IPv4-mapped'],
  ['64:ff9b::', 96, 'ipv6', 'NAT64'],
  ['64:ff9b:1::', 48, 'ipv6', 'NAT64'],
  ['100::', 64, 'ipv6', 'discard'],
  ['2001::', 23, 'ipv6', 'special-purpose'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
  ['2002::', 16, 'ipv6', '6to4'],
  ['fc00::', 7, 'ipv6', 'private (unique local)'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];
const LISTS: ReadonlyArray<[net.BlockList, 'ipv4' | 'ipv6', string]> = RULES.map(([address, prefix, family, label]) => {
  const list = new net.BlockList();
  list.addSubnet(address, prefix, family);
  return [list, family, label];
});

/** What kind of special address `ip` is, or null for an ordinary public one. */
export function specialKind(ip: string): string | null {
  const family = net.isIP(ip);
  if (!family) return 'malformed';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // An IPv6 address is checked against the IPv4 rules too (BlockList sees ::ffff:127.0.0.1 as 127.0.0.1); an IPv4 one only
  // against those (BlockList would also match it against ::ffff:0:0/96).
  for (const [list, family, label] of LISTS) if ((type === 'ipv6' || family === 'ipv4') && list.check(ip, type)) return label;
  return null;
}

/** `hostname:port` of an http(s) URL, the port made explicit (http://a/ and http://a:80/ are the same host). */
export function hostKey(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return `${u.hostname.toLowerCase()}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;
  } catch {
    return null;
  }
}

export function destinationsOf(urls: Iterable<string>, allowPrivate: boolean): Destinations {
  const trusted = new Set<string>();
  for (const url of urls) {
    const key = hostKey(url);
    if (key) trusted.add(key);
  }
  return { trusted, allowPrivate };
}

const refused = (kind: string) =>
  new UpstreamError(502, `upstream destination refused: ${kind} address that the channel's own upstream does not name (FTV_RELAY_ALLOW_PRIVATE=1 allows it)`);

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

function lookupAll(hostname: string): Promise<dns.LookupAddress[]> {
  return new Promise((resolve, reject) => dns.lookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));
}

function assertLiteral(url: string): void {
  const host = bare(new URL(url).hostname);
  if (!net.isIP(host)) return;
  const kind = specialKind(host);
  if (kind) throw refused(kind);
}

/** Resolves the URL's host and refuses it when any of its addresses is special (one bad answer is enough: the connection may pick it). */
export async function assertPublic(url: string): Promise<void> {
  const host = bare(new URL(url).hostname);
  if (net.isIP(host)) {
    const kind = specialKind(host);
    if (kind) throw refused(kind);
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await lookupAll(host);
  } catch {
    throw new UpstreamError(502, 'upstream host name does not resolve');
  }
  if (!addresses.length) throw new UpstreamError(502, 'upstream host name does not resolve');
  for (const { address } of addresses) {
    const kind = specialKind(address);
    if (kind) throw refused(kind);
  }
}

/**
 * The lookup the connection itself uses: resolves again, checks again and hands exactly the checked addresses to the
 * socket, so a name that answers a public address to assertPublic and a private one a moment later (DNS rebinding)
 * is still refused.
 */
const checkedLookup = ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    for (const { address } of addresses) {
      const kind = specialKind(address);
      if (kind) return callback(refused(kind));
    }
    if (!addresses.length) return callback(new UpstreamError(502, 'upstream host name does not resolve'));
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}) as unknown as LookupFunction;

const NO_BODY = new Set([204, 205, 304]);

/** A fetch over node:http(s) whose connection goes only to addresses checkedLookup let through (no redirects followed). */
function pinnedFetch(url: string, init: { headers: Record<string, string>; signal: AbortSignal }): Promise<Response> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const request = (u.protocol === 'https:' ? https : http).request(u, { headers: init.headers, signal: init.signal, lookup: checkedLookup }, (res) => {
      const status = res.statusCode ?? 0;
      if (status < 200 || status > 599) {
        res.destroy();
        return reject(new UpstreamError(502, `upstream answered HTTP ${status}`));
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      if (NO_BODY.has(status)) res.resume();
      const body = NO_BODY.has(status) ? null : (Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>);
      resolve(new Response(body, { status, headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * One GET, redirects followed by hand so that every hop is checked against `destinations`: a trusted host is fetched
 * with `fetcher` as is; any other host must resolve to public addresses only and is fetched over a node:http(s)
 * connection whose own lookup checks the addresses it connects to (no window for DNS rebinding). A fetch injected
 * instead of the global one gets resolve-then-check (assertPublic), which a rebinding name could slip past.
 * Without `destinations` (or with allowPrivate) it is a plain fetch following redirects.
 */
export async function openChecked(url: string, init: { headers: Record<string, string>; signal: AbortSignal }, fetcher: typeof fetch, destinations?: Destinations): Promise<{ response: Response; url: string }> {
  if (!destinations || destinations.allowPrivate) {
    const response = await fetcher(url, { ...init, redirect: 'follow' });
    return { response, url: response.url || url };
  }
  let current = url;
  for (let hop = 0; ; hop++) {
    const key = hostKey(current);
    if (!key) throw new UpstreamError(502, 'upstream redirected to a scheme that is not relayed: only http(s)');
    let response: Response;
    if (destinations.trusted.has(key)) {
      response = await fetcher(current, { ...init, redirect: 'manual' });
    } else if (fetcher === globalThis.fetch) {
      // An address literal is checked here (no lookup happens for it); a name by checkedLookup as the socket connects.
      assertLiteral(current);
      response = await pinnedFetch(current, init);
    } else {
      await assertPublic(current);
      response = await fetcher(current, { ...init, redirect: 'manual' });
    }
    const location = REDIRECTS.has(response.status) ? response.headers.get('location') : null;
    if (!location) return { response, url: current };
    await response.body?.cancel().catch(() => {});
    if (hop >= MAX_REDIRECTS) throw new UpstreamError(502, `upstream redirected more than ${MAX_REDIRECTS} times`);
    try {
      current = new URL(location, current).href;
    } catch {
      throw new UpstreamError(502, 'upstream redirected to a malformed address');
    }
  }
}
