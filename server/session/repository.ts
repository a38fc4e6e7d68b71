// repository.ts (session) — creating sessions and sweeping the idle ones (loading one is http/context.ts's loadSession).
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { SessionsTable } from '../db/schema.ts';

export async function insertSession(db: Db, session: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** Deletes every session last seen before `before` (Unix seconds). */
export async function deleteSessionsIdleSince(db: Db, before: number): Promise<void> {
  await db.deleteFrom('sessions').where('last_seen', '<', before).execute();
}
