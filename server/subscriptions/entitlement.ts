// entitlement.ts — may this user watch premium channels of this group? (an active, unexpired plan that includes it)
import type { Deps } from '../http/context.ts';

/** Group ids whose premium channels the user may watch now. */
export async function entitledGroupIds({ db, now }: Deps, userId: number | null): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await db
    .selectFrom('user_subscriptions')
    .innerJoin('plan_groups', 'plan_groups.plan_id', 'user_subscriptions.plan_id')
    .select('plan_groups.group_id')
    .where('user_subscriptions.user_id', '=', userId)
    // A cancelled plan stays until it expires (DESIGN §3): only the end date counts.
    .where('user_subscriptions.status', 'in', ['active', 'cancelled'])
    .where('user_subscriptions.expires_at', '>', now())
    .execute();
  return new Set(rows.map((r) => r.group_id));
}
