// locks.ts — PostgreSQL advisory locks, and whether the database answers: the SQL that belongs to no table.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './connect.ts';

/** Runs `work` on one connection holding the advisory lock `lock` (a key expression), released however `work` ends. */
async function holding<T>(db: Db, lock: RawBuilder<unknown>, work: (connection: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${lock})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}

/** The advisory lock of a fixed number (the one all instances agree on for starting). */
export const withAdvisoryLock = <T>(db: Db, key: number, work: (connection: Db) => Promise<T>) => holding(db, sql`${key}`, work);

/** The advisory lock named by a text (hashed by PostgreSQL): one lock per name, e.g. per chat room. */
export const withNamedLock = <T>(db: Db, name: string, work: (connection: Db) => Promise<T>) => holding(db, sql`hashtext(${name})`, work);

/** Resolves when the database answers a trivial query (readiness checks). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
