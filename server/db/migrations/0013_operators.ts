// 0013_operators.ts — the operator's console: a role on accounts (viewer or operator), and the audit of every change made through it (who, when, what, before and after; undone by whom).
import type { Kysely } from 'kysely';
import { autoId, autoIdType } from '../dialect.ts';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('role', 'text', (c) => c.notNull().defaultTo('viewer')).execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    // What was done, as `area.verb` (operators.grant, …), and to what (`user:12`).
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    // JSON of the changed state before and after: what an undo puts back.
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'bigint')
    .addColumn('undone_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
}
