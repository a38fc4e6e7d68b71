// cache.ts (guide) — guide answers as bytes: the programmes are serialised once per lineup version, channels and window; `currentTime` is spliced in.
import { ByteLru, ClockedAnswer } from '../http/cache.ts';
import type { Lineup } from '../channels/lineup.ts';
import { guideFor, type Programme } from './generator.ts';

/** About a dozen 200-channel days (2.4 MB each, with their second's copy and compressed heads). */
export const GUIDE_CACHE_BYTES = 64 * 1024 * 1024;

const PREFIX = '{"data":';
const CLOCK = ',"currentTime":';

/**
 * The guide is a pure function of the channel (id, genre, recordable), the window and the slot
 * length (generator.ts), so its serialised programmes are kept under exactly those, with the
 * lineup's version standing for the channels' rows. Only `currentTime` changes from second to
 * second: ClockedAnswer appends it to the cached bytes (and to their compressed forms).
 */
export class GuideCache {
  readonly #lru: ByteLru<ClockedAnswer>;
  readonly #slotSeconds: number | null;

  constructor(slotSeconds: number | null, maxBytes = GUIDE_CACHE_BYTES) {
    this.#slotSeconds = slotSeconds;
    this.#lru = new ByteLru(maxBytes);
  }

  get bytes(): number {
    return this.#lru.bytes;
  }

  #cached(key: string, data: () => unknown, keep: boolean): ClockedAnswer {
    let answer = this.#lru.get(key);
    if (!answer) {
      answer = new ClockedAnswer(Buffer.from(`${PREFIX}${JSON.stringify(data())}${CLOCK}`), '}');
      if (keep) this.#lru.set(key, answer);
    }
    return answer;
  }

  /** `{data: Programme[], currentTime}` for one channel; null when the lineup has no such channel. */
  single(lineup: Lineup, channelId: number, start: number, end: number): ClockedAnswer | null {
    const channel = lineup.byId.get(channelId);
    if (!channel) return null;
    return this.#cached(`${lineup.version}|${channelId}|${start}|${end}|${this.#slotSeconds ?? ''}`, () => guideFor(channel, start, end, this.#slotSeconds), true);
  }

  /**
   * `{data: {"<id>": Programme[]}, currentTime}` for distinct ids; ids the lineup does not hold get no
   * key. Numeric keys serialise in ascending order whatever the request's order, so the key is sorted.
   * `keep: false` for a window no one will ask for again (one that starts at this second): answered, not held.
   */
  multi(lineup: Lineup, ids: number[], start: number, end: number, keep = true): ClockedAnswer {
    const known = ids.filter((id) => lineup.byId.has(id)).sort((a, b) => a - b);
    return this.#cached(`${lineup.version}|${known.join(',')}|${start}|${end}|${this.#slotSeconds ?? ''}|*`, () => {
      const data: Record<string, Programme[]> = {};
      for (const id of known) data[String(id)] = guideFor(lineup.byId.get(id)!, start, end, this.#slotSeconds);
      return data;
    }, keep);
  }
}
