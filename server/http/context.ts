// context.ts — who is calling: the session behind `session_key`, and the user behind the `ftv-token` header.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { Config } from '../config.ts';
import type { Selectable } from 'kysely';
import type { SessionsTable, User } from '../db/schema.ts';
import { HttpError } from './errors.ts';
import type { RedisLink } from '../cluster/redis.ts';
import { deleteSession, sessionByKey, touchSession, userById } from '../identity/repository.ts';

export type Session = Selectable<SessionsTable>;

/** What every area's routes receive when they register. */
export interface Deps {
  db: Db;
  config: Config;
  /** Unix seconds; injectable so tests can move time. */
  now: () => number;
  /** REDIS_URL's connections: chat, rate limits and caches shared by every instance; absent for one process on its own. */
  redis?: RedisLink;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    session: Session | null;
    user: User | null;
  }
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** GET carries `session_key` in the query; other methods in the JSON or form body (docs/api.md#transport). */
export function sessionKeyOf(request: FastifyRequest): string {
  const source = request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body;
  const key = source && typeof source === 'object' ? (source as Record<string, unknown>).session_key : undefined;
  if (typeof key !== 'string' || key === '') throw new HttpError(400, 'session_key is required');
  if (!/^[0-9a-f]{32}$/.test(key)) throw new HttpError(400, 'session_key must be 32 hexadecimal characters');
  return key;
}

/** The live session for the key (410 when unknown or idle too long); touching it keeps it alive. */
export async function loadSession({ db, config, now }: Deps, key: string): Promise<Session> {
  const session = await sessionByKey(db, key);
  const t = now();
  if (!session || t - Number(session.last_seen) > config.sessionTtl) {
    if (session) await deleteSession(db, key);
    throw new HttpError(410, 'Session expired');
  }
  await touchSession(db, key, t);
  return { ...session, last_seen: t };
}

/**
 * The session the route's preHandler (withSession or requireUser) loaded. A handler that gets here
 * without one is on a route registered without that preHandler: a server bug, so a 500 naming the
 * route, never a 4xx that would blame the caller's session (a 403 logs the app out).
 */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error(`${request.method} ${request.routeOptions.url}: no session; the route needs withSession or requireUser`);
  return request.session;
}

/** The logged-in user requireUser loaded; as sessionOf, a route without requireUser is a server bug (500). */
export function userOf(request: FastifyRequest): User {
  if (!request.user) throw new Error(`${request.method} ${request.routeOptions.url}: no user; the route needs requireUser`);
  return request.user;
}

/** preHandler: the call needs a live session (anonymous is fine). */
export function withSession(deps: Deps) {
  return async (request: FastifyRequest) => {
    request.session = await loadSession(deps, sessionKeyOf(request));
  };
}

/**
 * preHandler: the call needs a logged-in user: a live session bound to a user, and the `ftv-token`
 * header equal to that session's access token. Anything else is 403, never a hint of which part failed.
 */
export function requireUser(deps: Deps) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await loadSession(deps, sessionKeyOf(request));
    const token = request.headers['ftv-token'];
    if (!session.user_id || !session.access_token || typeof token !== 'string' || token !== session.access_token) {
      throw new HttpError(403, 'Unauthorized');
    }
    const user = await userById(deps.db, session.user_id);
    if (!user) throw new HttpError(403, 'Unauthorized');
    request.session = session;
    request.user = user;
  };
}
