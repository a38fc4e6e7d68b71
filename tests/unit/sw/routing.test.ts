// routing.test.ts — the service worker's decision for each request: the shell, a hashed asset, or the network alone (never media or API).
import { describe, expect, test } from 'vitest';
import { API_PREFIXES } from '../../../server/app.ts';
import { NETWORK_ONLY_PREFIXES, routeOf, type RequestLike } from '../../../src/sw/routing.ts';

const ORIGIN = 'https://ftv.example';

function request(pathname: string, { method = 'GET', mode = 'cors', destination = '', headers = {} as Record<string, string> } = {}): RequestLike {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { url: new URL(pathname, ORIGIN).href, method, mode, destination, headers: { get: (name) => lower.get(name.toLowerCase()) ?? null } };
}
const navigation = (pathname: string, extra: Parameters<typeof request>[1] = {}) => request(pathname, { mode: 'navigate', destination: 'document', ...extra });

test('every URL space the provider owns is network-only', () => {
  for (const prefix of API_PREFIXES) expect(NETWORK_ONLY_PREFIXES).toContain(prefix);
  expect(NETWORK_ONLY_PREFIXES).toEqual(expect.arrayContaining(['/admin/api/', '/api/', '/healthz', '/readyz']));
});

describe('API, media, chat and the rest of the provider: network-only, even as a navigation', () => {
  test.each([
    '/tv/api/channels',
    '/tv/api/session?session_key=abc',
    '/tv/api/dvr/list',
    '/api-v2/tvguide/101',
    '/admin/api/lineup',
    '/api/anything',
    '/media/live/101/master.m3u8?token=x&expires=1&user=0',
    '/media/live/101/720p/seg-12.ts',
    '/media/shift/101/sig/3600/720p/seg-1.ts',
    '/media/recordings/7/index.m3u8?token=x',
    '/media/logos/101.png',
    '/media/posters/1.jpg',
    '/messages/101',
    '/messages/101/stream',
    '/checkout-cart',
    '/checkout-cart?plan=1',
    '/dev/mail',
    '/healthz',
    '/readyz',
  ])('%s', (pathname) => {
    expect(routeOf(request(pathname), ORIGIN)).toBe('network-only');
    expect(routeOf(navigation(pathname), ORIGIN)).toBe('network-only');
  });

  test('each prefix, as written and without its trailing slash', () => {
    for (const prefix of NETWORK_ONLY_PREFIXES) {
      expect(routeOf(request(`${prefix}x`), ORIGIN)).toBe('network-only');
      expect(routeOf(navigation(prefix.replace(/\/$/, '')), ORIGIN)).toBe('network-only');
    }
  });
});

describe('whatever the path, never from the worker', () => {
  test('a request with a byte range', () => {
    expect(routeOf(request('/assets/index-AbC123xY.js', { headers: { Range: 'bytes=0-99' } }), ORIGIN)).toBe('network-only');
    expect(routeOf(navigation('/tv/101', { headers: { Range: 'bytes=0-' } }), ORIGIN)).toBe('network-only');
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])('%s', (method) => {
    expect(routeOf(request('/assets/index-AbC123xY.js', { method }), ORIGIN)).toBe('network-only');
    expect(routeOf(navigation('/', { method }), ORIGIN)).toBe('network-only');
  });

  test('an event stream', () => {
    expect(routeOf(request('/somewhere', { headers: { Accept: 'text/event-stream' } }), ORIGIN)).toBe('network-only');
  });

  test('a media element\'s own request', () => {
    for (const destination of ['video', 'audio', 'track']) {
      expect(routeOf(request('/assets/intro-AbC123xY.mp4', { destination }), ORIGIN)).toBe('network-only');
    }
  });

  test('another origin', () => {
    expect(routeOf(request('https://cdn.example/assets/index-AbC123xY.js'), ORIGIN)).toBe('network-only');
    expect(routeOf(navigation('https://elsewhere.example/'), ORIGIN)).toBe('network-only');
  });
});

describe('navigations to app routes get the shell', () => {
  test.each(['/', '/tv/101', '/tvguide', '/channels/news?q=bbc', '/recordings', '/recordings/7', '/admin?tab=sources', '/settings', '/no-such-page'])('%s', (pathname) => {
    expect(routeOf(navigation(pathname), ORIGIN)).toBe('shell');
  });

  test('the same paths fetched (not navigated) are left to the network', () => {
    expect(routeOf(request('/tv/101'), ORIGIN)).toBe('network-only');
    expect(routeOf(request('/'), ORIGIN)).toBe('network-only');
  });
});

describe('hashed assets are cache-first', () => {
  test.each(['/assets/index-DNKd2M0y.js', '/assets/app-DpY2z1Jz.css', '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2'])('%s', (pathname) => {
    expect(routeOf(request(pathname, { destination: 'script' }), ORIGIN)).toBe('asset');
  });

  test('the root files with fixed names are not (they change with each build)', () => {
    for (const pathname of ['/sw.js', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png', '/offline.html']) {
      expect(routeOf(request(pathname), ORIGIN)).toBe('network-only');
    }
  });
});
