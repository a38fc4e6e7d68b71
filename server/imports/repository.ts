// repository.ts (imports) — the SQL of the programmes table: imported guides written generation by generation, and read back by channel and time.
import type { Db } from '../db/connect.ts';
import type { ProgrammesTable } from '../db/schema.ts';

/** The newest import's generation (0 before any): part of the lineup's version, since an imported guide changes without its channels. */
export async function latestGuideGeneration(db: Db): Promise<number> {
  const row = await db.selectFrom('programmes').select((eb) => eb.fn.max('generation').as('g')).executeTakeFirst();
  return Number(row?.g ?? 0);
}

/** What this import (`generation`) already stored for these channels across [from, to). */
export async function storedSlotsBetween(db: Db, generation: number, channelIds: number[], from: number, to: number) {
  return db
    .selectFrom('programmes')
    .select(['channel_id', 'start', 'stop'])
    .where('generation', '=', generation)
    .where('channel_id', 'in', channelIds)
    .where('start', '<', to)
    .where('stop', '>', from)
    .execute();
}

/** Stores a batch; a row that meets an older import's at the same (channel, start) replaces it. */
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
      })),
    )
    .execute();
}

/** Older imports' programmes of these channels that end after `now` go: this import's replace them. */
export async function deleteOlderUpcoming(db: Db, generation: number, now: number, channelIds: number[]): Promise<void> {
  await db.deleteFrom('programmes').where('generation', '<', generation).where('stop', '>', now).where('channel_id', 'in', channelIds).execute();
}

export async function deleteProgrammesEndedBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('programmes').where('stop', '<', before).execute();
}

/** Every stored programme of these channels overlapping [from, to), by channel and start. */
export async function programmesBetween(db: Db, channelIds: number[], from: number, to: number) {
  return db
    .selectFrom('programmes')
    .select(['channel_id', 'start', 'stop', 'title', 'sub_title', 'description', 'genre', 'season', 'episode', 'images'])
    .where('channel_id', 'in', channelIds)
    .where('stop', '>', from)
    .where('start', '<', to)
    .orderBy('channel_id')
    .orderBy('start')
    .execute();
}
