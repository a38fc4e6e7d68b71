// repository.ts (programmes) — the SQL of the programmes table, the one programme store: imported guides written generation by generation, the demo guide written ahead (generation 0), and both read back by channel and time.
import type { Db } from '../db/connect.ts';
import type { ProgrammesTable } from '../db/schema.ts';

/** The generation the demo lineup's guide is written under (imports count from 1). */
export const DEMO_GENERATION = 0;

/** The newest import's generation (0 before any): part of the lineup's version, since an imported guide changes without its channels. */
export async function latestGuideGeneration(db: Db): Promise<number> {
  const row = await db.selectFrom('programmes').select((eb) => eb.fn.max('generation').as('g')).executeTakeFirst();
  return Number(row?.g ?? 0);
}

/** Stores a batch; a row that meets another at the same (channel, start) replaces it (an older import's, or the same demo row written again). */
export async function upsertProgrammes(db: Db, rows: ProgrammesTable[]): Promise<void> {
  await db
    .insertInto('programmes')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['channel_id', 'start']).doUpdateSet((eb) => ({
        stop: eb.ref('excluded.stop'),
        title: eb.ref('excluded.title'),
        sub_title: eb.ref('excluded.sub_title'),
        description: eb.ref('excluded.description'),
        genre: eb.ref('excluded.genre'),
        season: eb.ref('excluded.season'),
        episode: eb.ref('excluded.episode'),
        images: eb.ref('excluded.images'),
        generation: eb.ref('excluded.generation'),
        is_new: eb.ref('excluded.is_new'),
        premiere: eb.ref('excluded.premiere'),
        previously_shown: eb.ref('excluded.previously_shown'),
        original_air: eb.ref('excluded.original_air'),
        rating: eb.ref('excluded.rating'),
        series_id: eb.ref('excluded.series_id'),
      })),
    )
    .execute();
}

/** Batches of upserts in one transaction: a writer that stops midway leaves whole batches. */
export async function upsertProgrammesInOne(db: Db, batches: ProgrammesTable[][]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const batch of batches) if (batch.length) await upsertProgrammes(trx, batch);
  });
}

/** The stored programmes of these channels starting in [from, to), every column: an import compares before it writes. */
export async function programmesStartingBetween(db: Db, channelIds: number[], from: number, to: number) {
  return db.selectFrom('programmes').selectAll().where('channel_id', 'in', channelIds).where('start', '>=', from).where('start', '<', to).execute();
}

/** Which programmes of these channels end after `now`. */
export async function upcomingSlots(db: Db, channelIds: number[], now: number) {
  return db.selectFrom('programmes').select(['channel_id', 'start']).where('channel_id', 'in', channelIds).where('stop', '>', now).execute();
}

/** Removes a channel's programmes at these starts. */
export async function deleteProgrammesAt(db: Db, channelId: number, starts: number[]): Promise<void> {
  for (let i = 0; i < starts.length; i += 500) await db.deleteFrom('programmes').where('channel_id', '=', channelId).where('start', 'in', starts.slice(i, i + 500)).execute();
}

export async function deleteProgrammesEndedBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('programmes').where('stop', '<', before).execute();
}

/** Each channel's span of demo guide rows (the writer keeps one span per channel, without holes). */
export async function demoGuideSpans(db: Db): Promise<Array<{ channel_id: number; first: number; last: number }>> {
  const rows = await db
    .selectFrom('programmes')
    .select((eb) => ['channel_id', eb.fn.min('start').as('first'), eb.fn.max('stop').as('last')])
    .where('generation', '=', DEMO_GENERATION)
    .groupBy('channel_id')
    .execute();
  return rows.map((r) => ({ channel_id: Number(r.channel_id), first: Number(r.first), last: Number(r.last) }));
}

/** Every stored programme of these channels overlapping [from, to), by channel and start. */
export async function programmesBetween(db: Db, channelIds: number[], from: number, to: number) {
  return db
    .selectFrom('programmes')
    .select(['channel_id', 'start', 'stop', 'title', 'sub_title', 'description', 'genre', 'season', 'episode', 'images', 'series_id'])
    .where('channel_id', 'in', channelIds)
    .where('stop', '>', from)
    .where('start', '<', to)
    .orderBy('channel_id')
    .orderBy('start')
    .execute();
}

/** The demo guide's rows that ended before `before`: behind the horizon (programmes/horizon.ts). */
export async function deleteDemoProgrammesEndedBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('programmes').where('generation', '=', DEMO_GENERATION).where('stop', '<', before).execute();
}

/** What a recording rule's coarse filter keeps: a series (its id or exact title), one channel, lower-case words of a keyword; empty: everything. */
export interface ComingFilter {
  seriesId?: string | null;
  title?: string | null;
  channelId?: number | null;
  words?: readonly string[];
}

/**
 * The programmes starting in [from, to) that any of the filters could match (the rules match them exactly in
 * memory), in start order: what recording rules book from.
 */
export async function comingProgrammes(db: Db, from: number, to: number, filters: readonly ComingFilter[]) {
  let query = db
    .selectFrom('programmes')
    .select(['channel_id', 'start', 'stop', 'title', 'sub_title', 'description', 'season', 'episode', 'series_id', 'is_new', 'previously_shown', 'original_air'])
    .where('start', '>=', from)
    .where('start', '<', to);
  const everything = filters.some((f) => !f.seriesId && !f.title && f.channelId == null && !f.words?.length);
  if (!everything) {
    query = query.where((eb) =>
      eb.or(
        filters.map((f) => {
          const all = [];
          if (f.seriesId) all.push(eb('series_id', '=', f.seriesId));
          else if (f.title) all.push(eb('title', '=', f.title));
          if (f.channelId != null) all.push(eb('channel_id', '=', f.channelId));
          // Only plain ASCII words narrow the query: LIKE's wildcards, and SQLite's lower() (ASCII only), would miss the rest.
          for (const word of (f.words ?? []).filter((w) => /^[a-z0-9 '-]+$/.test(w))) {
            const like = `%${word}%`;
            all.push(eb.or([eb(eb.fn('lower', ['title']), 'like', like), eb(eb.fn('lower', ['sub_title']), 'like', like), eb(eb.fn('lower', ['description']), 'like', like)]));
          }
          // A filter with nothing to narrow by (a non-ASCII keyword on any channel) keeps every row.
          return all.length ? eb.and(all) : eb(eb.lit(1), '=', 1);
        }),
      ),
    );
  }
  return query.orderBy('start').orderBy('channel_id').execute();
}
