// payment.ts — the session's cart, and turning a paid cart into orders and subscriptions in one transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { PERIOD_SECONDS } from '../subscriptions/plans.ts';
import { extendSubscription, insertSubscription, plansByIds, runningSubscriptionOf } from '../subscriptions/repository.ts';
import { cartRows, insertOrder, removeFromCart } from './repository.ts';
import type { Cart, CartItem, NewOrder as OrderAnswer } from '../../wire/types.ts';

export type { Cart, CartItem, OrderAnswer };

/** Snapshot of a payment waiting for 3-D Secure; this is all a challenge row keeps. */
export interface PendingPayment {
  plan_ids: number[];
  amount: number;
  currency: string;
  brand: string;
  last4: string;
}

const DEFAULT_CURRENCY = 'EUR';

export async function cartOf(db: Kysely<Database>, sessionKey: string): Promise<Cart> {
  const rows = await cartRows(db, sessionKey);
  const items = rows.map((r) => ({ plan_id: r.id, name: r.name, price: Number(r.price), currency: r.currency, period: r.period }));
  return { items, total: items.reduce((sum, i) => sum + i.price, 0), currency: items[0]?.currency ?? DEFAULT_CURRENCY };
}

/**
 * Records a successful payment: an order per plan, a subscription per plan (an unexpired one for the
 * same plan is extended rather than doubled), and the paid plans leave the cart. Call inside a transaction;
 * once it commits, subscriptionsChanged (subscriptions/entitlement.ts) tells every instance.
 */
export async function completePayment(
  trx: Kysely<Database>,
  { userId, sessionKey, planIds, brand, last4, now }: { userId: number; sessionKey: string; planIds: number[]; brand: string; last4: string; now: number },
): Promise<OrderAnswer[]> {
  if (planIds.length === 0) return [];
  const plans = await plansByIds(trx, planIds);
  const orders: OrderAnswer[] = [];
  for (const plan of plans) {
    const order = { user_id: userId, plan_id: plan.id, amount: Number(plan.price), currency: plan.currency, card_brand: brand, card_last4: last4, status: 'paid' as const, created_at: now };
    const id = await insertOrder(trx, order);
    orders.push({ id, plan_id: plan.id, name: plan.name, amount: order.amount, currency: order.currency, card_brand: brand, card_last4: last4, created_at: now });

    const period = PERIOD_SECONDS[plan.period] ?? PERIOD_SECONDS.month;
    const current = await runningSubscriptionOf(trx, userId, plan.id, now);
    // Paying again for a plan still running adds a period after its end, and renews it.
    if (current) await extendSubscription(trx, current.id, Number(current.expires_at) + period, id);
    else await insertSubscription(trx, { user_id: userId, plan_id: plan.id, order_id: id, started_at: now, expires_at: now + period });
  }
  await removeFromCart(trx, sessionKey, planIds);
  return orders;
}
