// mapping.ts — from playlist entries to a lineup: entries of one channel merged (failover streams in order), stable ids, channel numbers, and guide channels matched.
import { createHash } from 'node:crypto';
import type { CatchUp, PlaylistEntry } from './m3u.ts';
import { ProblemLog, type Problem } from './problems.ts';
import type { GuideChannel } from './xmltv.ts';

/**
 * Imported channel ids live in [IMPORTED_ID_MIN, IMPORTED_ID_MAX]:
 * - far above the demo lineup (101…) and any FTV_CHANNELS scale lineup, so they can't collide with seeded ids;
 * - below 2^22, because programme ids are `channelId · 2^31 + seconds since 2020` (programmes/programme.ts) and must
 *   stay exact doubles (< 2^53); that also keeps them well inside the database's 32-bit integer ids.
 */
export const IMPORTED_ID_MIN = 1_000_000;
export const IMPORTED_ID_MAX = 2 ** 22 - 1;
const ID_RANGE = IMPORTED_ID_MAX - IMPORTED_ID_MIN + 1;

/** One way to reach a channel; a channel's streams are tried in order (failover). */
export interface LineupStream {
  url: string;
  /** Headers to send upstream (user-agent, referer, origin), per stream: mirrors of one channel may want different ones. */
  headers: Record<string, string>;
  line: number;
  /** The playlist it came from, where the import said. */
  playlist?: string;
}

export interface LineupChannel {
  id: number;
  /** What the id derives from: `tvg:<tvg-id, lower-cased>`, or `name:<normalised name>|<url>` without a tvg-id. */
  key: string;
  number: number;
  /** The number the playlist asked for (tvg-chno); `number` differs when another channel had it first. */
  chno: number | null;
  /** The entry's name without the quality/status tags lists append: "RTN (Neuquén) (720p) [Not 24/7]" → "RTN (Neuquén)". */
  title: string;
  tvgId: string | null;
  tvgName: string | null;
  logo: string | null;
  group: string | null;
  language: string | null;
  country: string | null;
  catchUp: CatchUp | null;
  streams: LineupStream[];
  /** Line of the channel's first entry. */
  line: number;
}

export interface Lineup {
  /** Sorted by number. */
  channels: LineupChannel[];
  problems: Problem[];
}

export interface LineupOptions {
  /** key → id from the previous import of the same source: those keep their ids even where a new key hashes onto them. */
  previousIds?: ReadonlyMap<string, number>;
  /** Mixed into the hash (e.g. the source's id), so two sources listing the same tvg-id get different channel ids. */
  namespace?: string;
  /** Channels without a usable tvg-chno are numbered from after max(highest tvg-chno, firstNumber - 1). */
  firstNumber?: number;
}

export function buildLineup(entries: readonly PlaylistEntry[], options: LineupOptions = {}): Lineup {
  const log = new ProblemLog();
  const groups = new Map<string, PlaylistEntry[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }

  const channels: Array<Omit<LineupChannel, 'id' | 'number'>> = [];
  for (const [key, group] of groups) {
    const first = group[0]!;
    const firstOf = <K extends keyof PlaylistEntry>(field: K): PlaylistEntry[K] | null => group.find((e) => e[field] !== null)?.[field] ?? null;
    const numbers = [...new Set(group.map((e) => e.chno).filter((n) => n !== null))];
    if (numbers.length > 1) log.add(first.line, `entries of channel "${first.tvgId}" ask for different numbers (${numbers.join(', ')}); ${numbers[0]} is used`);
    channels.push({
      key,
      title: displayTitle(first.name),
      tvgId: first.tvgId,
      tvgName: firstOf('tvgName'),
      logo: firstOf('logo'),
      group: firstOf('group'),
      language: firstOf('language'),
      country: firstOf('country'),
      catchUp: firstOf('catchUp'),
      streams: group.map((e) => ({ url: e.url, headers: e.headers, line: e.line, ...(e.playlist === undefined ? {} : { playlist: e.playlist }) })),
      line: first.line,
      chno: numbers[0] ?? null,
    });
  }

  const ids = assignIds(
    channels.map((c) => c.key),
    options,
  );
  const numbers = assignNumbers(channels, options.firstNumber ?? 1, log);
  const lineup = channels.map((c, i) => ({ ...c, id: ids[i]!, number: numbers[i]! }));
  lineup.sort((a, b) => a.number - b.number);
  return { channels: lineup, problems: log.list };
}

/** Entries with one tvg-id are one channel (case aside); an entry without is a channel of its own. */
function keyOf(entry: PlaylistEntry): string {
  return entry.tvgId ? `tvg:${entry.tvgId.toLowerCase()}` : `name:${normaliseName(entry.name)}|${entry.url}`;
}

/**
 * A hash of the key picks the id, so it is the same at every refresh whatever the playlist's order. Two keys on one
 * id: previous ids are kept first, then keys are placed in sorted order, each moving up to the next free id.
 */
function assignIds(keys: readonly string[], options: LineupOptions): number[] {
  const taken = new Set<number>();
  const ids = new Array<number>(keys.length);
  const order = keys.map((key, i) => ({ key, i })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const pending: typeof order = [];
  for (const item of order) {
    const previous = options.previousIds?.get(item.key);
    if (previous !== undefined && previous >= IMPORTED_ID_MIN && previous <= IMPORTED_ID_MAX && !taken.has(previous)) {
      taken.add(previous);
      ids[item.i] = previous;
    } else pending.push(item);
  }
  for (const { key, i } of pending) {
    let id = hashedId(key, options.namespace ?? '');
    while (taken.has(id)) id = id === IMPORTED_ID_MAX ? IMPORTED_ID_MIN : id + 1;
    taken.add(id);
    ids[i] = id;
  }
  return ids;
}

export function hashedId(key: string, namespace = ''): number {
  const digest = createHash('sha256').update(`${namespace}\u0000${key}`).digest();
  return IMPORTED_ID_MIN + (digest.readUIntBE(0, 6) % ID_RANGE);
}

/** tvg-chno where given (first come, first served), then playlist order after the highest number given. */
function assignNumbers(channels: ReadonlyArray<{ chno: number | null; title: string; line: number }>, firstNumber: number, log: ProblemLog): number[] {
  const numbers = new Array<number>(channels.length);
  const owner = new Map<number, string>();
  channels.forEach((c, i) => {
    if (c.chno === null) return;
    const holder = owner.get(c.chno);
    if (holder !== undefined) {
      log.add(c.line, `tvg-chno ${c.chno} is already "${holder}"'s; "${c.title}" is numbered after the others`);
      return;
    }
    owner.set(c.chno, c.title);
    numbers[i] = c.chno;
  });
  // A loop, not Math.max(...keys): spreading a huge lineup's numbers as arguments can overflow the stack.
  let next = firstNumber;
  for (const n of owner.keys()) if (n >= next) next = n + 1;
  channels.forEach((_, i) => {
    if (numbers[i] !== undefined) return;
    while (owner.has(next)) next++;
    numbers[i] = next++;
  });
  return numbers;
}

/** Quality and status tags that channel lists append to names: "(720p)", "[Not 24/7]", "[Geo-blocked]". */
const TRAILING_TAGS = /(?:\s*(?:\(\d{3,4}[pi]\)|\[[^\]]*\]))+\s*$/i;

export function displayTitle(name: string): string {
  return name.replace(TRAILING_TAGS, '').trim() || name;
}

/** Trailing words that say how a channel is sent, not which channel it is. */
const QUALITY_WORDS = new Set(['hd', 'fhd', 'uhd', 'sd', 'hq', '4k', '8k', 'hevc', 'h264', 'h265', '1080p', '1080i', '720p', '576p', '576i', '480p', '360p']);

/**
 * The name reduced to what identifies the channel: no symbols (Ⓖ), no provider prefix ("UK: ", "|UK| "), no accents,
 * no case, no punctuation or spaces, "&" → and, "+" → plus, no quality tags ("HD", "FHD", "(720p)", "[Not 24/7]").
 */
export function normaliseName(name: string): string {
  const plain = name
    .replace(/\p{So}/gu, ' ')
    .replace(/^\s*(?:\|[A-Za-z]{2,3}\||[A-Z]{2,3}\s*[:|])\s*/, '')
    .replace(/\(\d{3,4}[pi]\)|\[[^\]]*\]/gi, ' ')
    .normalize('NFKD')
    // Latin, Greek and Cyrillic accents only: other scripts' marks (Japanese dakuten) change the letter, not decorate it.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ');
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  while (words.length > 1 && QUALITY_WORDS.has(words.at(-1)!)) words.pop();
  return words.join('');
}

export interface GuideMatch {
  guideId: string;
  by: 'tvg-id' | 'name';
}

export interface Matching {
  /** Lineup channel id → its guide channel. */
  matches: Map<number, GuideMatch>;
  unmatchedChannels: LineupChannel[];
  /** Guide channels no lineup channel uses, in the guide's order. */
  unmatchedGuide: GuideChannel[];
}

/** By tvg-id (exact, then case-insensitive), else by normalised name (tvg-name, then title) against every display name. */
export function matchGuide(channels: readonly LineupChannel[], guide: readonly GuideChannel[]): Matching {
  const byId = new Map<string, GuideChannel>();
  const byLowerId = new Map<string, GuideChannel>();
  const byName = new Map<string, GuideChannel>();
  for (const g of guide) {
    if (!byId.has(g.id)) byId.set(g.id, g);
    if (!byLowerId.has(g.id.toLowerCase())) byLowerId.set(g.id.toLowerCase(), g);
    for (const name of g.displayNames) {
      const n = normaliseName(name);
      if (n && !byName.has(n)) byName.set(n, g);
    }
  }
  const matches = new Map<number, GuideMatch>();
  const used = new Set<string>();
  const unmatchedChannels: LineupChannel[] = [];
  for (const c of channels) {
    let found: GuideMatch | null = null;
    if (c.tvgId) {
      const g = byId.get(c.tvgId) ?? byLowerId.get(c.tvgId.toLowerCase());
      if (g) found = { guideId: g.id, by: 'tvg-id' };
    }
    if (!found) {
      for (const name of [c.tvgName, c.title]) {
        const g = name ? byName.get(normaliseName(name)) : undefined;
        if (g) {
          found = { guideId: g.id, by: 'name' };
          break;
        }
      }
    }
    if (found) {
      matches.set(c.id, found);
      used.add(found.guideId);
    } else unmatchedChannels.push(c);
  }
  return { matches, unmatchedChannels, unmatchedGuide: guide.filter((g) => !used.has(g.id)) };
}
