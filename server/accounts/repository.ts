// repository.ts (accounts) — the SQL of the user_tokens table: the mailed single-use tokens, stored as digests (the rules are tokens.ts).
import type { Db } from '../db/connect.ts';
import type { UserTokensTable } from '../db/schema.ts';

/** The user's unused tokens of this kind go: only the newest mail's counts. */
export async function deleteUnusedTokens(db: Db, userId: number, kind: UserTokensTable['kind']): Promise<void> {
  await db.deleteFrom('user_tokens').where('user_id', '=', userId).where('kind', '=', kind).where('used_at', 'is', null).execute();
}

/** Tokens that expired before `before` go (swept where new ones appear, rather than by a timer). */
export async function deleteTokensExpiredBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('user_tokens').where('expires_at', '<', before).execute();
}

export async function insertToken(db: Db, token: { token: string; user_id: number; kind: UserTokensTable['kind']; expires_at: number }): Promise<void> {
  await db.insertInto('user_tokens').values({ ...token, used_at: null }).execute();
}

/** Marks the token (its digest) used at `now` if it is of this kind, unused and unexpired: its user, else undefined. Conditional, so it is single-use. */
export async function spendToken(db: Db, digest: string, kind: UserTokensTable['kind'], now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('token', '=', digest)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
