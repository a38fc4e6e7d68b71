// cache.ts — the in-memory cache (docs/client.md#caches) and the recordings cache built on it.
import type { Recording, RecordingsList } from './types';

/** docs/client.md#constants: default lifetime of a cache entry. */
export const DEFAULT_CACHE_MS = 600_000;
/** docs/client.md#constants: how long a loaded recordings list stays valid. */
export const RECORDINGS_CACHE_MS = 5 * 60_000;

export interface CacheEntry<T = unknown> {
  data: T;
  /** Unix ms when stored. */
  storedAt: number;
  /** Lifetime in ms. */
  expiration: number;
}

export interface MemoryCache {
  set: <T>(key: string, data: T, expiration?: number) => void;
  /** The data, or undefined when absent or expired (an expired entry is deleted here). */
  get: <T>(key: string) => T | undefined;
  has: (key: string) => boolean;
  delete: (key: string) => void;
  clear: () => void;
  stats: () => { count: number; keys: string[] };
}

export function createCache({ now = Date.now, defaultExpiration = DEFAULT_CACHE_MS }: { now?: () => number; defaultExpiration?: number } = {}): MemoryCache {
  const entries = new Map<string, CacheEntry>();

  /** docs/client.md#caches: expired when its age exceeds its expiration; then deleted and reported absent. */
  function live(key: string): CacheEntry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > entry.expiration) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    set: (key, data, expiration = defaultExpiration) => void entries.set(key, { data, storedAt: now(), expiration }),
    get: <T>(key: string) => live(key)?.data as T | undefined,
    has: (key) => live(key) !== undefined,
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    stats: () => ({ count: entries.size, keys: [...entries.keys()] }),
  };
}

export interface RecordingsCache {
  /** The cached list, or null when none is loaded or it is older than 5 minutes. */
  get: () => RecordingsList | null;
  set: (list: RecordingsList) => void;
  /** Adds to (or replaces in) a loaded list; without one there is nothing to keep in step. */
  add: (recording: Recording) => void;
  remove: (recordingId: number) => void;
  clear: () => void;
}

export function createRecordingsCache({ now = Date.now }: { now?: () => number } = {}): RecordingsCache {
  let entry: CacheEntry<RecordingsList> | null = null;
  const get = () => {
    if (entry && now() - entry.storedAt > entry.expiration) entry = null;
    return entry?.data ?? null;
  };
  // Changes keep the time the list was loaded: an add must not make a stale list look fresh.
  const update = (change: (list: RecordingsList) => RecordingsList) => {
    const list = get();
    if (list && entry) entry = { ...entry, data: change(list) };
  };
  return {
    get,
    set: (list) => {
      entry = { data: list, storedAt: now(), expiration: RECORDINGS_CACHE_MS };
    },
    add: (recording) => update((list) => ({ ...list, recordings: [...list.recordings.filter((r) => r.id !== recording.id), recording] })),
    remove: (id) => update((list) => ({ ...list, recordings: list.recordings.filter((r) => r.id !== id) })),
    clear: () => {
      entry = null;
    },
  };
}
