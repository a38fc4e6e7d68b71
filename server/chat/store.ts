// store.ts — chat queries: the last N of a room, what came after an id, a new message, and who a chat token is.
import type { Deps } from '../http/context.ts';
import type { Db } from '../db/connect.ts';
import type { ChatMessage } from '../../wire/types.ts';

export type { ChatMessage };

interface Row {
  id: number;
  text: string;
  created_at: number | string;
  nickname: string;
  source: string;
}

// PostgreSQL returns bigint columns as strings; the API promises numbers.
const toMessage = (row: Row): ChatMessage => ({
  id: Number(row.id),
  text: row.text,
  created_at: Number(row.created_at),
  user: { nickname: row.nickname },
  source: row.source,
});

const COLUMNS = ['id', 'text', 'created_at', 'nickname', 'source'] as const;

/** The room's last `limit` messages, oldest first. */
export async function lastMessages({ db }: Deps, room: string, limit: number): Promise<ChatMessage[]> {
  const rows = await db.selectFrom('chat_messages').select(COLUMNS).where('room', '=', room).orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse().map(toMessage);
}

/** Up to `limit` messages after `afterId`, oldest first: what a reconnecting listener missed. */
export async function messagesAfter({ db }: Deps, room: string, afterId: number, limit: number): Promise<ChatMessage[]> {
  const rows = await db.selectFrom('chat_messages').select(COLUMNS).where('room', '=', room).where('id', '>', afterId).orderBy('id', 'asc').limit(limit).execute();
  return rows.map(toMessage);
}

/** Written with the database (or the one connection) the hub gives: it may hold the room's lock on it. */
export async function insertMessage(
  db: Db,
  message: { room: string; user_id: number; nickname: string; text: string; source: string; created_at: number },
): Promise<ChatMessage> {
  const { id } = await db.insertInto('chat_messages').values(message).returning('id').executeTakeFirstOrThrow();
  return toMessage({ ...message, id });
}

/**
 * The account behind a chat token: it must belong to a live session bound to a user. Logout clears the
 * token and expiry ends the session, so either makes the token worthless.
 */
export async function chatAuthor({ db, config, now }: Deps, token: string): Promise<{ id: number; nickname: string } | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id as id', 'users.nickname as nickname'])
    .where('sessions.chat_token', '=', token)
    .where('sessions.last_seen', '>=', now() - config.sessionTtl)
    .executeTakeFirst();
}
