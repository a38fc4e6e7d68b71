// guide.ts (imports) — streams XMLTV guides into the programmes table: matched to the lineup as channels arrive, merged by priority (later guides fill the gaps), inserted in batches, older imports' future replaced.
import type { Db } from '../db/connect.ts';
import type { ProgrammesTable } from '../db/schema.ts';
import { matchGuide, type GuideMatch, type LineupChannel } from '../sources/mapping.ts';
import { openSource, reasonOf } from '../sources/input.ts';
import { parseGuide, type GuideProgramme } from '../sources/xmltv.ts';
import type { Problem } from '../sources/problems.ts';
import { deleteProgrammesAt, deleteProgrammesEndedBefore, latestGuideGeneration, programmesStartingBetween, upcomingSlots, upsertProgrammes } from '../programmes/repository.ts';

const DAY = 86400;
/** Past programmes stay this long (the channel pages and, later, catch-up look back a week). */
export const KEEP_PAST_SECONDS = 7 * DAY;
/** Rows per insert: 17 columns each keeps a statement far below SQLite's and PostgreSQL's parameter limits. */
const INSERT_BATCH = 500;

export interface GuideImport {
  guide: string;
  ok: boolean;
  /** Why the guide could not be used at all (it is then skipped: the last good programmes stay). */
  reason?: string;
  matchedChannels: number;
  /** Programmes it gave (after the merge with earlier guides). */
  programmes: number;
  /** Of those, the ones written: new or changed since the last import (the rest were left as they were). */
  written: number;
  problems: Problem[];
}

/** A channel a guide lists, with its next few programmes: what the console's guide mapping offers and previews. */
export interface CatalogueEntry {
  id: string;
  names: string[];
  icon: string | null;
  preview: Array<{ start: number; stop: number; title: string }>;
}

/** Programmes kept per guide channel for the console's preview. */
const PREVIEW_PROGRAMMES = 3;

/** The next generation number: every import writes its programmes under a new one. */
const nextGeneration = async (db: Db) => (await latestGuideGeneration(db)) + 1;

/**
 * Imports the guides in order, merged per channel by priority: every guide is matched against the whole lineup,
 * the first guide listed wins where guides overlap, and a later one only fills its gaps (a later programme is
 * stored only when it overlaps none this import already stored for the channel; a partial overlap drops it, the
 * answer fills what is left with "No information"). Only programmes that are new or changed are written; when anything
 * was imported, the upcoming programmes older imports had that this one does not give go; the past stays a week.
 */
export async function importGuides(
  db: Db,
  guides: readonly string[],
  channels: readonly LineupChannel[],
  now: number,
  languages: readonly string[] = ['en'],
): Promise<{ results: GuideImport[]; matches: Map<number, GuideMatch>; catalogues: Map<string, CatalogueEntry[]> }> {
  const generation = await nextGeneration(db);
  // Channels earlier guides matched, whether or not they then failed: what they stored decides where later ones may fill.
  const earlier = new Set<number>();
  // Channels guides that were read to the end matched: their older programmes are replaced.
  const covered = new Set<number>();
  const results: GuideImport[] = [];
  // How each channel was matched, by the first guide that matched it.
  const matches = new Map<number, GuideMatch>();
  const catalogues = new Map<string, CatalogueEntry[]>();
  // Every programme this import gives each channel (written or already there as it was): the merge checks later guides
  // against it, and what a covered channel has beyond it goes.
  const seen = new Map<number, Slot[]>();
  for (const guide of guides) {
    const catalogue = new Map<string, CatalogueEntry>();
    const { result, matched } = await importGuide(db, guide, { channels, earlier, generation, languages, catalogue, now, seen });
    catalogues.set(guide, [...catalogue.values()]);
    for (const [id, match] of matched) {
      earlier.add(id);
      if (result.ok) covered.add(id);
      if (!matches.has(id)) matches.set(id, match);
    }
    results.push(result);
  }
  if (results.some((r) => r.ok && r.programmes > 0)) await deleteUnseenUpcoming(db, [...covered], seen, now);
  await deleteProgrammesEndedBefore(db, now - KEEP_PAST_SECONDS);
  return { results, matches, catalogues };
}

interface Slot {
  start: number;
  stop: number;
}

/** Upcoming programmes of the covered channels that this import did not give go (an older import's, now gone from the guide). */
async function deleteUnseenUpcoming(db: Db, covered: readonly number[], seen: ReadonlyMap<number, Slot[]>, now: number): Promise<void> {
  for (let i = 0; i < covered.length; i += INSERT_BATCH) {
    const stored = await upcomingSlots(db, covered.slice(i, i + INSERT_BATCH), now);
    const gone = new Map<number, number[]>();
    const starts = new Map<number, Set<number>>();
    for (const row of stored) {
      const id = Number(row.channel_id);
      let given = starts.get(id);
      if (!given) starts.set(id, (given = new Set((seen.get(id) ?? []).map((s) => s.start))));
      if (!given.has(Number(row.start))) gone.set(id, [...(gone.get(id) ?? []), Number(row.start)]);
    }
    for (const [id, list] of gone) await deleteProgrammesAt(db, id, list);
  }
}

/** The columns that say what a programme is: a stored row equal in all of them is left alone. */
const CONTENT: ReadonlyArray<keyof ProgrammesTable> = ['stop', 'title', 'sub_title', 'description', 'genre', 'season', 'episode', 'images', 'is_new', 'premiere', 'previously_shown', 'original_air', 'rating', 'series_id'];

/** The rows that are new or differ from what is stored at their (channel, start). */
async function changedOnly(db: Db, rows: ProgrammesTable[]): Promise<ProgrammesTable[]> {
  if (!rows.length) return rows;
  let from = Infinity;
  let to = -Infinity;
  for (const r of rows) {
    from = Math.min(from, r.start);
    to = Math.max(to, r.start + 1);
  }
  const stored = new Map((await programmesStartingBetween(db, [...new Set(rows.map((r) => r.channel_id))], from, to)).map((r) => [`${r.channel_id} ${r.start}`, r as unknown as Record<string, unknown>]));
  return rows.filter((r) => {
    const old = stored.get(`${r.channel_id} ${r.start}`);
    return !old || CONTENT.some((k) => String(old[k] ?? '') !== String(r[k] ?? ''));
  });
}

interface GuideContext {
  channels: readonly LineupChannel[];
  earlier: ReadonlySet<number>;
  generation: number;
  languages: readonly string[];
  /** Every channel the guide lists, matched or not, with its next programmes. */
  catalogue: Map<string, CatalogueEntry>;
  now: number;
  seen: Map<number, Slot[]>;
}

const overlaps = (a: { start: number; stop: number }, b: { start: number; stop: number }) => a.start < b.stop && a.stop > b.start;

/**
 * The rows that may be stored: all of them, except that a row for a channel an earlier guide matched must overlap
 * none of the programmes this import already gave it. The rows themselves need no check against each other: a channel
 * takes one guide channel per guide, whose programmes the parser already put in order without overlaps.
 */
function gapsOnly(rows: ProgrammesTable[], earlier: ReadonlySet<number>, seen: ReadonlyMap<number, Slot[]>): ProgrammesTable[] {
  return rows.filter((r) => !earlier.has(r.channel_id) || !seen.get(r.channel_id)?.some((s) => overlaps(r, s)));
}

function rowOf(p: GuideProgramme, channel_id: number, generation: number): ProgrammesTable {
  return {
    channel_id,
    start: p.start,
    stop: p.stop,
    title: p.title,
    sub_title: p.subTitle,
    description: p.description,
    genre: p.genre,
    season: p.season,
    episode: p.episode,
    images: JSON.stringify(p.images),
    generation,
    is_new: p.isNew ? 1 : 0,
    premiere: p.premiere ? 1 : 0,
    previously_shown: p.previouslyShown ? 1 : 0,
    original_air: p.originalAir,
    rating: p.rating,
    series_id: p.seriesId,
  };
}

async function importGuide(db: Db, guide: string, { channels, earlier, generation, languages, catalogue, now, seen }: GuideContext): Promise<{ result: GuideImport; matched: Map<number, GuideMatch> }> {
  // Guide channel id → lineup channel ids (several playlist channels may share one guide channel).
  const targets = new Map<string, number[]>();
  let waiting = [...channels];
  const mine = new Map<number, GuideMatch>();
  let programmes = 0;
  let written = 0;
  let pending: GuideProgramme[] = [];

  const flush = async () => {
    const rows = pending.flatMap((p) => (targets.get(p.channelId) ?? []).map((channelId) => rowOf(p, channelId, generation)));
    pending = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = gapsOnly(rows.slice(i, i + INSERT_BATCH), earlier, seen);
      if (!batch.length) continue;
      for (const r of batch) {
        const list = seen.get(r.channel_id);
        if (list) list.push({ start: r.start, stop: r.stop });
        else seen.set(r.channel_id, [{ start: r.start, stop: r.stop }]);
      }
      programmes += batch.length;
      // A row of this import never shares (channel, start) with another (the parser keeps one per start, and a later
      // guide's overlaps were dropped above), so a conflict is an older import's row: a changed one replaces it, one
      // as it was is left alone.
      const changed = await changedOnly(db, batch);
      if (changed.length) await upsertProgrammes(db, changed);
      written += changed.length;
    }
  };

  const done = (result: Omit<GuideImport, 'guide' | 'programmes' | 'written'>) => ({ result: { guide, ...result, programmes, written }, matched: mine });
  try {
    const source = await openSource(guide, { timeoutMs: 30_000 });
    const summary = await parseGuide(source.stream, {
      languages,
      onChannels: (batch) => {
        for (const g of batch) if (!catalogue.has(g.id)) catalogue.set(g.id, { id: g.id, names: g.displayNames, icon: g.icon, preview: [] });
        const { matches } = matchGuide(waiting, batch);
        for (const [channelId, match] of matches) {
          const list = targets.get(match.guideId) ?? [];
          list.push(channelId);
          targets.set(match.guideId, list);
          mine.set(channelId, match);
        }
        // Within one guide a channel takes the first guide channel it matches.
        if (matches.size) waiting = waiting.filter((c) => !matches.has(c.id));
      },
      onProgrammes: async (batch) => {
        for (const p of batch) {
          if (targets.has(p.channelId)) pending.push(p);
          const entry = catalogue.get(p.channelId);
          if (entry && p.stop > now && entry.preview.length < PREVIEW_PROGRAMMES) entry.preview.push({ start: p.start, stop: p.stop, title: p.title });
        }
        if (pending.length >= INSERT_BATCH) await flush();
      },
    });
    await flush();
    if (summary.channels === 0 && summary.programmes === 0) return done({ ok: false, reason: 'no channels or programmes in it', matchedChannels: 0, problems: summary.problems });
    return done({ ok: true, matchedChannels: mine.size, problems: summary.problems });
  } catch (error) {
    return done({ ok: false, reason: reasonOf(error), matchedChannels: 0, problems: [] });
  }
}
