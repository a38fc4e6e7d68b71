// repository.ts (identity) — the SQL of the sessions and users tables: who is calling (a session, the user bound to it), accounts by id, email or login, new ones, logging in and out.
import { randomBytes } from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { SessionsTable, User, UserRole, UsersTable } from '../db/schema.ts';

/** 64 hex characters: the access and chat tokens bound to a logged-in session. */
const newToken = () => randomBytes(32).toString('hex');

/** The id of the account registered with this (normalised) address, if any. */
export async function userIdByEmail(db: Db, email: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

/** Login names never contain '@' (they are derived from the local part), so '@' means an email. */
export async function userByLoginOrEmail(db: Db, login: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(login.includes('@') ? 'email' : 'login', '=', login)
    .executeTakeFirst();
}

/** What a password reset mail needs to know of the account. */
export async function resetRecipientByEmail(db: Db, email: string): Promise<{ id: number; email: string; nickname: string } | undefined> {
  return db.selectFrom('users').select(['id', 'email', 'nickname']).where('email', '=', email).executeTakeFirst();
}

/** The account of this id, if it still exists. */
export async function userById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function loadUser(db: Db, id: number): Promise<User> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Makes the account an operator or a viewer again. */
export async function setUserRole(db: Db, id: number, role: UserRole): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}

/** Accounts whose stored role is operator, or whose address is one of `emails`, in the order they registered. */
export async function operatorAccounts(db: Db, emails: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'nickname', 'role'])
    // An address FTV_ADMIN_EMAILS names counts once confirmed (identity/operators.ts).
    .where((eb) => (emails.length > 0 ? eb.or([eb('role', '=', 'operator'), eb.and([eb('email', 'in', [...emails]), eb('email_verified', '=', 1)])]) : eb('role', '=', 'operator')))
    .orderBy('id')
    .execute();
}

export async function updateUser(db: Db, id: number, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** A login or nickname derived from the email's local part, made unique by a number (or a random tail). */
async function uniqueName(db: Db, column: 'login' | 'nickname', email: string): Promise<string> {
  const local = email.slice(0, email.indexOf('@')).toLowerCase();
  const base = local.replace(/[^a-z0-9._-]/g, '').replace(/^[._-]+/, '').slice(0, 30) || 'viewer';
  const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}${i + 2}`)];
  const taken = new Set((await db.selectFrom('users').select(column).where(column, 'in', candidates).execute()).map((r) => r[column]));
  return candidates.find((c) => !taken.has(c)) ?? `${base}-${randomBytes(4).toString('hex')}`;
}

/** A new, unverified account with a login and nickname of its own; its id. Run inside the registration's transaction. */
export async function insertUser(db: Db, account: { email: string; password_hash: string; created_at: number }): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      login: await uniqueName(db, 'login', account.email),
      nickname: await uniqueName(db, 'nickname', account.email),
      email: account.email,
      password_hash: account.password_hash,
      first_name: '',
      last_name: '',
      avatar: '',
      country: null,
      timezone: null,
      email_verified: 0,
      created_at: account.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Binds the user to the session with fresh access and chat tokens (a login never reuses earlier tokens). */
export async function logIn(db: Db, sessionKey: string, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ user_id: userId, access_token: newToken(), chat_token: newToken() }).where('key', '=', sessionKey).execute();
}

/** The session stays, anonymous. */
export async function logOut(db: Db, sessionKey: string): Promise<void> {
  await db.updateTable('sessions').set({ user_id: null, access_token: null, chat_token: null }).where('key', '=', sessionKey).execute();
}

/** After a password change or reset, no other session stays logged in as the user. */
export async function logOutEverywhere(db: Db, userId: number, exceptKey: string | null): Promise<void> {
  let query = db.updateTable('sessions').set({ user_id: null, access_token: null, chat_token: null }).where('user_id', '=', userId);
  if (exceptKey) query = query.where('key', '!=', exceptKey);
  await query.execute();
}

export async function insertSession(db: Db, session: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function sessionByKey(db: Db, key: string) {
  return db.selectFrom('sessions').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The session was used at `t`: it stays alive another FTV_SESSION_TTL from then. */
export async function touchSession(db: Db, key: string, t: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen: t }).where('key', '=', key).execute();
}

export async function deleteSession(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sessions').where('key', '=', key).execute();
}

/** Deletes every session last seen before `before` (Unix seconds). */
export async function deleteSessionsIdleSince(db: Db, before: number): Promise<void> {
  await db.deleteFrom('sessions').where('last_seen', '<', before).execute();
}
