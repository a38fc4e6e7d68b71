// 0004_imported_lineup.ts — an operator's own channels (M3U) and guide (XMLTV): where each channel is fetched from, and the imported programmes.
import type { Kysely } from 'kysely';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Null on the demo lineup's rows; set on imported ones.
  await db.schema.alterTable('channels').addColumn('source_key', 'text').execute();
  /** JSON: the upstream streams in failover order, each with the headers it wants. */
  await db.schema.alterTable('channels').addColumn('streams', 'text').execute();
  await db.schema.alterTable('channels').addColumn('guide_channel', 'text').execute();
  // A channel the playlist no longer lists leaves the lists, but its recordings still play.
  await db.schema.alterTable('channels').addColumn('removed_at', 'bigint').execute();
  await db.schema.createIndex('channels_source_key').on('channels').column('source_key').execute();

  await db.schema
    .createTable('programmes')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('start', 'bigint', (c) => c.notNull())
    .addColumn('stop', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sub_title', 'text')
    .addColumn('description', 'text')
    .addColumn('genre', 'text')
    .addColumn('season', 'integer')
    .addColumn('episode', 'integer')
    /** JSON array of image URLs. */
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    // Which import wrote it: a new import replaces the future of older ones and keeps their past.
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('programmes_pk', ['channel_id', 'start'])
    .execute();
  await db.schema.createIndex('programmes_channel_stop').on('programmes').columns(['channel_id', 'stop']).execute();
}
