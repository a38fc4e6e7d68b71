// cache.ts (guide) — guide answers as bytes: the programmes are serialised once per lineup version, channels and window; `currentTime` is spliced in.
import { ByteLru, ClockedAnswer } from '../http/cache.ts';
import type { Lineup, LineupChannel } from '../lineup/cache.ts';
import { guideFor, type Programme } from './generator.ts';
import type { ChannelGuide, GuideWindow } from '../../wire/types.ts';

/** About a dozen 200-channel days (2.4 MB each, with their second's copy and compressed heads). */
export const GUIDE_CACHE_BYTES = 64 * 1024 * 1024;

/** The bytes of a ChannelGuide or GuideWindow answer (wire/types.ts) around its `data` and before its `currentTime`. */
const PREFIX = '{"data":';
const CLOCK = ',"currentTime":';

/**
 * The guide is a pure function of the channel (id, genre, recordable), the window and the slot
 * length (generator.ts), so its serialised programmes are kept under exactly those, with the
 * lineup's version standing for the channels' rows. Only `currentTime` changes from second to
 * second: ClockedAnswer appends it to the cached bytes (and to their compressed forms).
 */
/** Programmes of imported channels (from the database), for the channels and window asked. */
export type ImportedGuide = (channels: LineupChannel[], start: number, end: number) => Promise<Map<number, Programme[]>>;

export class GuideCache {
  readonly #lru: ByteLru<ClockedAnswer>;
  readonly #slotSeconds: number | null;
  readonly #imported: ImportedGuide;

  constructor(slotSeconds: number | null, imported: ImportedGuide, maxBytes = GUIDE_CACHE_BYTES) {
    this.#slotSeconds = slotSeconds;
    this.#imported = imported;
    this.#lru = new ByteLru(maxBytes);
  }

  get bytes(): number {
    return this.#lru.bytes;
  }

  async #cached(key: string, data: () => Promise<unknown>, keep: boolean): Promise<ClockedAnswer> {
    let answer = this.#lru.get(key);
    if (!answer) {
      answer = new ClockedAnswer(Buffer.from(`${PREFIX}${JSON.stringify(await data())}${CLOCK}`), '}');
      if (keep) this.#lru.set(key, answer);
    }
    return answer;
  }

  /** Each channel's programmes: generated for the demo lineup, read from the imported guide otherwise. */
  async #programmes(channels: LineupChannel[], start: number, end: number): Promise<Map<number, Programme[]>> {
    const imported = channels.filter((c) => c.imported);
    const out = imported.length ? await this.#imported(imported, start, end) : new Map<number, Programme[]>();
    for (const c of channels) if (!c.imported) out.set(c.id, guideFor(c, start, end, this.#slotSeconds));
    return out;
  }

  /** `{data: Programme[], currentTime}` for one channel; null when the lineup has no such channel. */
  async single(lineup: Lineup, channelId: number, start: number, end: number): Promise<ClockedAnswer | null> {
    const channel = lineup.byId.get(channelId);
    if (!channel) return null;
    return this.#cached(`${lineup.version}|${channelId}|${start}|${end}|${this.#slotSeconds ?? ''}`, async (): Promise<ChannelGuide['data']> => (await this.#programmes([channel], start, end)).get(channelId) ?? [], true);
  }

  /**
   * `{data: {"<id>": Programme[]}, currentTime}` for distinct ids; ids the lineup does not hold get no
   * key. Numeric keys serialise in ascending order whatever the request's order, so the key is sorted.
   * `keep: false` for a window no one will ask for again (one that starts at this second): answered, not held.
   */
  async multi(lineup: Lineup, ids: number[], start: number, end: number, keep = true): Promise<ClockedAnswer> {
    const known = ids.filter((id) => lineup.byId.has(id)).sort((a, b) => a - b);
    return this.#cached(
      `${lineup.version}|${known.join(',')}|${start}|${end}|${this.#slotSeconds ?? ''}|*`,
      async () => {
        const programmes = await this.#programmes(known.map((id) => lineup.byId.get(id)!), start, end);
        const data: GuideWindow['data'] = {};
        for (const id of known) data[String(id)] = programmes.get(id) ?? [];
        return data;
      },
      keep,
    );
  }
}
