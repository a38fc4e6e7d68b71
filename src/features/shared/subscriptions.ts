// subscriptions.ts — the plan catalogue, the user's subscriptions, cancelling one: the settings list them, checkout offers the plans and reloads them after a payment.
import { atom } from 'jotai';
import type { Plan, UserSubscription } from '../../api';
import { apiClientAtom, onSessionChange } from '../session/atoms';
import { idle, loadInto, runAction, type ActionResult, type Resource } from './action';

export const plansStateAtom = atom<Resource<Plan[]>>(idle([]));
export const userSubscriptionsStateAtom = atom<Resource<UserSubscription[]>>(idle([]));

export const resetSubscriptionsAtom = atom(null, (_get, set) => set(userSubscriptionsStateAtom, idle([])));

// The user's plans go with the login; the catalogue is everyone's and stays.
onSessionChange('subscriptions', (change, _get, set) => {
  if (change.type === 'loggedOut') set(resetSubscriptionsAtom);
});

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
