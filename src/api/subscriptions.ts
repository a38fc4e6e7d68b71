// subscriptions.ts — the plan catalogue, the user's subscriptions (remaining_time) and cancelling one.
import { failWith } from './errors';
import { FALLBACK } from './messages';
import { asArray, toPlan, toUserSubscription } from './normalise';
import { requireSessionKey, type Session } from './session';
import type { CallOptions, Plan, UserSubscription } from './types';

export interface SubscriptionsApi {
  plans: (options?: CallOptions) => Promise<Plan[]>;
  mine: (options?: CallOptions) => Promise<UserSubscription[]>;
  /** Stops renewal; the plan stays until it expires. 'No session key available' without a session. */
  cancel: (subscriptionId: number, options?: CallOptions) => Promise<void>;
}

export function createSubscriptionsApi({ session }: { session: Session }): SubscriptionsApi {
  return {
    plans: (options = {}) =>
      failWith(FALLBACK.subscriptions, async () => asArray(await session.call({ method: 'GET', path: '/tv/api/subscriptions', signal: options.signal }), 'plans').map(toPlan)),
    mine: (options = {}) =>
      failWith(FALLBACK.subscriptions, async () =>
        asArray(await session.call({ method: 'GET', path: '/tv/api/userSubscriptions', signal: options.signal }), 'userSubscriptions').map(toUserSubscription),
      ),
    cancel: async (subscriptionId, options = {}) => {
      requireSessionKey(session);
      await failWith(FALLBACK.cancelSubscription, () => session.call({ method: 'POST', path: '/tv/api/cancelSubscription', body: { id: subscriptionId }, signal: options.signal }));
    },
  };
}
