// list.ts — the channel list as bytes: serialised once per lineup version and viewer (favourites, plans, URL expiry), kept in a bounded cache.
import { createHash } from 'node:crypto';
import { ByteLru, FixedAnswer } from '../http/cache.ts';
import { signedStreamUrl, WATCH_TIMEOUT_SECONDS } from '../media/signing.ts';
import type { Lineup } from '../lineup/cache.ts';

/** What in the list depends on who asks. */
export interface Viewer {
  userId: number | null;
  /** Groups whose premium channels the viewer may watch now. */
  entitled: ReadonlySet<number>;
  favourites: ReadonlySet<number>;
}

/**
 * The list's stream URLs expire on this grid, so that a viewer's list is the same bytes for this long
 * and can be answered from the cache (and revalidated with a 304).
 */
export const STREAM_EXPIRY_STEP_SECONDS = 300;

/**
 * The `expires` of the list's stream URLs at `now`: the first step of the grid at or after
 * now + WATCH_TIMEOUT_SECONDS. A URL is therefore never valid for less than the `watch-timeout` the list
 * announces, and for at most one step (5 min) more.
 */
export function listStreamExpiry(now: number): number {
  return Math.ceil((now + WATCH_TIMEOUT_SECONDS) / STREAM_EXPIRY_STEP_SECONDS) * STREAM_EXPIRY_STEP_SECONDS;
}

/**
 * The list answer (a bare array, docs/api.md#channel-list) for one viewer: each channel's entry is its serialised
 * head from the lineup plus `is_favorite` and `streams`; the bytes are exactly JSON.stringify's of the
 * objects the route answered before it cached.
 */
export function channelListBytes(lineup: Lineup, viewer: Viewer, secret: string, expires: number): Buffer {
  const { channels, heads } = lineup;
  const parts = new Array<string>(channels.length);
  for (let i = 0; i < channels.length; i++) {
    const c = channels[i]!;
    const favourite = viewer.favourites.has(c.id) ? '1' : '0';
    const streams =
      !c.is_free && !viewer.entitled.has(c.group_id)
        ? '[]'
        : `[{"quality":"auto","url":${JSON.stringify(signedStreamUrl(secret, c.id, viewer.userId, expires - WATCH_TIMEOUT_SECONDS))},"name":"HLS","watch-timeout":${WATCH_TIMEOUT_SECONDS}}]`;
    parts[i] = `${heads[i]}${favourite}","streams":${streams}}`;
  }
  return Buffer.from(`[${parts.join(',')}]`);
}

/** A few viewers' lists of a 10,000-channel lineup (4.4 MB each, plus about 1 MB compressed). */
export const LIST_CACHE_BYTES = 64 * 1024 * 1024;

const idsKey = (ids: ReadonlySet<number>) => {
  const joined = [...ids].sort((a, b) => a - b).join(',');
  return joined.length <= 64 ? joined : createHash('sha256').update(joined).digest('base64url');
};

/**
 * Lists by everything their bytes depend on: the lineup's version, the user (signed into every URL),
 * the entitled groups, the favourites and the URLs' expiry. The viewer's state is read on every
 * request and is part of the key, so a favourite added, a plan bought or a plan run out shows at once
 * with nothing to invalidate; what no longer matches is simply never asked for again and ages out.
 */
export class ChannelListCache {
  readonly #lru: ByteLru<FixedAnswer>;
  readonly #secret: string;

  constructor(secret: string, maxBytes = LIST_CACHE_BYTES) {
    this.#secret = secret;
    this.#lru = new ByteLru(maxBytes);
  }

  get bytes(): number {
    return this.#lru.bytes;
  }

  answer(lineup: Lineup, viewer: Viewer, now: number): FixedAnswer {
    const expires = listStreamExpiry(now);
    const key = `${lineup.version}|${viewer.userId ?? 0}|${idsKey(viewer.entitled)}|${idsKey(viewer.favourites)}|${expires}`;
    let answer = this.#lru.get(key);
    if (!answer) {
      answer = new FixedAnswer(channelListBytes(lineup, viewer, this.#secret, expires));
      this.#lru.set(key, answer);
    }
    return answer;
  }
}
