// access.ts (admin) — who may use /admin/api: a logged-in operator (401 without a login, 403 for a viewer); a change must come from the app's own pages.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadSession, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { userById } from '../identity/repository.ts';
import { awaitsConfirmation, isOperator } from '../identity/operators.ts';

export const NOT_LOGGED_IN = 'Log in as an operator to use the console';
export const NOT_OPERATOR = 'Only operators may use the console';
export const CROSS_SITE = 'A change to the console must come from its own pages';
export const UNCONFIRMED_OPERATOR = 'Confirm your email address to use the console: FTV_ADMIN_EMAILS names it, and an address counts once confirmed';

export { isOperator };

function sessionKeyIn(request: FastifyRequest): string | null {
  const source = request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body;
  const key = source && typeof source === 'object' ? (source as Record<string, unknown>).session_key : undefined;
  return typeof key === 'string' && /^[0-9a-f]{32}$/.test(key) ? key : null;
}

/**
 * The console's guard. Requests that change state carry the session's access token in the `ftv-token` header, which a
 * page of another site cannot set without a CORS preflight that FTV never grants; and where the browser names the page
 * a request came from (Origin), it must be this site.
 */
export function requireOperator(deps: Deps) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== `${request.protocol}://${request.host}` && origin !== deps.config.publicUrl) throw new HttpError(403, CROSS_SITE);
    }
    const key = sessionKeyIn(request);
    const token = request.headers['ftv-token'];
    if (key === null || typeof token !== 'string' || token === '') throw new HttpError(401, NOT_LOGGED_IN);
    const session = await loadSession(deps, key).catch(() => null);
    if (!session?.user_id || session.access_token !== token) throw new HttpError(401, NOT_LOGGED_IN);
    const user = await userById(deps.db, session.user_id);
    if (!user) throw new HttpError(401, NOT_LOGGED_IN);
    if (!isOperator(user, deps.config)) throw new HttpError(403, awaitsConfirmation(user, deps.config) ? UNCONFIRMED_OPERATOR : NOT_OPERATOR);
    request.session = session;
    request.user = user;
  };
}
