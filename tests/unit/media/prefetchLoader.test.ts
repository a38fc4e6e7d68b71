// prefetchLoader.test.ts — hls.js's loader answering from a cold page's prefetch: the file with its real timings, the network for everything else and for a prefetch that failed.
import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';
import { beforeEach, expect, test, vi } from 'vitest';
import type { PrefetchedMedia } from '../../../src/api/coldPrefetch.ts';
import { prefetchingLoader } from '../../../src/media/prefetchLoader.ts';

const stats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});

/** Stands in for hls.js's XHR loader: records what went to the network. */
const network: string[] = [];
class NetworkLoader implements Loader<LoaderContext> {
  context: LoaderContext | null = null;
  stats = stats();
  constructor(_config: HlsConfig) {}
  load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
    network.push(context.url);
    callbacks.onSuccess({ url: context.url, data: 'from the network' }, this.stats, context, null);
  }
  abort() {}
  destroy() {}
  getCacheAge() {
    return null;
  }
  getResponseHeader() {
    return null;
  }
}

const context = (url: string, responseType: LoaderContext['responseType'] = 'text') => ({ url, responseType }) as LoaderContext;
type Callbacks = LoaderCallbacks<LoaderContext>;
const callbacks = () => ({
  onSuccess: vi.fn<Callbacks['onSuccess']>(),
  onError: vi.fn<Callbacks['onError']>(),
  onTimeout: vi.fn<Callbacks['onTimeout']>(),
  onProgress: vi.fn<NonNullable<Callbacks['onProgress']>>(),
});
const config = {} as LoaderConfiguration;

beforeEach(() => {
  network.length = 0;
  vi.stubGlobal('location', new URL('http://tv.test/tv/101'));
});

test('a prefetched file answers with its own timings (the bandwidth estimate starts from the network), nothing is asked again', async () => {
  const file: PrefetchedMedia = { url: 'http://tv.test/s/1.ts', status: 200, body: new ArrayBuffer(50_000), requestedAt: 100, firstByteAt: 110, loadedAt: 150 };
  const prefetched = new Map([['http://tv.test/s/1.ts', Promise.resolve(file)]]);
  const Loader = prefetchingLoader(NetworkLoader, (url) => prefetched.get(url) ?? null);
  const on = callbacks();
  new Loader({} as HlsConfig).load(context('/s/1.ts', 'arraybuffer'), config, on);
  await vi.waitFor(() => expect(on.onSuccess).toHaveBeenCalled());
  const [response, loaded] = on.onSuccess.mock.calls[0]!;
  expect(response).toEqual({ url: 'http://tv.test/s/1.ts', data: file.body, code: 200 });
  expect(loaded.loading).toEqual({ start: 100, first: 110, end: 150 });
  expect(loaded.total).toBe(50_000);
  expect(loaded.bwEstimate).toBe(10_000_000);
  expect(network).toEqual([]);
});

test('what was not prefetched, and a prefetch that failed, go to the network', async () => {
  const Loader = prefetchingLoader(NetworkLoader, (url) => (url.endsWith('failed.m3u8') ? Promise.resolve(null) : null));
  const plain = callbacks();
  new Loader({} as HlsConfig).load(context('http://tv.test/other.m3u8'), config, plain);
  const failed = callbacks();
  new Loader({} as HlsConfig).load(context('http://tv.test/failed.m3u8'), config, failed);
  await vi.waitFor(() => expect(failed.onSuccess).toHaveBeenCalled());
  expect(network).toEqual(['http://tv.test/other.m3u8', 'http://tv.test/failed.m3u8']);
  expect(failed.onSuccess.mock.calls[0]![0].data).toBe('from the network');
});

test('a loader dropped before its prefetch arrives answers nothing', async () => {
  let arrive: (file: PrefetchedMedia) => void = () => undefined;
  const Loader = prefetchingLoader(NetworkLoader, () => new Promise((resolve) => (arrive = resolve)));
  const on = callbacks();
  const loader = new Loader({} as HlsConfig);
  loader.load(context('http://tv.test/a.m3u8'), config, on);
  loader.destroy();
  arrive({ url: 'http://tv.test/a.m3u8', status: 200, body: '#EXTM3U', requestedAt: 1, firstByteAt: 2, loadedAt: 3 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(on.onSuccess).not.toHaveBeenCalled();
  expect(network).toEqual([]);
});
