// player-prefetch.test.ts — fast zapping's pieces: the lowest rendition in a master playlist, the bounded queue, the warm-up fetches.
import { describe, expect, it } from 'vitest';
import { createPrefetchQueue, lowestRenditionUrl, startSegmentUrls, warmStream } from '../../../src/features/player/prefetch';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=1280x720,CODECS="avc1.42c01f,mp4a.40.2"',
  '720p/index.m3u8?token=abc',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2"',
  '360p/index.m3u8?token=abc',
  '',
].join('\n');

describe('lowestRenditionUrl', () => {
  it('picks the lowest bandwidth and resolves it against the master', () => {
    expect(lowestRenditionUrl(MASTER, 'http://tv.example/media/live/101/master.m3u8?token=abc')).toBe('http://tv.example/media/live/101/360p/index.m3u8?token=abc');
  });
  it('is null without variants', () => {
    expect(lowestRenditionUrl('#EXTM3U\n#EXTINF:2,\n1.ts\n', 'http://tv.example/a.m3u8')).toBeNull();
    expect(lowestRenditionUrl('', 'http://tv.example/a.m3u8')).toBeNull();
  });
  it('ignores AVERAGE-BANDWIDTH when reading BANDWIDTH', () => {
    const text = '#EXTM3U\n#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=1,BANDWIDTH=900\nhigh.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=500\nlow.m3u8\n';
    expect(lowestRenditionUrl(text, 'http://tv.example/m.m3u8')).toBe('http://tv.example/low.m3u8');
  });
});

/** A task that stays open until released. */
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPrefetchQueue', () => {
  it('runs at most maxInFlight at once, newest waiting first', async () => {
    const queue = createPrefetchQueue({ maxInFlight: 2, maxQueued: 4 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const task = (key: string) => () => {
      started.push(key);
      const gate = deferred();
      gates.set(key, gate);
      return gate.promise;
    };
    for (const key of ['a', 'b', 'c', 'd']) queue.add(key, task(key));
    expect(started).toEqual(['a', 'b']);
    expect(queue.inFlight).toBe(2);
    gates.get('a')!.release();
    await flush();
    expect(started).toEqual(['a', 'b', 'd']);
    gates.get('b')!.release();
    await flush();
    expect(started).toEqual(['a', 'b', 'd', 'c']);
  });

  it('drops the oldest wishes beyond maxQueued, and skips a key that ran recently or is running', async () => {
    let clock = 0;
    const queue = createPrefetchQueue({ maxInFlight: 1, maxQueued: 1, freshMs: 1000, now: () => clock });
    const started: string[] = [];
    const gate = deferred();
    queue.add('a', () => (started.push('a'), gate.promise));
    queue.add('a', async () => started.push('a again'));
    queue.add('b', async () => started.push('b'));
    queue.add('c', async () => started.push('c'));
    gate.release();
    await flush();
    await flush();
    expect(started).toEqual(['a', 'c']);
    queue.add('a', async () => started.push('a fresh'));
    expect(started).toEqual(['a', 'c']);
    clock = 2000;
    queue.add('a', async () => started.push('a stale'));
    await flush();
    expect(started).toEqual(['a', 'c', 'a stale']);
  });

  it('clear aborts what runs', () => {
    const queue = createPrefetchQueue();
    let signal: AbortSignal | undefined;
    queue.add('a', (s) => {
      signal = s;
      return new Promise(() => undefined);
    });
    queue.clear();
    expect(signal?.aborted).toBe(true);
    expect(queue.inFlight).toBe(0);
  });
});

const LIVE = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:1000',
  '#EXTINF:2.000,',
  '1000.ts?token=abc',
  '#EXT-X-DISCONTINUITY',
  '#EXTINF:2.000,',
  '1001.ts?token=abc',
  '#EXTINF:2.000,',
  '1002.ts?token=abc',
  '',
].join('\n');

describe('startSegmentUrls', () => {
  it('answers the last segments of a live playlist, resolved against it', () => {
    expect(startSegmentUrls(LIVE, 'http://tv.example/live/101/360p/index.m3u8?token=abc')).toEqual([
      'http://tv.example/live/101/360p/1001.ts?token=abc',
      'http://tv.example/live/101/360p/1002.ts?token=abc',
    ]);
  });
  it('answers what there is in a short or empty playlist', () => {
    expect(startSegmentUrls('#EXTM3U\n#EXTINF:2,\n7.ts\n', 'http://tv.example/a.m3u8', 3)).toEqual(['http://tv.example/7.ts']);
    expect(startSegmentUrls('#EXTM3U\n', 'http://tv.example/a.m3u8')).toEqual([]);
  });
});

describe('warmStream', () => {
  it('fetches the master, the lowest rendition, then its start segments, all at low priority', async () => {
    const calls: { url: string; priority: unknown }[] = [];
    const fake = (async (url: string, init?: RequestInit & { priority?: string }) => {
      calls.push({ url, priority: init?.priority });
      return new Response(url.includes('master.m3u8') ? MASTER : url.includes('index.m3u8') ? LIVE : 'segment bytes');
    }) as unknown as typeof fetch;
    await warmStream('http://tv.example/live/101/master.m3u8', new AbortController().signal, fake);
    expect(calls).toEqual([
      { url: 'http://tv.example/live/101/master.m3u8', priority: 'low' },
      { url: 'http://tv.example/live/101/360p/index.m3u8?token=abc', priority: 'low' },
      { url: 'http://tv.example/live/101/360p/1001.ts?token=abc', priority: 'low' },
      { url: 'http://tv.example/live/101/360p/1002.ts?token=abc', priority: 'low' },
    ]);
  });

  it('resolves the provider\'s path-only link against the page, and runs at high priority when asked', async () => {
    const calls: { url: string; priority: unknown }[] = [];
    const fake = (async (url: string, init?: RequestInit & { priority?: string }) => {
      calls.push({ url, priority: init?.priority });
      return new Response(url.includes('master.m3u8') ? MASTER : url.includes('index.m3u8') ? LIVE : 'segment bytes');
    }) as unknown as typeof fetch;
    await warmStream('/media/live/101/master.m3u8?token=t', new AbortController().signal, fake, 'high', 'http://tv.example/tv/101');
    expect(calls.map((c) => c.url)).toEqual([
      'http://tv.example/media/live/101/master.m3u8?token=t',
      'http://tv.example/media/live/101/360p/index.m3u8?token=abc',
      'http://tv.example/media/live/101/360p/1001.ts?token=abc',
      'http://tv.example/media/live/101/360p/1002.ts?token=abc',
    ]);
    expect(new Set(calls.map((c) => c.priority))).toEqual(new Set(['high']));
  });

  it('stops at a refused playlist', async () => {
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      return url.includes('master.m3u8') ? new Response(MASTER) : new Response('', { status: 403 });
    }) as unknown as typeof fetch;
    await warmStream('http://tv.example/live/101/master.m3u8', new AbortController().signal, fake);
    expect(calls).toHaveLength(2);
  });
});
