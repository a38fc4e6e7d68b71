// planView.ts — the provider's plans as the picker shows them: which is the user's, which is included, which can be bought.
import type { Plan, UserSubscription } from '../../api';
import type { PlanPickerItem } from '../../components/PlanPicker';

/** A subscription counts until it runs out: a cancelled one keeps its plan until `expiresAt` (docs/api.md#subscriptions). */
export const isActiveSubscription = (subscription: UserSubscription): boolean => subscription.status !== 'expired' && subscription.remainingTime > 0;

/**
 * The free plan cannot be bought (the provider refuses it in the cart): it is the current plan of a
 * user without a paid one, and included for everyone else.
 */
export function toPlanItems(plans: readonly Plan[], subscriptions: readonly UserSubscription[], isAuthenticated: boolean): PlanPickerItem[] {
  const active = new Set(isAuthenticated ? subscriptions.filter(isActiveSubscription).map((s) => s.planId) : []);
  const hasPaidPlan = plans.some((plan) => plan.price > 0 && active.has(plan.id));
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    currency: plan.currency,
    period: plan.period,
    features: plan.features,
    channelGroups: plan.channelGroups.map((group) => group.name),
    status: plan.price === 0 ? (isAuthenticated && !hasPaidPlan ? 'current' : 'included') : active.has(plan.id) ? 'current' : 'available',
  }));
}
