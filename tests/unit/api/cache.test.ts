// cache.test.ts — docs/client.md#caches: cache entries and the recordings cache, on a clock the test moves.
import { expect, test } from 'vitest';
import { createCache, createRecordingsCache, DEFAULT_CACHE_MS, RECORDINGS_CACHE_MS } from '../../../src/api/cache.ts';
import type { Recording } from '../../../src/api/types.ts';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

test('constants: 10 minutes by default, recordings 5 minutes (docs/client.md#constants)', () => {
  expect(DEFAULT_CACHE_MS).toBe(600_000);
  expect(RECORDINGS_CACHE_MS).toBe(300_000);
});

test('an entry holds data, storedAt and expiration and lives 10 minutes by default', () => {
  const c = clock();
  const cache = createCache({ now: c.now });
  cache.set('a', { x: 1 });
  c.advance(DEFAULT_CACHE_MS);
  expect(cache.get('a')).toEqual({ x: 1 }); // age equal to the expiration has not exceeded it
  c.advance(1);
  expect(cache.get('a')).toBeUndefined();
});

test('an expired entry is deleted when read or checked and reported absent; stats give count and keys', () => {
  const c = clock();
  const cache = createCache({ now: c.now });
  cache.set('short', 1, 1000);
  cache.set('long', 2);
  expect(cache.stats()).toEqual({ count: 2, keys: ['short', 'long'] });
  c.advance(1001);
  expect(cache.stats().count).toBe(2); // not swept by time alone
  expect(cache.has('short')).toBe(false);
  expect(cache.stats()).toEqual({ count: 1, keys: ['long'] });
  cache.set('other', 3, 10);
  c.advance(11);
  expect(cache.get('other')).toBeUndefined();
  expect(cache.stats()).toEqual({ count: 1, keys: ['long'] });
  cache.clear();
  expect(cache.stats()).toEqual({ count: 0, keys: [] });
});

const rec = (id: number): Recording => ({ id, channelId: 101, programmeId: id, title: '', description: '', start: 0, length: 60, status: 'Accepted', streamUrl: null, masterUrl: null, progress: null, note: null, recordedFrom: null, isProtected: false, ruleId: null, deletedAt: null, purgeAt: null });

test('recordings cache: valid 5 minutes, add and remove keep it in step, clear empties it', () => {
  const c = clock();
  const cache = createRecordingsCache({ now: c.now });
  expect(cache.get()).toBeNull();
  cache.add(rec(9)); // nothing loaded: nothing to keep in step
  expect(cache.get()).toBeNull();
  cache.set({ userStorage: { total: 10, recorded: 0, available: 10 }, recordings: [rec(1)], trash: [] });
  cache.add(rec(2));
  cache.add(rec(2));
  expect(cache.get()!.recordings.map((r) => r.id)).toEqual([1, 2]);
  cache.remove(1);
  expect(cache.get()!.recordings.map((r) => r.id)).toEqual([2]);
  c.advance(RECORDINGS_CACHE_MS - 1);
  cache.add(rec(3)); // a change does not make the list look fresher than it is
  c.advance(2);
  expect(cache.get()).toBeNull();
  cache.set({ userStorage: { total: 0, recorded: 0, available: 0 }, recordings: [rec(4)], trash: [] });
  cache.clear();
  expect(cache.get()).toBeNull();
});
