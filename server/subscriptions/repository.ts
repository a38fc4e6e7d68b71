// repository.ts (subscriptions) — the plan catalogue's rows and a user's subscriptions, and cancelling one.
import type { Db } from '../db/connect.ts';

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
