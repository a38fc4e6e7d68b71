// routes.ts (subscriptions) — the plan catalogue, the caller's subscriptions, and cancelling one.
import type { Bus } from '../cluster/bus.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { requireUser, userOf, withSession, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { idSchema, parseId, scalarIdsIn, sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import { subscriptionsChanged } from './entitlement.ts';
import { cancelSubscription, planGroupLinks, planRows, subscriptionOf, subscriptionRowsOf } from './repository.ts';
import type { Plan as PlanAnswer, UserSubscription as UserSubscriptionAnswer } from '../../wire/types.ts';

const cancelBody = {
  type: 'object',
  required: ['id'],
  properties: {
    session_key: sessionKeyProp,
    id: idSchema,
  },
} as const;

export type { PlanAnswer, UserSubscriptionAnswer };

export async function listPlans(db: Db): Promise<PlanAnswer[]> {
  const plans = await planRows(db);
  const links = await planGroupLinks(db);
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    price: Number(p.price),
    currency: p.currency,
    period: p.period,
    features: parseFeatures(p.features),
    channel_groups: links.filter((l) => l.plan_id === p.id).map((l) => ({ id: l.id, name: l.name })),
    storage_hours: Number(p.storage_hours),
  }));
}

function parseFeatures(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    // An operator's malformed edit must not break the catalogue.
    return [];
  }
}

/** The user's subscriptions, newest first; past its end a plan reads as expired whatever it was. */
export async function userSubscriptionsOf({ db, now }: Deps, userId: number): Promise<UserSubscriptionAnswer[]> {
  const t = now();
  const rows = await subscriptionRowsOf(db, userId);
  return rows.map((r) => {
    const expiresAt = Number(r.expires_at);
    const remaining = Math.max(0, expiresAt - t);
    return {
      id: r.id,
      plan_id: r.plan_id,
      name: r.name,
      status: remaining === 0 ? 'expired' : r.status,
      started_at: Number(r.started_at),
      expires_at: expiresAt,
      'remaining-time': remaining,
      auto_renew: remaining === 0 ? 0 : Number(r.auto_renew),
    };
  });
}

/** What the subscriptions routes use, from the composition root (server/services.ts): the bus tells every instance a user's plans changed. */
export interface SubscriptionsRoutesOptions {
  deps: Deps;
  bus: Bus;
}

export default async function subscriptionsRoutes(app: FastifyInstance, { deps, bus }: SubscriptionsRoutesOptions) {
  const { db, now } = deps;

  app.get('/tv/api/subscriptions', { schema: { querystring: sessionOnly }, preHandler: withSession(deps) }, async () => listPlans(db));

  app.get('/tv/api/userSubscriptions', { schema: { querystring: sessionOnly }, preHandler: requireUser(deps) }, async (request) =>
    userSubscriptionsOf(deps, userOf(request).id),
  );

  app.post<{ Body: { id: number | string } }>('/tv/api/cancelSubscription', { schema: { body: cancelBody }, preValidation: scalarIdsIn('id'), preHandler: requireUser(deps) }, async (request) => {
    const id = parseId(request.body.id, 'id');
    const userId = userOf(request).id;
    await db.transaction().execute(async (trx) => {
      // Another user's subscription answers exactly as a missing one: no hint that it exists.
      const sub = await subscriptionOf(trx, userId, id);
      if (!sub) throw new HttpError(404, 'Subscription not found');
      if (Number(sub.expires_at) <= now() || sub.status === 'expired') throw new HttpError(400, 'Subscription has already expired');
      // Cancelling stops renewal only; the plan stays until expires_at (docs/api.md#subscriptions). A second cancel is a no-op.
      await cancelSubscription(trx, id);
    });
    await subscriptionsChanged(bus, request.log, userId);
    return { success: true };
  });
}
