// tokens.ts — single-use, expiring tokens mailed to users; only their SHA-256 is stored, so a leaked table opens nothing.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import type { UserTokensTable } from '../db/schema.ts';
import { deleteTokensExpiredBefore, deleteUnusedTokens, insertToken, spendToken } from './repository.ts';

export type TokenKind = UserTokensTable['kind'];

export const TOKEN_TTL: Record<TokenKind, number> = { password_reset: 60 * 60, email_verification: 24 * 60 * 60 };

/** What a mailed token looks like: 64 lower-case hex characters. */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the user; earlier unused tokens of the same kind stop working (only the newest mail counts). */
export async function issueToken(db: Db, userId: number, kind: TokenKind, now: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.transaction().execute(async (trx) => {
    await deleteUnusedTokens(trx, userId, kind);
    // Spent and expired rows are swept here, where new ones appear, rather than by a timer.
    await deleteTokensExpiredBefore(trx, now - TOKEN_TTL.email_verification);
    await insertToken(trx, { token: digest(token), user_id: userId, kind, expires_at: now + TOKEN_TTL[kind] });
  });
  return token;
}

/**
 * Marks the token used and answers its user, or null when it is unknown, of another kind, used or expired.
 * Run inside the transaction that acts on it: the conditional update is what makes it single-use.
 */
export async function consumeToken(db: Db, token: string, kind: TokenKind, now: number): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return (await spendToken(db, digest(token), kind, now)) ?? null;
}
