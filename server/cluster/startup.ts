// startup.ts (cluster) — one instance at a time through the start-up writes (migrations, the demo lineup's seed): several instances started at once on one PostgreSQL would otherwise insert the same rows twice.
import type { Db } from '../db/connect.ts';
import { isPostgres } from '../db/dialect.ts';
import { withAdvisoryLock } from '../db/locks.ts';

/** Any fixed number: the advisory lock all FTV instances of one database agree on for starting. */
const STARTUP_LOCK = 0x46545631;

/** Runs `work` holding the start-up lock (on PostgreSQL; SQLite is one process's file, and needs none). */
export async function duringStartup<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return withAdvisoryLock(db, STARTUP_LOCK, () => work());
}
