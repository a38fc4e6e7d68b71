// answer-cache.test.ts — the byte cache under the channel list and the guide: coding negotiation, validators, the LRU's bound, and spliced compressed clocks.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { ByteLru, ClockedAnswer, FixedAnswer, matchesIfNoneMatch, pickEncoding, type Weighed } from '../../../server/http/cache.ts';
import { listStreamExpiry, STREAM_EXPIRY_STEP_SECONDS } from '../../../server/channels/list.ts';
import { WATCH_TIMEOUT_SECONDS } from '../../../server/media/signing.ts';

describe('pickEncoding', () => {
  test.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
    ['zstd', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['br, identity;q=2', 'identity'],
    ['gzip;q=nonsense', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('matchesIfNoneMatch', () => {
  test.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" ', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['"ABC"', false],
  ])('%j against "abc" → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected);
  });
});

class Blob implements Weighed {
  bytes: number;
  onGrow: ((delta: number) => void) | null = null;
  constructor(bytes: number) {
    this.bytes = bytes;
  }
  grow(delta: number) {
    this.bytes += delta;
    this.onGrow?.(delta);
  }
}

describe('ByteLru', () => {
  test('holds at most its bytes, dropping the least recently used first', () => {
    const lru = new ByteLru<Blob>(100);
    lru.set('a', new Blob(40));
    lru.set('b', new Blob(40));
    expect(lru.get('a')).toBeDefined(); // a is now the most recent
    lru.set('c', new Blob(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  test('counts what an entry grows by later, and evicts for it', () => {
    const lru = new ByteLru<Blob>(100);
    const a = new Blob(30);
    const b = new Blob(30);
    lru.set('a', a);
    lru.set('b', b);
    b.grow(50);
    expect(lru.bytes).toBe(80);
    expect(lru.get('a')).toBeUndefined();
    // A dropped entry's growth is no longer counted.
    a.grow(10);
    expect(lru.bytes).toBe(80);
  });

  test('an entry larger than the whole bound is served, never held; replacing a key counts once', () => {
    const lru = new ByteLru<Blob>(100);
    lru.set('big', new Blob(101));
    expect(lru.get('big')).toBeUndefined();
    expect(lru.bytes).toBe(0);
    lru.set('k', new Blob(10));
    lru.set('k', new Blob(20));
    expect([lru.size, lru.bytes]).toEqual([1, 20]);
  });
});

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('FixedAnswer', () => {
  test('its br and gzip variants decode to the same bytes, are made once, and are counted', async () => {
    const body = json(Array.from({ length: 2000 }, (_, i) => ({ id: String(i), title: `Channel ${i}` })));
    const lru = new ByteLru<FixedAnswer>(10 * 1024 * 1024);
    const answer = new FixedAnswer(body);
    lru.set('k', answer);
    const [br, again] = await Promise.all([answer.encoded('br'), answer.encoded('br')]);
    expect(again).toBe(br);
    const gz = await answer.encoded('gzip');
    expect(brotliDecompressSync(br)).toEqual(body);
    expect(gunzipSync(gz)).toEqual(body);
    expect(br.length).toBeLessThan(body.length / 4);
    expect(lru.bytes).toBe(body.length + br.length + gz.length);
  });

  test('the validator follows the bytes', () => {
    expect(new FixedAnswer(json([1, 2])).tag).toBe(new FixedAnswer(json([1, 2])).tag);
    expect(new FixedAnswer(json([1, 2])).tag).not.toBe(new FixedAnswer(json([1, 3])).tag);
  });
});

describe('ClockedAnswer', () => {
  const data = { '101': Array.from({ length: 300 }, (_, i) => ({ programme: i, programme_name: `Show ${i % 17}` })) };
  const prefix = Buffer.from(`{"data":${JSON.stringify(data)},"currentTime":`);

  test.each([1_790_000_000, 1_790_000_001, 9])('at %i: identity, gzip and br all read as the same JSON', async (t) => {
    const answer = new ClockedAnswer(prefix, '}').at(t);
    const expected = { data, currentTime: t };
    expect(JSON.parse(answer.identity.toString())).toEqual(expected);
    expect(gunzipSync(await answer.encoded('gzip'))).toEqual(answer.identity);
    expect(brotliDecompressSync(await answer.encoded('br'))).toEqual(answer.identity);
  });

  test('an empty prefix still makes valid streams', async () => {
    const answer = new ClockedAnswer(Buffer.from('{"currentTime":'), '}').at(42);
    expect(gunzipSync(await answer.encoded('gzip')).toString()).toBe('{"currentTime":42}');
    expect(brotliDecompressSync(await answer.encoded('br')).toString()).toBe('{"currentTime":42}');
  });

  test('the prefix is compressed once; a second shares its bytes; the validator moves with the clock', async () => {
    const clocked = new ClockedAnswer(prefix, '}');
    const head = await clocked.head('gzip');
    const a = clocked.at(100);
    expect(clocked.at(100)).toBe(a);
    expect(a.identity).toBe(a.identity);
    const b = clocked.at(101);
    expect(await clocked.head('gzip')).toBe(head);
    expect(b.tag).not.toBe(a.tag);
    expect(b.tag.startsWith(clocked.tag)).toBe(true);
    expect((await b.encoded('gzip')).subarray(0, head.length)).toEqual(head);
  });
});

describe('the list stream URLs’ expiry', () => {
  test('is on the grid, never sooner than watch-timeout, at most one step later, and the same within a step', () => {
    for (const t of [1_790_000_000, 1_790_000_001, 1_790_000_299, 1_790_000_300, 1_790_123_457]) {
      const expires = listStreamExpiry(t);
      expect(expires % STREAM_EXPIRY_STEP_SECONDS).toBe(0);
      expect(expires - t).toBeGreaterThanOrEqual(WATCH_TIMEOUT_SECONDS);
      expect(expires - t).toBeLessThan(WATCH_TIMEOUT_SECONDS + STREAM_EXPIRY_STEP_SECONDS);
    }
    const step = Math.ceil(1_790_000_000 / STREAM_EXPIRY_STEP_SECONDS) * STREAM_EXPIRY_STEP_SECONDS;
    expect(listStreamExpiry(step - STREAM_EXPIRY_STEP_SECONDS + 1)).toBe(listStreamExpiry(step));
    expect(listStreamExpiry(step + 1)).toBe(listStreamExpiry(step) + STREAM_EXPIRY_STEP_SECONDS);
  });
});
