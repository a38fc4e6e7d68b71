// 0011_rule_reminders.ts — a recording rule may also remind (minutes before each airing it books, and the app's address the reminders link to); a booking a user cancelled is skipped by their rules from then on.
import type { Kysely } from 'kysely';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recording_rules').addColumn('remind_minutes', 'integer').execute();
  // The app's origin as it was reached when the rule was saved (or FTV_PUBLIC_URL): a reminder's watch link.
  await db.schema.alterTable('recording_rules').addColumn('remind_origin', 'text').execute();
  // A rule's booking the user cancelled: their rules skip that airing rather than book it again.
  await db.schema
    .createTable('rule_skips')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('programme_id', 'bigint', (c) => c.notNull())
    // The airing's start: a skip is forgotten once its programme is over.
    .addColumn('start', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rule_skips_pk', ['user_id', 'programme_id'])
    .execute();
}
