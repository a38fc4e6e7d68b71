// 0003_support_reference.ts — a short opaque reference per support ticket: mails name it instead of the session key.
import type { Kysely } from 'kysely';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Null for tickets from before: their mails have been sent already.
  await db.schema.alterTable('support_tickets').addColumn('reference', 'text').execute();
  await db.schema.createIndex('support_tickets_reference').on('support_tickets').column('reference').unique().execute();
}
