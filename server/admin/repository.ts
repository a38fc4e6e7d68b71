// repository.ts (admin) — the SQL of the audit_log table: a change recorded, the list newest first, one entry, marking one undone.
import type { Db } from '../db/connect.ts';
import type { AuditEntry } from '../db/schema.ts';

export interface AuditRecord {
  /** null: `npm run admin` on the server itself. */
  actor_id: number | null;
  at: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export async function insertAudit(db: Db, record: AuditRecord): Promise<AuditEntry> {
  return db
    .insertInto('audit_log')
    .values({ ...record, before: JSON.stringify(record.before), after: JSON.stringify(record.after) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The latest entries first, with who made them; `beforeId` pages back. */
export async function auditPage(db: Db, limit: number, beforeId: number | null) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .selectAll('audit_log')
    .select('users.email as actor_email')
    .orderBy('audit_log.id', 'desc')
    .limit(limit);
  if (beforeId !== null) query = query.where('audit_log.id', '<', beforeId);
  return query.execute();
}

export async function auditEntry(db: Db, id: number): Promise<AuditEntry | undefined> {
  return db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks it undone; false when it already was (two undos at once: one wins). */
export async function markAuditUndone(db: Db, id: number, by: number, at: number): Promise<boolean> {
  const result = await db.updateTable('audit_log').set({ undone_at: at, undone_by: by }).where('id', '=', id).where('undone_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
