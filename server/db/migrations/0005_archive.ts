// 0005_archive.ts — the archive of relayed channels (server/archive/): each kept segment's place on the wall clock, and the catch-up days a playlist declares.
import type { Kysely } from 'kysely';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // `catchup-days` from the operator's playlist; null: FTV_CATCHUP_DAYS.
  await db.schema.alterTable('channels').addColumn('catchup_days', 'integer').execute();
  await db.schema
    .createTable('archive_segments')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    // The file's number and media sequence number (`{n}.ts` / `{n}.m4s`), increasing in wall-clock order; a gap skips the numbers of its GAP placeholders.
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    // fMP4: the digest naming the init segment it decodes with (`init-{digest}.mp4`); null for MPEG-TS.
    .addColumn('init', 'text')
    // The encoder's timestamps start anew here (a new upstream, a restart, a gap before it).
    .addColumn('discontinuity', 'integer', (c) => c.notNull())
    // Its discontinuity sequence number (discontinuities since the archive began): a sliding playlist states the first one's.
    .addColumn('cc', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('archive_segments_pk', ['channel_id', 'n'])
    .execute();
  await db.schema.createIndex('archive_segments_channel_start').on('archive_segments').columns(['channel_id', 'start_ms']).execute();
  // The disk budget drops the oldest segments of any channel first.
  await db.schema.createIndex('archive_segments_start').on('archive_segments').column('start_ms').execute();
}
