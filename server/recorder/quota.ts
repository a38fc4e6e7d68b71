// quota.ts — how many hours of recordings a user may keep: the free plan's, or the largest of their active plans.
import type { Deps } from '../http/context.ts';
import { FREE_PLAN_ID } from '../subscriptions/plans.ts';

/** When the plans table has no free plan row (it always should): the free plan's allowance (server/subscriptions/plans.ts). */
const FALLBACK_FREE_HOURS = 5;

export async function storageHours({ db, now }: Pick<Deps, 'db' | 'now'>, userId: number): Promise<number> {
  const [free, paid] = await Promise.all([
    db.selectFrom('plans').select('storage_hours').where('id', '=', FREE_PLAN_ID).executeTakeFirst(),
    db
      .selectFrom('user_subscriptions')
      .innerJoin('plans', 'plans.id', 'user_subscriptions.plan_id')
      .select('plans.storage_hours')
      .where('user_subscriptions.user_id', '=', userId)
      // A cancelled plan stays until it expires (docs/api.md#subscriptions), its storage with it.
      .where('user_subscriptions.status', 'in', ['active', 'cancelled'])
      .where('user_subscriptions.expires_at', '>', now())
      .execute(),
  ]);
  return Math.max(Number(free?.storage_hours ?? FALLBACK_FREE_HOURS), ...paid.map((p) => Number(p.storage_hours)));
}

/** Seconds of programme the user's recordings take; failed ones hold nothing and count for nothing. */
export async function usedSeconds({ db }: Pick<Deps, 'db'>, userId: number): Promise<number> {
  const rows = await db.selectFrom('recordings').select('length').where('user_id', '=', userId).where('status', '!=', 'Failed').execute();
  return rows.reduce((sum, r) => sum + Number(r.length), 0);
}

/** Hours with two decimals, as the list answers them. */
export const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
