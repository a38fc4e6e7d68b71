// checkout.ts — cart, card payment with its 3-D Secure step, and the order history.
import { ApiError, failWith } from './errors';
import { FALLBACK } from './messages';
import { asArray, isObject, str, toCart, toOrder } from './normalise';
import { requireSessionKey, type Session } from './session';
import type { CallOptions, CardPayload, Cart, Order, PaymentOutcome } from './types';

export interface CheckoutApi {
  clearCart: (options?: CallOptions) => Promise<Cart>;
  addToCart: (planId: number, options?: CallOptions) => Promise<Cart>;
  cart: (options?: CallOptions) => Promise<Cart>;
  /** Pays the cart: 'paid' with the orders, or 'challenge' when the card asks for a 3-D Secure code. */
  subscribe: (card: CardPayload, options?: CallOptions) => Promise<PaymentOutcome>;
  challenge3ds: (challenge: { id: string; code: string }, browserData?: Record<string, unknown>, options?: CallOptions) => Promise<PaymentOutcome>;
  orders: (options?: CallOptions) => Promise<Order[]>;
}

function toOutcome(answer: unknown): PaymentOutcome {
  if (isObject(answer) && isObject(answer.challenge3ds)) {
    return { status: 'challenge', challenge: { id: str(answer.challenge3ds.id), hint: str(answer.challenge3ds.hint) } };
  }
  if (isObject(answer) && (answer.success || Array.isArray(answer.orders))) {
    return { status: 'paid', orders: (Array.isArray(answer.orders) ? answer.orders : []).map(toOrder) };
  }
  throw new ApiError(0, FALLBACK.subscribe, answer);
}

/** What the browser reports for the payment's risk checks (the sandbox ignores it). */
export function browserData(): Record<string, unknown> {
  if (typeof navigator === 'undefined') return {};
  return {
    language: navigator.language,
    userAgent: navigator.userAgent,
    timeZoneOffset: new Date().getTimezoneOffset(),
    ...(typeof screen !== 'undefined' && { screenWidth: screen.width, screenHeight: screen.height, colorDepth: screen.colorDepth }),
  };
}

export function createCheckoutApi({ session }: { session: Session }): CheckoutApi {
  const post = (path: string, body: Record<string, unknown>, options: CallOptions) => session.call({ method: 'POST', path, body, signal: options.signal });
  return {
    clearCart: (options = {}) => failWith(FALLBACK.addToCart, async () => toCart(await post('/tv/api/checkout/clear-cart', {}, options))),
    addToCart: (planId, options = {}) =>
      failWith(FALLBACK.addToCart, async () => toCart(await post(`/tv/api/checkout/add-to-cart/${encodeURIComponent(String(planId))}`, {}, options))),
    cart: (options = {}) => failWith(FALLBACK.cart, async () => toCart(await session.call({ method: 'GET', path: '/checkout-cart', signal: options.signal }))),
    subscribe: async (card, options = {}) => {
      requireSessionKey(session);
      // docs/api.md#card-sandbox: the provider's names.
      const body = {
        card_number: card.cardNumber,
        expiration: card.expiration,
        cvv: card.cvv,
        card_holder_name: card.cardHolderName,
        agree_to_terms: card.agreeToTerms,
        agree_to_marketing: card.agreeToMarketing,
      };
      return failWith(FALLBACK.subscribe, async () => toOutcome(await post('/tv/api/checkout/subscribe', body, options)));
    },
    challenge3ds: (challenge, data = browserData(), options = {}) =>
      failWith(FALLBACK.challenge, async () => toOutcome(await post('/tv/api/checkout/challenge3ds', { challenge, browserData: data }, options))),
    orders: (options = {}) =>
      failWith(FALLBACK.orders, async () => asArray(await session.call({ method: 'GET', path: '/tv/api/orders', signal: options.signal }), 'orders').map(toOrder)),
  };
}
