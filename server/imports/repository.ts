// repository.ts (imports) — the SQL of the console's sources (lineup_sources), each source's last import (source_imports) and the channels' edits (channel_edits).
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { LineupSource, LineupSourcesTable } from '../db/schema.ts';

/** Every source added in the console, first priority first. */
export async function consoleSources(db: Db): Promise<LineupSource[]> {
  return db.selectFrom('lineup_sources').selectAll().orderBy('priority').orderBy('id').execute();
}

export async function consoleSourceById(db: Db, id: number): Promise<LineupSource | undefined> {
  return db.selectFrom('lineup_sources').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds it last in priority (or with the id and priority it had, when an undo brings it back). */
export async function insertConsoleSource(db: Db, row: Omit<Insertable<LineupSourcesTable>, 'priority'> & { priority?: number }): Promise<LineupSource> {
  const last = await db.selectFrom('lineup_sources').select((eb) => eb.fn.max('priority').as('top')).executeTakeFirst();
  const priority = row.priority ?? Number(last?.top ?? 0) + 1;
  return db
    .insertInto('lineup_sources')
    .values({ ...row, priority })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateConsoleSource(db: Db, id: number, change: Updateable<LineupSourcesTable>): Promise<LineupSource | undefined> {
  return db.updateTable('lineup_sources').set(change).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteConsoleSource(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('lineup_sources').where('id', '=', id).executeTakeFirst();
  await db.deleteFrom('source_imports').where('source', '=', `console:${id}`).execute();
  return Number(result.numDeletedRows) > 0;
}

/** Gives each id its place in `ids` as its priority. */
export async function orderConsoleSources(db: Db, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, id] of ids.entries()) await trx.updateTable('lineup_sources').set({ priority: index + 1 }).where('id', '=', id).execute();
  });
}

/** Every source's last import, by source key. */
export async function sourceImports(db: Db) {
  return db.selectFrom('source_imports').selectAll().execute();
}

export async function saveSourceImport(db: Db, source: string, at: number, report: unknown, digest: string | null): Promise<void> {
  const values = { at, report: JSON.stringify(report), digest };
  await db
    .insertInto('source_imports')
    .values({ source, ...values })
    .onConflict((oc) => oc.column('source').doUpdateSet(values))
    .execute();
}

/** Every channel's edits, by channel id. */
export async function channelEdits(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('channel_edits').select(['channel_id', 'fields']).execute();
  return new Map(rows.map((r) => [Number(r.channel_id), r.fields]));
}

export async function channelEditsOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('channel_edits').select(['channel_id', 'fields']).where('channel_id', 'in', ids.slice(i, i + 500)).execute();
    for (const r of rows) out.set(Number(r.channel_id), r.fields);
  }
  return out;
}

/** Writes each channel's edit (JSON), or removes it (null). */
export async function saveChannelEdits(db: Db, edits: ReadonlyMap<number, string | null>, at: number): Promise<void> {
  for (const [channelId, fields] of edits) {
    if (fields === null) {
      await db.deleteFrom('channel_edits').where('channel_id', '=', channelId).execute();
      continue;
    }
    await db
      .insertInto('channel_edits')
      .values({ channel_id: channelId, fields, updated_at: at })
      .onConflict((oc) => oc.column('channel_id').doUpdateSet({ fields, updated_at: at }))
      .execute();
  }
}

/** A guide's channels, replacing what it listed at its last import (in batches: a guide may list thousands). */
export async function replaceGuideChannels(db: Db, source: string, rows: ReadonlyArray<{ xmltv_id: string; names: string; icon: string | null; preview: string | null }>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('guide_channels').where('source', '=', source).execute();
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto('guide_channels').values(rows.slice(i, i + 500).map((r) => ({ source, ...r }))).execute();
  });
}

/** Forgets the channels of guides no longer imported. */
export async function deleteGuideChannelsExcept(db: Db, sources: readonly string[]): Promise<void> {
  let query = db.deleteFrom('guide_channels');
  if (sources.length) query = query.where('source', 'not in', sources);
  await query.execute();
}

/** Every guide channel listed, first source first: what suggestions and the search read. */
export async function allGuideChannels(db: Db) {
  return db.selectFrom('guide_channels').select(['source', 'xmltv_id', 'names', 'icon']).execute();
}

/** A guide channel's next programmes as its last import read them (JSON), from whichever guide lists it. */
export async function guideChannelPreview(db: Db, xmltvId: string) {
  return db.selectFrom('guide_channels').select(['source', 'names', 'preview']).where('xmltv_id', '=', xmltvId).execute();
}

/** When the guides were last read and written (an import that found them as before does not count): 0 before any. */
export async function guidesImportedAt(db: Db): Promise<number> {
  const row = await db.selectFrom('source_imports').select('at').where('source', '=', 'guides').executeTakeFirst();
  return Number(row?.at ?? 0);
}
