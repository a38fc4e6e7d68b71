// atoms.ts (checkout) — the cart, paying it by card (with the 3-D Secure step) and the order history.
import { atom } from 'jotai';
import type { CardPayload, Cart, Order, PaymentOutcome } from '../../api';
import { loadChannelsAtom } from '../shared/lineup';
import { notifyAtom } from '../notifications/atoms';
import { apiClientAtom, onSessionChange } from '../session/atoms';
import { idle, loadInto, runAction, type ActionResult, type Resource } from '../shared/action';
import { loadUserSubscriptionsAtom } from '../shared/subscriptions';

const EMPTY_CART: Cart = { items: [], total: 0, currency: '' };

export const cartStateAtom = atom<Resource<Cart>>(idle(EMPTY_CART));
export const ordersStateAtom = atom<Resource<Order[]>>(idle([]));
/** Set while the card's bank asks for a 3-D Secure code. */
export const pendingChallengeAtom = atom<{ id: string; hint: string } | null>(null);

export const resetCheckoutAtom = atom(null, (_get, set) => {
  set(cartStateAtom, idle(EMPTY_CART));
  set(ordersStateAtom, idle([]));
  set(pendingChallengeAtom, null);
});

// The cart, the orders and a waiting 3-D Secure step were the user's: they go with the login.
onSessionChange('checkout', (change, _get, set) => {
  if (change.type === 'loggedOut') set(resetCheckoutAtom);
});

export const loadCartAtom = atom(null, (get, set, { signal }: { signal?: AbortSignal } = {}) =>
  loadInto(get, set, cartStateAtom, () => get(apiClientAtom).checkout.cart({ signal })),
);

/** One plan in the cart (the cart is cleared first): what choosing a plan on /subscribe means. */
export const choosePlanAtom = atom(null, async (get, set, planId: number): Promise<ActionResult<Cart>> => {
  const client = get(apiClientAtom);
  const result = await runAction(set, async () => {
    await client.checkout.clearCart();
    return client.checkout.addToCart(planId);
  });
  if (result.ok) set(cartStateAtom, idle(result.data));
  return result;
});

/** What a completed payment changes: the user's plans, and the premium streams they unlock. */
const afterPaymentAtom = atom(null, async (_get, set) => {
  set(pendingChallengeAtom, null);
  set(cartStateAtom, idle(EMPTY_CART));
  await Promise.all([set(loadUserSubscriptionsAtom), set(loadChannelsAtom, { force: true })]);
});

export const payAtom = atom(null, async (get, set, card: CardPayload): Promise<ActionResult<PaymentOutcome>> => {
  const result = await runAction(set, () => get(apiClientAtom).checkout.subscribe(card), { notify: false });
  if (!result.ok) {
    if (!result.aborted) set(notifyAtom, { tone: 'error', message: result.error });
    return result;
  }
  if (result.data.status === 'challenge') set(pendingChallengeAtom, result.data.challenge);
  else {
    set(notifyAtom, { tone: 'success', message: 'Payment successful' });
    await set(afterPaymentAtom);
  }
  return result;
});

export const confirmChallengeAtom = atom(null, async (get, set, code: string): Promise<ActionResult<PaymentOutcome>> => {
  const challenge = get(pendingChallengeAtom);
  if (!challenge) return { ok: false, error: 'No payment is waiting for a code' };
  // Failures are shown where the code was typed (the dialog) or above the form, not also as a toast.
  const result = await runAction(set, () => get(apiClientAtom).checkout.challenge3ds({ id: challenge.id, code }), { notify: false });
  if (result.ok) {
    set(notifyAtom, { tone: 'success', message: 'Payment successful' });
    await set(afterPaymentAtom);
  }
  return { ...result, ...(result.ok && { message: 'Payment successful' }) };
});

export const loadOrdersAtom = atom(null, (get, set, { signal }: { signal?: AbortSignal } = {}) =>
  loadInto(get, set, ordersStateAtom, () => get(apiClientAtom).checkout.orders({ signal })),
);
