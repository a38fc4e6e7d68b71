// 0011_rule_reminders.ts — a recording rule may also remind: minutes before each airing it books (null: no reminder), and the app's address the reminders link to.
import type { Kysely } from 'kysely';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recording_rules').addColumn('remind_minutes', 'integer').execute();
  // The app's origin as it was reached when the rule was saved (or FTV_PUBLIC_URL): a reminder's watch link.
  await db.schema.alterTable('recording_rules').addColumn('remind_origin', 'text').execute();
}
