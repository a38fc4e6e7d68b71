// routes.ts (admin) — the operator's console API (docs/api.md#operators): who is an operator, granting and revoking it, and the audit of every change with its undo.
import type { FastifyInstance } from 'fastify';
import { userOf, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { idParams, sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import type { UserRole } from '../db/schema.ts';
import { operatorAccounts, setUserRole, userById, userIdByEmail } from '../identity/repository.ts';
import { isOperator, requireOperator } from './access.ts';
import { auditEntry, auditPage, insertAudit, markAuditUndone } from './repository.ts';
import type { Importer } from '../imports/service.ts';
import sourceRoutes from './sourceRoutes.ts';
import lineupRoutes from './lineupRoutes.ts';
import mappingRoutes from './mappingRoutes.ts';
import healthRoutes from './healthRoutes.ts';
import type { Relayed } from '../media/relayed.ts';
import type { StreamMonitor } from '../monitor/recorder.ts';
import { createUndoRegistry } from './undo.ts';

export interface AdminRoutesOptions {
  deps: Deps;
  importer: Importer;
  relayed: Relayed;
  monitor: StreamMonitor;
}

const AUDIT_PAGE = 50;

const emailBody = { type: 'object', properties: { session_key: sessionKeyProp, email: { type: 'string', maxLength: 320 } } } as const;
const auditQuery = { type: 'object', properties: { session_key: sessionKeyProp, before: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } } as const;

/** A role change as the audit keeps it. */
interface RoleState {
  role: UserRole;
}

/** Never shown in the audit: a source's password (kept, so an undo can put the source back). */
function redacted(state: unknown): unknown {
  if (Array.isArray(state)) return state.map(redacted);
  if (state === null || typeof state !== 'object') return state;
  return Object.fromEntries(Object.entries(state).map(([k, v]) => [k, k === 'password' && v ? '***' : redacted(v)]));
}

export default async function adminRoutes(app: FastifyInstance, { deps, importer, relayed, monitor }: AdminRoutesOptions) {
  const { db, now, config } = deps;
  const guard = requireOperator(deps);
  const undo = createUndoRegistry();

  /** Sets a role and records it: the audit entry is what an undo puts back. */
  async function changeRole(actorId: number, userId: number, role: UserRole, action: string) {
    const user = await userById(db, userId);
    if (!user) throw new HttpError(404, 'Account not found');
    const before: RoleState = { role: user.role };
    await setUserRole(db, userId, role);
    return insertAudit(db, { actor_id: actorId, at: now(), action, target: `user:${userId}`, before, after: { role } satisfies RoleState });
  }

  for (const action of ['operators.grant', 'operators.revoke']) {
    undo.register(action, async (entry, actor) => {
      const userId = Number(entry.target.split(':')[1]);
      if (userId === Number(actor.id)) throw new HttpError(400, 'You cannot change your own role: another operator can');
      if (!(await userById(db, userId))) throw new HttpError(404, 'Account not found');
      const { role } = entry.before as RoleState;
      await setUserRole(db, userId, role);
      return { role } satisfies RoleState;
    });
  }

  const operatorAnswer = (u: { id: number; email: string; nickname: string; role: UserRole }) => ({
    id: Number(u.id),
    email: u.email,
    nickname: u.nickname,
    // Named by FTV_ADMIN_EMAILS: the console cannot take it away (the environment says so).
    by_environment: config.adminEmails.includes(u.email.toLowerCase()),
  });

  app.get('/admin/api/me', { schema: { querystring: sessionOnly }, preHandler: guard }, async (request) => {
    const user = userOf(request);
    return { id: Number(user.id), email: user.email, nickname: user.nickname, operator: true };
  });

  app.get('/admin/api/operators', { schema: { querystring: sessionOnly }, preHandler: guard }, async () => ({
    operators: (await operatorAccounts(db, config.adminEmails)).map(operatorAnswer),
  }));

  app.post<{ Body: { email?: string } }>('/admin/api/operators', { schema: { body: emailBody }, preHandler: guard }, async (request) => {
    const email = (request.body?.email ?? '').trim().toLowerCase();
    if (email === '') throw new HttpError(400, 'email is required');
    const found = await userIdByEmail(db, email);
    if (!found) throw new HttpError(404, 'No account with that email: the operator registers first');
    const user = (await userById(db, Number(found.id)))!;
    if (isOperator(user, config)) throw new HttpError(409, `${email} is an operator already`);
    const entry = await changeRole(userOf(request).id, Number(found.id), 'operator', 'operators.grant');
    return { success: true, operator: operatorAnswer({ ...user, role: 'operator' }), audit_id: Number(entry.id) };
  });

  app.delete<{ Params: { id: number } }>('/admin/api/operators/:id', { schema: { params: idParams }, preHandler: guard }, async (request) => {
    const actor = userOf(request);
    const id = request.params.id;
    if (id === Number(actor.id)) throw new HttpError(400, 'You cannot revoke your own role: another operator can');
    const user = await userById(db, id);
    if (!user || user.role !== 'operator') throw new HttpError(404, 'No operator with that id');
    const entry = await changeRole(actor.id, id, 'viewer', 'operators.revoke');
    return { success: true, audit_id: Number(entry.id) };
  });

  app.get<{ Querystring: { before?: string } }>('/admin/api/audit', { schema: { querystring: auditQuery }, preHandler: guard }, async (request) => {
    const rows = await auditPage(db, AUDIT_PAGE, request.query.before ? Number(request.query.before) : null);
    return {
      entries: rows.map((r) => ({
        id: Number(r.id),
        at: Number(r.at),
        actor: r.actor_email,
        action: r.action,
        target: r.target,
        before: redacted(JSON.parse(r.before)),
        after: redacted(JSON.parse(r.after)),
        undone_at: r.undone_at === null ? null : Number(r.undone_at),
      })),
    };
  });

  // An undo puts the "before" back, and is itself audited (so it can be undone in turn).
  app.post<{ Params: { id: number } }>('/admin/api/audit/:id/undo', { schema: { params: idParams }, preHandler: guard }, async (request) => {
    const actor = userOf(request);
    const entry = await auditEntry(db, request.params.id);
    if (!entry) throw new HttpError(404, 'Audit entry not found');
    if (entry.undone_at !== null) throw new HttpError(409, 'That change was undone already');
    const handler = undo.handlerOf(entry.action);
    if (!handler) throw new HttpError(400, `${entry.action} cannot be undone`);
    const parsed = { id: Number(entry.id), action: entry.action, target: entry.target, before: JSON.parse(entry.before) as unknown, after: JSON.parse(entry.after) as unknown };
    const after = await handler(parsed, actor);
    if (!(await markAuditUndone(db, entry.id, actor.id, now()))) throw new HttpError(409, 'That change was undone already');
    const undone = await insertAudit(db, { actor_id: actor.id, at: now(), action: `${entry.action}.undo`, target: entry.target, before: parsed.after, after });
    return { success: true, audit_id: Number(undone.id) };
  });

  await app.register(sourceRoutes, { deps, importer, undo });
  await app.register(lineupRoutes, { deps, importer, undo });
  await app.register(mappingRoutes, deps);
  await app.register(healthRoutes, { deps, relayed, monitor });
}
