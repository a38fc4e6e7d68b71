// entitlement.ts — may this user watch premium channels of this group? (an active, unexpired plan that includes it)
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context.ts';
import type { Bus } from '../cluster/bus.ts';
import { entitledGroupRows } from './repository.ts';

/** Bus topic: this user's subscriptions changed (data: the user id); every instance forgets what it cached of them. */
export const ENTITLEMENT_TOPIC = 'entitlement';

/** The groups whose premium channels the user may watch now, each with the moment (unix seconds) that ends: the latest expiry among the plans granting it. */
export async function entitledGroups({ db, now }: Deps, userId: number | null): Promise<Map<number, number>> {
  if (!userId) return new Map();
  const rows = await entitledGroupRows(db, userId, now());
  return new Map(rows.map((r) => [Number(r.group_id), Number(r.until)]));
}

/** Group ids whose premium channels the user may watch now. */
export async function entitledGroupIds(deps: Deps, userId: number | null): Promise<Set<number>> {
  return new Set((await entitledGroups(deps, userId)).keys());
}

/**
 * Tells every instance (this one at once) that the user's subscriptions changed: called once the change is
 * committed. Never throws: the change stands, and an instance not told still drops its answer within its TTL.
 */
export async function subscriptionsChanged(bus: Bus, log: FastifyBaseLogger, userId: number): Promise<void> {
  await bus
    .publish(ENTITLEMENT_TOPIC, String(userId))
    .catch((error: unknown) => log.warn({ err: error }, 'subscriptions changed, but the other instances were not told'));
}
