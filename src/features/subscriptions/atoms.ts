// atoms.ts (subscriptions) — the plan catalogue, the user's subscriptions, cancelling one.
import { atom } from 'jotai';
import type { Plan, UserSubscription } from '../../api';
import { apiClientAtom } from '../session/atoms';
import { idle, loadInto, runAction, type ActionResult, type Resource } from '../shared/action';

export const plansStateAtom = atom<Resource<Plan[]>>(idle([]));
export const userSubscriptionsStateAtom = atom<Resource<UserSubscription[]>>(idle([]));

export const resetSubscriptionsAtom = atom(null, (_get, set) => set(userSubscriptionsStateAtom, idle([])));

export const loadPlansAtom = atom(null, (get, set, { signal }: { signal?: AbortSignal } = {}) =>
  loadInto(get, set, plansStateAtom, () => get(apiClientAtom).subscriptions.plans({ signal })),
);

export const loadUserSubscriptionsAtom = atom(null, (get, set, { signal }: { signal?: AbortSignal } = {}) =>
  loadInto(get, set, userSubscriptionsStateAtom, () => get(apiClientAtom).subscriptions.mine({ signal })),
);

export const cancelSubscriptionAtom = atom(null, async (get, set, subscriptionId: number): Promise<ActionResult> => {
  const result = await runAction(set, () => get(apiClientAtom).subscriptions.cancel(subscriptionId), { success: 'Subscription cancelled' });
  if (result.ok) await set(loadUserSubscriptionsAtom);
  return result;
});
