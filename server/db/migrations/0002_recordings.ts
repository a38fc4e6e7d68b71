// 0002_recordings.ts — the cloud recorder's rows: one per scheduled, running or finished recording.
import type { Kysely } from 'kysely';
import { autoId, autoIdType } from '../dialect.ts';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recordings')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    // Programme ids encode (channel, start) and pass 2^31: bigint.
    .addColumn('programme_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('time_start', 'bigint', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('recorded_from', 'bigint')
    // The next live segment (media sequence) to copy; the recorder resumes from it after a restart.
    .addColumn('next_sequence', 'bigint')
    .addColumn('segments_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('missing_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One recording of a programme per user: the duplicate check holds even for two requests at once.
  await db.schema.createIndex('recordings_user_programme').on('recordings').columns(['user_id', 'programme_id']).unique().execute();
  await db.schema.createIndex('recordings_status_start').on('recordings').columns(['status', 'time_start']).execute();
}
