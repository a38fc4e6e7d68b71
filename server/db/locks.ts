// locks.ts — PostgreSQL advisory locks, and whether the database answers: the SQL that belongs to no table.
import { sql } from 'kysely';
import type { Db } from './connect.ts';

/** Runs `work` on one connection holding the advisory lock `key` (a number), released however `work` ends. */
export async function withAdvisoryLock<T>(db: Db, key: number, work: (connection: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** As withAdvisoryLock, the lock named by a text (hashed by PostgreSQL): one lock per name, e.g. per chat room. */
export async function withNamedLock<T>(db: Db, name: string, work: (connection: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}

/** Resolves when the database answers a trivial query (readiness checks). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
