// cache.ts (relay) — one upstream fetch for many viewers: concurrent requests share a fetch, and answers are kept briefly in a byte-bounded LRU.
import type { RelayCounters, ResourceKind } from './types.ts';
import type { Fetched } from './upstream.ts';

/** Map bookkeeping and the URL string, roughly: keeps a flood of tiny entries from slipping past the byte bound. */
const ENTRY_OVERHEAD = 256;

interface Entry {
  value: Fetched;
  expires: number;
  bytes: number;
}

/** Answers kept until their time is up or the byte budget pushes the least recently used out. */
export class TimedLru {
  private readonly entries = new Map<string, Entry>();
  private held = 0;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(maxBytes: number, now: () => number) {
    this.maxBytes = maxBytes;
    this.now = now;
  }

  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Fetched | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.held -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Fetched, ttlMs: number): void {
    const bytes = value.body.byteLength + value.url.length + key.length + ENTRY_OVERHEAD;
    // One huge answer would empty the cache for everyone else: such an answer is shared while in flight, not kept.
    if (ttlMs <= 0 || bytes > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { value, expires: this.now() + ttlMs, bytes });
    this.held += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }
}

/** The cache first, then a fetch already under way, then a new fetch that every request arriving meanwhile joins. */
export class SharedLoader {
  private readonly inFlight = new Map<string, Promise<Fetched>>();
  private readonly playlists: TimedLru;
  private readonly media: TimedLru;
  private readonly counters: RelayCounters;

  constructor(playlists: TimedLru, media: TimedLru, counters: RelayCounters) {
    this.playlists = playlists;
    this.media = media;
    this.counters = counters;
  }

  load(kind: ResourceKind, key: string, fetcher: () => Promise<Fetched>, ttlOf: (fetched: Fetched) => number): Promise<Fetched> {
    const cache = kind === 'playlist' ? this.playlists : this.media;
    const cacheKey = `${kind === 'playlist' ? 'p' : 'm'} ${key}`;
    const cached = cache.get(cacheKey);
    if (cached) {
      this.counters.cacheHits[kind] += 1;
      return Promise.resolve(cached);
    }
    const pending = this.inFlight.get(cacheKey);
    if (pending) {
      this.counters.coalesced[kind] += 1;
      return pending;
    }
    this.counters.upstreamFetches[kind] += 1;
    const started = fetcher().then(
      (fetched) => {
        this.inFlight.delete(cacheKey);
        cache.set(cacheKey, fetched, ttlOf(fetched));
        return fetched;
      },
      (error: unknown) => {
        // Failures are not kept: the next request tries again (and the failover logic decides where).
        this.inFlight.delete(cacheKey);
        this.counters.upstreamErrors += 1;
        throw error;
      },
    );
    this.inFlight.set(cacheKey, started);
    return started;
  }
}
