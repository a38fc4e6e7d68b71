// cache.ts (guide) — guide answers as bytes: the programmes are serialised once per lineup version, channels and window; `currentTime` is spliced in.
import { ByteLru, ClockedAnswer } from '../http/cache.ts';
import type { Lineup } from '../lineup/cache.ts';
import type { ProgrammeStore } from '../programmes/store.ts';
import type { ChannelGuide, GuideWindow } from '../../wire/types.ts';

/** About a dozen 200-channel days (2.4 MB each, with their second's copy and compressed heads). */
export const GUIDE_CACHE_BYTES = 64 * 1024 * 1024;

/** The bytes of a ChannelGuide or GuideWindow answer (wire/types.ts) around its `data` and before its `currentTime`. */
const PREFIX = '{"data":';
const CLOCK = ',"currentTime":';

/**
 * The programme store's rows change only when a guide is imported (its generation is part of the lineup's version)
 * or written further ahead (horizon.ts): an answer within what is written is kept under the lineup's version, the
 * channels and the window. Only `currentTime` changes from second to second: ClockedAnswer appends it to the cached
 * bytes (and to their compressed forms).
 */
export class GuideCache {
  readonly #lru: ByteLru<ClockedAnswer>;
  readonly #store: ProgrammeStore;

  constructor(store: ProgrammeStore, maxBytes = GUIDE_CACHE_BYTES) {
    this.#store = store;
    this.#lru = new ByteLru(maxBytes);
  }

  get bytes(): number {
    return this.#lru.bytes;
  }

  /** `keep()` is asked once the data is read: whether the store had every row the window needs by then. */
  async #cached(key: string, data: () => Promise<unknown>, keep: () => boolean): Promise<ClockedAnswer> {
    let answer = this.#lru.get(key);
    if (!answer) {
      answer = new ClockedAnswer(Buffer.from(`${PREFIX}${JSON.stringify(await data())}${CLOCK}`), '}');
      if (keep()) this.#lru.set(key, answer);
    }
    return answer;
  }

  /** `{data: Programme[], currentTime}` for one channel; null when the lineup has no such channel. */
  async single(lineup: Lineup, channelId: number, start: number, end: number): Promise<ClockedAnswer | null> {
    const channel = lineup.byId.get(channelId);
    if (!channel) return null;
    return this.#cached(
      `${lineup.version}|${channelId}|${start}|${end}`,
      async (): Promise<ChannelGuide['data']> => (await this.#store.between([channel], start, end)).get(channelId) ?? [],
      () => this.#store.covers([channel], start, end),
    );
  }

  /**
   * `{data: {"<id>": Programme[]}, currentTime}` for distinct ids; ids the lineup does not hold get no
   * key. Numeric keys serialise in ascending order whatever the request's order, so the key is sorted.
   * `keep: false` for a window no one will ask for again (one that starts at this second): answered, not held.
   */
  async multi(lineup: Lineup, ids: number[], start: number, end: number, keep = true): Promise<ClockedAnswer> {
    const known = ids.filter((id) => lineup.byId.has(id)).sort((a, b) => a - b);
    const channels = known.map((id) => lineup.byId.get(id)!);
    return this.#cached(
      `${lineup.version}|${known.join(',')}|${start}|${end}|*`,
      async () => {
        const programmes = await this.#store.between(channels, start, end);
        const data: GuideWindow['data'] = {};
        for (const id of known) data[String(id)] = programmes.get(id) ?? [];
        return data;
      },
      () => keep && this.#store.covers(channels, start, end),
    );
  }
}
