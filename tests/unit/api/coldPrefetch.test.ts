// coldPrefetch.test.ts — the cold watch page's inline prefetch: what it asks for and in which order, and that the transport and the player's loader each take its answers once, only for the very same request.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { COLD_PREFETCH_ANSWER_TTL_MS, COLD_PREFETCH_GLOBAL, COLD_PREFETCH_TTL_MS, prefetchedStreamLink, takePrefetchedAnswer, takePrefetchedMedia } from '../../../src/api/coldPrefetch.ts';
import { coldWatchPrefetch, type ColdPrefetchOptions } from '../../../src/api/coldPrefetchScript.ts';
import { createTransport } from '../../../src/api/transport.ts';

const ORIGIN = 'http://tv.test';
const OPTIONS: ColdPrefetchOptions = {
  globalName: COLD_PREFETCH_GLOBAL,
  watchPath: '^\\/tv\\/([1-9][0-9]{0,9})\\/?$',
  sessionKeyItem: 'ftv_session_key',
  tokenItem: 'ftv_access_token',
  liveSyncDurationCount: 2,
};
const MASTER = ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=2800000,RESOLUTION=1280x720', '720p/index.m3u8?t=1', '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360', '360p/index.m3u8?t=1'].join('\n');
// Five 2 s segments with a 2 s target: two target durations before the live edge is the start of the fourth.
const LIVE = ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:10', ...[10, 11, 12, 13, 14].flatMap((n) => ['#EXTINF:2.000,', `${n}.ts?t=1`])].join('\n');

let asked: { url: string; headers: Record<string, string> }[];
let stored: Record<string, string>;

function install(files: Record<string, string | ArrayBuffer | null>) {
  const fetchFake = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(async (input, init) => {
    const url = new URL(input, ORIGIN).href;
    asked.push({ url: url.replace(ORIGIN, ''), headers: { ...(init?.headers as Record<string, string> | undefined) } });
    const body = files[url.replace(ORIGIN, '').replace(/\?.*$/, '')];
    if (body === undefined || body === null) return new Response('no', { status: 404 });
    const response = new Response(body, { status: 200 });
    Object.defineProperty(response, 'url', { value: url });
    return response;
  });
  vi.stubGlobal('fetch', fetchFake);
  return fetchFake;
}

/** Lets every pending step of the chain run. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  asked = [];
  stored = { ftv_session_key: 'key-1', ftv_access_token: 'token-1' };
  vi.stubGlobal('location', new URL(`${ORIGIN}/tv/101`));
  vi.stubGlobal('localStorage', { getItem: (name: string) => stored[name] ?? null });
  vi.stubGlobal('window', globalThis);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[COLD_PREFETCH_GLOBAL];
});

const CHANNEL = JSON.stringify({ id: 101, streams: [{ url: '/media/live/101/master.m3u8?t=1' }] });

test('asks for the answer, the master playlist, the lowest rendition and the segment the player starts on, in that order', async () => {
  install({ '/tv/api/channel/101': CHANNEL, '/media/live/101/master.m3u8': MASTER, '/media/live/101/360p/index.m3u8': LIVE, '/media/live/101/360p/13.ts': new ArrayBuffer(8) });
  coldWatchPrefetch(OPTIONS);
  await settle();
  expect(asked.map((a) => a.url)).toEqual(['/tv/api/channel/101?session_key=key-1', '/media/live/101/master.m3u8?t=1', '/media/live/101/360p/index.m3u8?t=1', '/media/live/101/360p/13.ts?t=1']);
  expect(asked[0]?.headers).toEqual({ 'ftv-token': 'token-1', accept: 'application/json' });
  // The picture's chunk starts the stream on the link the answer gave (app/coldStart.ts).
  const link = prefetchedStreamLink();
  expect(link?.channelId).toBe(101);
  expect(await link?.link).toBe('/media/live/101/master.m3u8?t=1');
  const segment = await takePrefetchedMedia(`${ORIGIN}/media/live/101/360p/13.ts?t=1`);
  expect(segment?.body).toBeInstanceOf(ArrayBuffer);
  expect(segment!.loadedAt).toBeGreaterThanOrEqual(segment!.requestedAt);
  expect(typeof (await takePrefetchedMedia(`${ORIGIN}/media/live/101/master.m3u8?t=1`))?.body).toBe('string');
  // Each once: the player's later requests for the same files go to the network.
  expect(takePrefetchedMedia(`${ORIGIN}/media/live/101/360p/13.ts?t=1`)).toBeNull();
});

test('nothing is asked for off a watch path, for a catch-up, or without a stored session (the app starts one first)', async () => {
  install({});
  vi.stubGlobal('location', new URL(`${ORIGIN}/guide`));
  coldWatchPrefetch(OPTIONS);
  vi.stubGlobal('location', new URL(`${ORIGIN}/tv/101?from=1700000000`));
  coldWatchPrefetch(OPTIONS);
  vi.stubGlobal('location', new URL(`${ORIGIN}/tv/101`));
  stored = {};
  coldWatchPrefetch(OPTIONS);
  await settle();
  expect(asked).toEqual([]);
  expect(takePrefetchedAnswer('/tv/api/channel/101?session_key=key-1', '')).toBeNull();
});

test('a refused answer (a channel not included) asks for no stream', async () => {
  install({});
  coldWatchPrefetch(OPTIONS);
  await settle();
  expect(asked.map((a) => a.url)).toEqual(['/tv/api/channel/101?session_key=key-1']);
  expect(await prefetchedStreamLink()?.link).toBeNull();
});

test('the transport uses the prefetched answer for the very same GET, once; another key or token goes to the network', async () => {
  const fetchFake = install({ '/tv/api/channel/101': CHANNEL });
  coldWatchPrefetch(OPTIONS);
  await settle();
  const before = fetchFake.mock.calls.length;
  const transport = createTransport();
  expect(takePrefetchedAnswer('/tv/api/channel/101?session_key=key-1', 'another-token')).toBeNull();
  const body = (await transport.send({ method: 'GET', path: '/tv/api/channel/101' }, 'key-1', 'token-1')) as { id: number };
  expect(body.id).toBe(101);
  // The master playlist and so on were asked for by the prefetch itself; the transport asked for nothing.
  expect(fetchFake.mock.calls.slice(before)).toEqual([]);
  await transport.send({ method: 'GET', path: '/tv/api/channel/101' }, 'key-1', 'token-1');
  expect(fetchFake.mock.calls.length).toBe(before + 1);
});

test('on a slow start the answer and its link are still taken for a minute, where a live file older than 10 s is not', async () => {
  install({ '/tv/api/channel/101': CHANNEL, '/media/live/101/master.m3u8': MASTER, '/media/live/101/360p/index.m3u8': LIVE, '/media/live/101/360p/13.ts': new ArrayBuffer(8) });
  coldWatchPrefetch(OPTIONS);
  await settle();
  const state = (globalThis as Record<string, unknown>)[COLD_PREFETCH_GLOBAL] as { at: number };
  // The app's code arrived 30 s after the inline script ran (a busy machine).
  state.at -= COLD_PREFETCH_TTL_MS + 20_000;
  expect(takePrefetchedMedia(`${ORIGIN}/media/live/101/360p/13.ts?t=1`)).toBeNull();
  expect(await prefetchedStreamLink()?.link).toBe('/media/live/101/master.m3u8?t=1');
  expect(takePrefetchedAnswer('/tv/api/channel/101?session_key=key-1', 'token-1')).not.toBeNull();
  // After a minute, the link is not offered either.
  state.at -= COLD_PREFETCH_ANSWER_TTL_MS;
  expect(prefetchedStreamLink()).toBeNull();
});

test('the player asking for the master playlist before the script has read the answer waits for it, and takes the file it asks for then', async () => {
  install({ '/tv/api/channel/101': CHANNEL, '/media/live/101/master.m3u8': MASTER, '/media/live/101/360p/index.m3u8': LIVE, '/media/live/101/360p/13.ts': new ArrayBuffer(8) });
  coldWatchPrefetch(OPTIONS);
  // At once, before any answer: the app has read its own copy of the answer first.
  const master = takePrefetchedMedia(`${ORIGIN}/media/live/101/master.m3u8?t=1`);
  const other = takePrefetchedMedia(`${ORIGIN}/media/live/101/720p/index.m3u8?t=1`);
  expect(master).not.toBeNull();
  expect(typeof (await master)?.body).toBe('string');
  // One not among the script's files resolves to nothing: the player then asks for it itself.
  expect(await other).toBeNull();
  await settle();
  expect(asked.filter((a) => a.url.includes('master.m3u8'))).toHaveLength(1);
  // Once the link is known, a file never named is null at once.
  expect(takePrefetchedMedia(`${ORIGIN}/media/live/101/720p/index.m3u8?t=1`)).toBeNull();
});
