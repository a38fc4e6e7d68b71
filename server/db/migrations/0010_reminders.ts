// 0010_reminders.ts — "Remind me" on a coming programme: when to remind (minutes before it starts), by e-mail too or only in the app, and when the mail went.
import type { Kysely } from 'kysely';
import { autoId, autoIdType } from '../dialect.ts';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reminders')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('programme_id', 'bigint', (c) => c.notNull())
    .addColumn('start', 'bigint', (c) => c.notNull())
    .addColumn('stop', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // 0 to 15 minutes before the start.
    .addColumn('lead_minutes', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(0))
    // The watch page's absolute URL, as the app was reached when the reminder was set: the mail's link.
    .addColumn('link', 'text', (c) => c.notNull())
    // When the mail was sent (null: not yet, or none asked).
    .addColumn('mailed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One reminder per programme and user.
  await db.schema.createIndex('reminders_user_programme').on('reminders').columns(['user_id', 'programme_id']).unique().execute();
  // The mail job's due rows.
  await db.schema.createIndex('reminders_start').on('reminders').columns(['start']).execute();
}
