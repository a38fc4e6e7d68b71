// repository.ts (subscriptions) — the SQL of the plans, plan_groups and user_subscriptions tables: the catalogue, its seed, what a user holds, paying and cancelling.
import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database, PlansTable } from '../db/schema.ts';

/** A subscription the user holds at `now`: active, or cancelled but not yet expired (a cancelled plan stays until it expires, docs/api.md#subscriptions). */
const heldAt = (now: number) => (eb: ExpressionBuilder<Database, 'user_subscriptions'>) =>
  eb.and([eb('user_subscriptions.status', 'in', ['active', 'cancelled']), eb('user_subscriptions.expires_at', '>', now)]);

/** Every plan in catalogue order. */
export async function planRows(db: Db) {
  return db.selectFrom('plans').selectAll().orderBy('position').orderBy('id').execute();
}

/** Which channel groups each plan includes (plan_id → group id and name), groups in id order. */
export async function planGroupLinks(db: Db) {
  return db
    .selectFrom('plan_groups')
    .innerJoin('channel_groups', 'channel_groups.id', 'plan_groups.group_id')
    .select(['plan_groups.plan_id', 'channel_groups.id', 'channel_groups.name'])
    .orderBy('channel_groups.id')
    .execute();
}

/** The user's subscriptions with their plan's name, newest first. */
export async function subscriptionRowsOf(db: Db, userId: number) {
  return db
    .selectFrom('user_subscriptions')
    .innerJoin('plans', 'plans.id', 'user_subscriptions.plan_id')
    .select(['user_subscriptions.id', 'user_subscriptions.plan_id', 'plans.name', 'user_subscriptions.status', 'user_subscriptions.started_at', 'user_subscriptions.expires_at', 'user_subscriptions.auto_renew'])
    .where('user_subscriptions.user_id', '=', userId)
    .orderBy('user_subscriptions.started_at', 'desc')
    .orderBy('user_subscriptions.id', 'desc')
    .execute();
}

/** The user's subscription of this id; another user's is undefined, as a missing one. */
export async function subscriptionOf(db: Db, userId: number, id: number) {
  return db.selectFrom('user_subscriptions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Stops renewal only: the plan stays until expires_at. */
export async function cancelSubscription(db: Db, id: number): Promise<void> {
  await db.updateTable('user_subscriptions').set({ status: 'cancelled', auto_renew: 0 }).where('id', '=', id).execute();
}

/** Whether the catalogue has any plan (the seed runs only on an empty one). */
export async function hasPlans(db: Db): Promise<boolean> {
  return (await db.selectFrom('plans').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertPlans(db: Db, plans: Insertable<PlansTable>[]): Promise<void> {
  await db.insertInto('plans').values(plans).execute();
}

export async function planIds(db: Db): Promise<Set<number>> {
  return new Set((await db.selectFrom('plans').select('id').execute()).map((p) => p.id));
}

/** Each plan–group link present, as `plan:group`. */
export async function planGroupLinkKeys(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('plan_groups').select(['plan_id', 'group_id']).execute()).map((l) => `${l.plan_id}:${l.group_id}`));
}

export async function insertPlanGroupLinks(db: Db, links: { plan_id: number; group_id: number }[]): Promise<void> {
  if (links.length > 0) await db.insertInto('plan_groups').values(links).execute();
}

/** What a cart needs to know of a plan. */
export async function planForCart(db: Db, planId: number) {
  return db.selectFrom('plans').select(['id', 'price', 'currency']).where('id', '=', planId).executeTakeFirst();
}

/** The plans of these ids, in catalogue order (a paid cart's). */
export async function plansByIds(db: Db, ids: number[]) {
  return db.selectFrom('plans').selectAll().where('id', 'in', ids).orderBy('position').execute();
}

/** The free plan's recording allowance in hours, if its row exists. */
export async function planStorageHours(db: Db, planId: number): Promise<number | undefined> {
  const row = await db.selectFrom('plans').select('storage_hours').where('id', '=', planId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.storage_hours);
}

/** The recording allowance (hours) of each plan the user holds at `now`; a cancelled plan stays until it expires (docs/api.md#subscriptions). */
export async function heldPlansStorageHours(db: Db, userId: number, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_subscriptions')
    .innerJoin('plans', 'plans.id', 'user_subscriptions.plan_id')
    .select('plans.storage_hours')
    .where('user_subscriptions.user_id', '=', userId)
    .where(heldAt(now))
    .execute();
  return rows.map((r) => Number(r.storage_hours));
}

/** The groups the user's plans include at `now`, each with the latest expiry among the plans granting it; a cancelled plan counts until it expires. */
export async function entitledGroupRows(db: Db, userId: number, now: number) {
  return db
    .selectFrom('user_subscriptions')
    .innerJoin('plan_groups', 'plan_groups.plan_id', 'user_subscriptions.plan_id')
    .select((eb) => ['plan_groups.group_id', eb.fn.max('user_subscriptions.expires_at').as('until')])
    .where('user_subscriptions.user_id', '=', userId)
    .where(heldAt(now))
    .groupBy('plan_groups.group_id')
    .execute();
}

/** The user's running subscription of this plan at `now` (active or cancelled, not expired), the one ending last. */
export async function runningSubscriptionOf(db: Db, userId: number, planId: number, now: number) {
  return db
    .selectFrom('user_subscriptions')
    .select(['id', 'expires_at'])
    .where('user_id', '=', userId)
    .where('plan_id', '=', planId)
    .where(heldAt(now))
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
}

/** Paid again: the subscription runs to `expiresAt`, renews, and names the order that paid it. */
export async function extendSubscription(db: Db, id: number, expiresAt: number, orderId: number): Promise<void> {
  await db.updateTable('user_subscriptions').set({ expires_at: expiresAt, status: 'active', auto_renew: 1, order_id: orderId }).where('id', '=', id).execute();
}

export async function insertSubscription(db: Db, subscription: { user_id: number; plan_id: number; order_id: number; started_at: number; expires_at: number }): Promise<void> {
  await db.insertInto('user_subscriptions').values({ ...subscription, status: 'active', auto_renew: 1 }).execute();
}

/** The plans the user holds at `now` (a cancelled one until it expires), with their names, the one ending last first. */
export async function heldPlanRows(db: Db, userId: number, now: number) {
  return db
    .selectFrom('user_subscriptions')
    .innerJoin('plans', 'plans.id', 'user_subscriptions.plan_id')
    .select(['plans.id', 'plans.name', 'user_subscriptions.expires_at'])
    .where('user_subscriptions.user_id', '=', userId)
    .where(heldAt(now))
    .orderBy('user_subscriptions.expires_at', 'desc')
    .execute();
}

/** Every plan–group link, as rows. */
export async function planGroupPairs(db: Db) {
  return db.selectFrom('plan_groups').select(['plan_id', 'group_id']).execute();
}
