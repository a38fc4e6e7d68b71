// 0008_programme_store.ts — the programmes table becomes the one programme store (the demo guide is written into it too): what XMLTV says about an airing, for series rules.
import type { Kysely } from 'kysely';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // <new/>: the episode's first airing.
  await db.schema.alterTable('programmes').addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // <premiere>: a film's or a series' first showing here.
  await db.schema.alterTable('programmes').addColumn('premiere', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // <previously-shown>: a repeat; `original_air` its first airing when the guide says (unix seconds).
  await db.schema.alterTable('programmes').addColumn('previously_shown', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('programmes').addColumn('original_air', 'bigint').execute();
  // <rating><value>: the age rating as the guide writes it (PG, 12, TV-14).
  await db.schema.alterTable('programmes').addColumn('rating', 'text').execute();
  // The series across airings and channels (a rule follows it); null for a one-off.
  await db.schema.alterTable('programmes').addColumn('series_id', 'text').execute();
  await db.schema.createIndex('programmes_series_start').on('programmes').columns(['series_id', 'start']).execute();
}
