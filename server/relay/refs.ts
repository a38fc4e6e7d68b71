// refs.ts (relay) — opaque names for upstream URLs: an HMAC a viewer cannot reverse, resolved through bounded per-channel tables.
import { createHmac } from 'node:crypto';

/** 22 base64url characters: 132 bits of the HMAC, far past guessing, short enough for a URL path. */
export const REF_LENGTH = 22;

/** The relayed file name a route receives: `{ref}.{ext}`. */
const FILE_NAME = new RegExp(`^([A-Za-z0-9_-]{${REF_LENGTH}})\\.([a-z0-9]{1,5})$`);

/**
 * The ref of `scope` (an upstream URL, or a rendition slot) in one channel. Deterministic: a playlist refresh names the
 * same segment with the same ref, so players and caches see stable URLs; the channel is mixed in so a ref never opens
 * another channel's file.
 */
export function mintRef(secret: string, channelId: number, scope: string): string {
  return createHmac('sha256', secret).update(`relay\n${channelId}\n${scope}`).digest('base64url').slice(0, REF_LENGTH);
}

export function parseFileName(file: string): { ref: string; ext: string } | null {
  const match = FILE_NAME.exec(file);
  return match ? { ref: match[1]!, ext: match[2]! } : null;
}

/**
 * A Map that keeps only the `limit` most recently set or read keys (a Map iterates in insertion order, so re-inserting
 * on use makes the first key the least recently used).
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
  }

  get size(): number {
    return this.entries.size;
  }
}
