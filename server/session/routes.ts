// routes.ts (session) — init with app credentials, and the keep-alive that refreshes a session.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { loadSession, sessionKeyOf, type Deps } from '../http/context.ts';
import { newKey, sessionSettings } from './settings.ts';
import { deleteSessionsIdleSince, insertSession } from '../identity/repository.ts';

const initBody = {
  type: 'object',
  required: ['app_id', 'app_secret'],
  properties: { app_id: { type: 'string', maxLength: 200 }, app_secret: { type: 'string', maxLength: 200 } },
} as const;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default async function sessionRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, now } = deps;

  app.post<{ Body: { app_id: string; app_secret: string } }>('/tv/api/init', { schema: { body: initBody } }, async (request) => {
    const { app_id, app_secret } = request.body;
    if (app_id !== config.appId || !sameSecret(app_secret, config.appSecret)) throw new HttpError(403, 'Invalid app credentials');
    const t = now();
    const session = { key: newKey(), created_at: t, last_seen: t, user_id: null, access_token: null, chat_token: null };
    await insertSession(db, session);
    // Idle sessions are swept here rather than by a timer: init is where new ones appear.
    await deleteSessionsIdleSince(db, t - config.sessionTtl);
    return sessionSettings(deps, session);
  });

  // The spec leaves the method open: GET is the keep-alive, POST answers the same for clients that post.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/tv/api/session',
      handler: async (request) => sessionSettings(deps, await loadSession(deps, sessionKeyOf(request))),
    });
  }
}
