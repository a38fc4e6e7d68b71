// guide.ts (imports) — streams XMLTV guides into the programmes table: matched to the lineup as channels arrive, inserted in batches, older imports' future replaced.
import type { Db } from '../db/connect.ts';
import { matchGuide, type LineupChannel } from '../sources/mapping.ts';
import { openSource, reasonOf } from '../sources/input.ts';
import { parseGuide, type GuideProgramme } from '../sources/xmltv.ts';
import type { Problem } from '../sources/problems.ts';

const DAY = 86400;
/** Past programmes stay this long (the channel pages and, later, catch-up look back a week). */
export const KEEP_PAST_SECONDS = 7 * DAY;
/** Rows per insert: 11 columns each keeps a statement far below SQLite's and PostgreSQL's parameter limits. */
const INSERT_BATCH = 500;

export interface GuideImport {
  guide: string;
  ok: boolean;
  /** Why the guide could not be used at all (it is then skipped: the last good programmes stay). */
  reason?: string;
  matchedChannels: number;
  programmes: number;
  problems: Problem[];
}

/** The next generation number: every import writes its programmes under a new one. */
async function nextGeneration(db: Db): Promise<number> {
  const row = await db.selectFrom('programmes').select((eb) => eb.fn.max('generation').as('g')).executeTakeFirst();
  return Number(row?.g ?? 0) + 1;
}

/**
 * Imports the guides in order. A channel takes its programmes from the first guide that has it: an
 * earlier guide wins, a later one fills in channels the earlier ones lack. When anything was
 * imported, the programmes older imports had from now on are replaced; their past stays a week.
 */
export async function importGuides(db: Db, guides: readonly string[], channels: readonly LineupChannel[], now: number, languages: readonly string[] = ['en']): Promise<GuideImport[]> {
  const generation = await nextGeneration(db);
  const covered = new Set<number>();
  const results: GuideImport[] = [];
  for (const guide of guides) results.push(await importGuide(db, guide, channels, covered, generation, languages));
  if (results.some((r) => r.ok && r.programmes > 0)) {
    await db.deleteFrom('programmes').where('generation', '<', generation).where('stop', '>', now).where('channel_id', 'in', [...covered]).execute();
  }
  await db.deleteFrom('programmes').where('stop', '<', now - KEEP_PAST_SECONDS).execute();
  return results;
}

async function importGuide(db: Db, guide: string, channels: readonly LineupChannel[], covered: Set<number>, generation: number, languages: readonly string[]): Promise<GuideImport> {
  // Guide channel id → lineup channel ids (several playlist channels may share one guide channel).
  const targets = new Map<string, number[]>();
  let waiting = channels.filter((c) => !covered.has(c.id));
  const mine = new Set<number>();
  let programmes = 0;
  let pending: GuideProgramme[] = [];

  const flush = async () => {
    const rows = pending.flatMap((p) =>
      (targets.get(p.channelId) ?? []).map((channel_id) => ({
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
      })),
    );
    pending = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      // A programme this import already has (a repeat in the file) keeps its first copy.
      await db.insertInto('programmes').values(rows.slice(i, i + INSERT_BATCH)).onConflict((oc) => oc.columns(['channel_id', 'start']).doUpdateSet((eb) => ({
        stop: eb.ref('excluded.stop'),
        title: eb.ref('excluded.title'),
        sub_title: eb.ref('excluded.sub_title'),
        description: eb.ref('excluded.description'),
        genre: eb.ref('excluded.genre'),
        season: eb.ref('excluded.season'),
        episode: eb.ref('excluded.episode'),
        images: eb.ref('excluded.images'),
        generation: eb.ref('excluded.generation'),
      }))).execute();
    }
    programmes += rows.length;
  };

  try {
    const source = await openSource(guide, { timeoutMs: 30_000 });
    const summary = await parseGuide(source.stream, {
      languages,
      onChannels: (batch) => {
        const { matches } = matchGuide(waiting, batch);
        for (const [channelId, match] of matches) {
          const list = targets.get(match.guideId) ?? [];
          list.push(channelId);
          targets.set(match.guideId, list);
          mine.add(channelId);
        }
        // A channel takes the first guide channel it matches.
        if (matches.size) waiting = waiting.filter((c) => !matches.has(c.id));
      },
      onProgrammes: async (batch) => {
        for (const p of batch) if (targets.has(p.channelId)) pending.push(p);
        if (pending.length >= INSERT_BATCH) await flush();
      },
    });
    await flush();
    for (const id of mine) covered.add(id);
    if (summary.channels === 0 && summary.programmes === 0) return { guide, ok: false, reason: 'no channels or programmes in it', matchedChannels: 0, programmes, problems: summary.problems };
    return { guide, ok: true, matchedChannels: mine.size, programmes, problems: summary.problems };
  } catch (error) {
    return { guide, ok: false, reason: reasonOf(error), matchedChannels: 0, programmes, problems: [] };
  }
}
