// checkout.ts — a paid subscription bought through the provider's checkout sandbox with its test card (e2e tests and the bench).
import type { Page } from '@playwright/test';
import { callAsUser } from './asUser.ts';

/** The sandbox's plans by cart id (server/subscriptions/plans.ts): Monthly unlocks four groups, Yearly every premium channel. */
const PLAN_IDS = { 'Premium Monthly': 2, 'Premium Yearly': 3 } as const;
export type PaidPlan = keyof typeof PLAN_IDS;

/** A POST as the buying user, resolving to the HTTP status: for callers that hold a session without a page (an API request context). */
export type PostAsUser = (path: string, body?: Record<string, unknown>) => Promise<number>;

/**
 * Empties the cart, adds the plan and pays with 4242 4242 4242 4242 (always accepted, no 3-D Secure).
 * `as` is the logged-in page, or a POST of the caller's own; throws naming the step the provider refused.
 */
export async function buySubscription(as: Page | PostAsUser, plan: PaidPlan): Promise<void> {
  const post: PostAsUser = typeof as === 'function' ? as : async (path, body) => (await callAsUser(as, path, body)).status;
  // December, three years on: in the future whatever day it runs.
  const expiration = `12/${(new Date().getUTCFullYear() + 3) % 100}`;
  const steps: [string, Record<string, unknown>?][] = [
    ['/tv/api/checkout/clear-cart'],
    [`/tv/api/checkout/add-to-cart/${PLAN_IDS[plan]}`],
    ['/tv/api/checkout/subscribe', { card_number: '4242424242424242', expiration, cvv: '123', card_holder_name: 'FTV Tester', agree_to_terms: true, agree_to_marketing: false }],
  ];
  for (const [path, body] of steps) {
    const status = await post(path, body);
    if (status !== 200) throw new Error(`the checkout sandbox answered ${status} to ${path} (buying ${plan})`);
  }
}
