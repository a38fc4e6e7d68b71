// routes.ts (checkout) — cart, the card sandbox with its 3-D Secure challenge, and the caller's orders.
import type { Bus } from '../cluster/bus.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, sessionOf, userOf, withSession, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import { FREE_PLAN_ID } from '../subscriptions/plans.ts';
import { subscriptionsChanged } from '../subscriptions/entitlement.ts';
import { checkCard, type CardPayload } from './card.ts';
import { cartOf, completePayment, type PendingPayment } from './payment.ts';
import { addToCart, challengeById, claimChallenge, clearCart, countWrongCode, failChallenge, insertChallenge, orderRowsOf, supersedePendingChallenges, takeCart } from './repository.ts';
import { planForCart } from '../subscriptions/repository.ts';
import type { Order } from '../../wire/types.ts';

/** The code the sandbox's 3-D Secure page expects, and how many wrong ones it tolerates. */
export const CHALLENGE_CODE = '123456';
export const CHALLENGE_MAX_ATTEMPTS = 3;
/** A challenge left unanswered this long fails: the payment must start again. */
export const CHALLENGE_TTL_SECONDS = 15 * 60;

const planParams = {
  type: 'object',
  required: ['planId'],
  properties: { planId: { type: 'string', pattern: '^[0-9]{1,9}$', maxLength: 9 } },
} as const;

const subscribeBody = {
  type: 'object',
  required: ['card_number', 'expiration', 'cvv', 'card_holder_name'],
  properties: {
    session_key: sessionKeyProp,
    card_number: { type: 'string', maxLength: 32 },
    expiration: { type: 'string', maxLength: 10 },
    cvv: { type: 'string', maxLength: 8 },
    card_holder_name: { type: 'string', maxLength: 100 },
    agree_to_terms: { type: 'boolean' },
    agree_to_marketing: { type: 'boolean' },
  },
} as const;

const challengeBody = {
  type: 'object',
  required: ['challenge'],
  properties: {
    session_key: sessionKeyProp,
    challenge: {
      type: 'object',
      required: ['id', 'code'],
      properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, code: { type: 'string', maxLength: 12 } },
    },
    // What the browser reports for risk checks; the sandbox accepts and ignores it.
    browserData: { type: 'object' },
  },
} as const;

/**
 * preValidation: Ajv would coerce a JSON number into the card's string fields; a card number sent as a
 * number has already lost its leading zeros or precision, so only strings are taken.
 */
async function cardFieldsAreStrings(request: FastifyRequest) {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  for (const field of ['card_number', 'expiration', 'cvv', 'card_holder_name']) {
    if (body[field] !== undefined && typeof body[field] !== 'string') throw new HttpError(400, `${field} must be a string`);
  }
}

const VERIFICATION_FAILED = 'Verification failed; start the payment again';

/** What the checkout routes use, from the composition root (server/services.ts): the bus tells every instance a user's plans changed. */
export interface CheckoutRoutesOptions {
  deps: Deps;
  bus: Bus;
}

export default async function checkoutRoutes(app: FastifyInstance, { deps, bus }: CheckoutRoutesOptions) {
  const { db, now } = deps;

  // Carts belong to the session, so an anonymous visitor may fill one before logging in.
  app.post('/tv/api/checkout/clear-cart', { schema: { body: sessionOnly }, preHandler: withSession(deps) }, async (request) => {
    await clearCart(db, sessionOf(request).key);
    return { success: true, ...(await cartOf(db, sessionOf(request).key)) };
  });

  app.post<{ Params: { planId: string } }>(
    '/tv/api/checkout/add-to-cart/:planId',
    { schema: { params: planParams, body: sessionOnly }, preHandler: withSession(deps) },
    async (request) => {
      const planId = Number(request.params.planId);
      const key = sessionOf(request).key;
      const plan = await planForCart(db, planId);
      if (!plan) throw new HttpError(404, 'Plan not found');
      if (plan.id === FREE_PLAN_ID || Number(plan.price) === 0) throw new HttpError(400, 'The free plan needs no payment');
      await db.transaction().execute(async (trx) => {
        const cart = await cartOf(trx, key);
        // One payment charges one currency.
        if (cart.items.length > 0 && cart.currency !== plan.currency) throw new HttpError(400, 'Every plan in the cart must use the same currency');
        await addToCart(trx, key, plan.id, now());
      });
      return { success: true, ...(await cartOf(db, key)) };
    },
  );

  app.get('/checkout-cart', { schema: { querystring: sessionOnly }, preHandler: withSession(deps) }, async (request) => cartOf(db, sessionOf(request).key));

  app.post<{ Body: CardPayload }>('/tv/api/checkout/subscribe', { schema: { body: subscribeBody }, preValidation: cardFieldsAreStrings, preHandler: requireUser(deps) }, async (request, reply) => {
    const card = checkCard(request.body, now());
    const key = sessionOf(request).key;
    const userId = userOf(request).id;
    const cart = await cartOf(db, key);
    if (cart.items.length === 0) throw new HttpError(400, 'Your cart is empty');
    if (card.outcome === 'decline') throw new HttpError(402, 'Your card was declined');

    if (card.outcome === 'challenge') {
      const payment: PendingPayment = { plan_ids: cart.items.map((i) => i.plan_id), amount: cart.total, currency: cart.currency, brand: card.brand, last4: card.last4 };
      const id = randomBytes(16).toString('hex');
      await db.transaction().execute(async (trx) => {
        await supersedePendingChallenges(trx, key);
        await insertChallenge(trx, { id, session_key: key, user_id: userId, payment: JSON.stringify(payment), attempts: 0, status: 'pending', created_at: now() });
      });
      return reply.status(200).send({ challenge3ds: { id, hint: `Enter ${CHALLENGE_CODE}` } });
    }

    const orders = await db.transaction().execute(async (trx) => {
      await supersedePendingChallenges(trx, key);
      // Taking the items out of the cart first means two concurrent payments of one cart charge it once.
      const planIds = await takeCart(trx, key);
      if (planIds.length === 0) throw new HttpError(400, 'Your cart is empty');
      return completePayment(trx, { userId, sessionKey: key, planIds, brand: card.brand, last4: card.last4, now: now() });
    });
    await subscriptionsChanged(bus, request.log, userId);
    return { success: true, orders };
  });

  app.post<{ Body: { challenge: { id: string; code: string } } }>(
    '/tv/api/checkout/challenge3ds',
    { schema: { body: challengeBody }, preHandler: requireUser(deps) },
    async (request) => {
      const { id, code } = request.body.challenge;
      const key = sessionOf(request).key;
      const userId = userOf(request).id;
      const t = now();
      // Outcomes are decided inside the transaction and thrown after it, so a failed attempt's count is kept.
      const result = await db.transaction().execute(async (trx) => {
        const challenge = await challengeById(trx, id);
        // Someone else's challenge answers as a missing one.
        if (!challenge || challenge.user_id !== userId || challenge.session_key !== key) return { error: new HttpError(404, 'Challenge not found') };
        if (challenge.status === 'passed') return { error: new HttpError(409, 'This payment is already complete') };
        if (challenge.status === 'failed') return { error: new HttpError(400, VERIFICATION_FAILED) };
        if (t - Number(challenge.created_at) > CHALLENGE_TTL_SECONDS) {
          await failChallenge(trx, id);
          return { error: new HttpError(400, VERIFICATION_FAILED) };
        }
        if (code !== CHALLENGE_CODE) {
          const attempts = Number(challenge.attempts) + 1;
          const failed = attempts >= CHALLENGE_MAX_ATTEMPTS;
          await countWrongCode(trx, id, attempts, failed);
          return { error: new HttpError(400, failed ? VERIFICATION_FAILED : 'Incorrect code') };
        }
        const payment = JSON.parse(challenge.payment) as PendingPayment;
        // Conditional on still pending, so two concurrent right answers pay once.
        if (!(await claimChallenge(trx, id))) return { error: new HttpError(409, 'This payment is already complete') };
        const orders = await completePayment(trx, { userId, sessionKey: key, planIds: payment.plan_ids, brand: payment.brand, last4: payment.last4, now: t });
        return { orders };
      });
      if ('error' in result) throw result.error;
      await subscriptionsChanged(bus, request.log, userId);
      return { success: true, orders: result.orders };
    },
  );

  app.get('/tv/api/orders', { schema: { querystring: sessionOnly }, preHandler: requireUser(deps) }, async (request) => {
    const rows = await orderRowsOf(db, userOf(request).id);
    return rows.map((r): Order => ({ ...r, amount: Number(r.amount), created_at: Number(r.created_at) }));
  });
}
