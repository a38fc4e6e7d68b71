// commerce.test.ts — plans, cart, the card sandbox (pay, 3-D Secure, decline), orders, subscriptions, cancel and entitlement.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHANNEL_GROUPS } from '../../../server/lineup/groups.ts';
import { entitledGroupIds } from '../../../server/subscriptions/entitlement.ts';
import { linkPlanGroups, SEED_PLANS } from '../../../server/subscriptions/plans.ts';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

const PAYS = '4242 4242 4242 4242';
const THREE_DS = '4000 0000 0000 3220';
const DECLINED = '4000 0000 0000 0002';
const MONTHLY = 2;
const YEARLY = 3;
const DAY = 86_400;

/** The groups the plans point at: from the seeded lineup when present, else made here and linked. */
async function ensureGroups(s: TestServer): Promise<void> {
  const { db } = s.app.deps;
  if (!(await db.selectFrom('channel_groups').select('id').limit(1).executeTakeFirst())) {
    await db.insertInto('channel_groups').values(CHANNEL_GROUPS.map((g) => ({ id: g.id, name: g.name, alias: g.alias }))).execute();
  }
  await linkPlanGroups(db);
}

async function startServer(): Promise<TestServer> {
  const s = await startTestServer();
  await ensureGroups(s);
  return s;
}

/** A card expiry three years ahead of the server's clock. */
function futureExpiry(s: TestServer): string {
  return `12/${String((new Date(s.now() * 1000).getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

function card(s: TestServer, overrides: Record<string, unknown> = {}) {
  return { card_number: PAYS, expiration: futureExpiry(s), cvv: '123', card_holder_name: 'Alice Viewer', agree_to_terms: true, agree_to_marketing: false, ...overrides };
}

/** A new session for an existing user (after the clock jumped past the idle timeout). */
async function relogin(s: TestServer, user: TestUser): Promise<TestUser> {
  const sessionKey = await s.init();
  const token = crypto.randomUUID().replace(/-/g, '').repeat(2);
  await s.app.deps.db.updateTable('sessions').set({ user_id: user.userId, access_token: token }).where('key', '=', sessionKey).execute();
  return { ...user, sessionKey, token };
}

const addToCart = (s: TestServer, u: { sessionKey: string }, planId: number | string) => s.post(`/tv/api/checkout/add-to-cart/${planId}`, { session_key: u.sessionKey });
const subscribe = (s: TestServer, u: TestUser, overrides: Record<string, unknown> = {}) =>
  s.post('/tv/api/checkout/subscribe', { session_key: u.sessionKey, ...card(s, overrides) }, u.token);
const answer3ds = (s: TestServer, u: TestUser, id: string, code: string) =>
  s.post('/tv/api/checkout/challenge3ds', { session_key: u.sessionKey, challenge: { id, code }, browserData: { userAgent: 'vitest', screen: '1920x1080' } }, u.token);
const userSubscriptions = (s: TestServer, u: TestUser) => s.get('/tv/api/userSubscriptions', { session_key: u.sessionKey }, u.token);
const orders = (s: TestServer, u: TestUser) => s.get('/tv/api/orders', { session_key: u.sessionKey }, u.token);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('plans', () => {
  test('the catalogue is seeded and listed in order for any session', async () => {
    const anonymous = await server.init();
    const res = await server.get('/tv/api/subscriptions', { session_key: anonymous });
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { id: number }) => p.id)).toEqual(SEED_PLANS.map((p) => p.id));
    const [free, monthly, yearly] = plans;
    expect(free).toMatchObject({ name: 'Free', price: 0, currency: 'EUR', period: 'month', storage_hours: 5, channel_groups: [] });
    expect(monthly).toMatchObject({ name: 'Premium Monthly', price: 999, period: 'month', storage_hours: 50 });
    expect(monthly.channel_groups.map((g: { name: string }) => g.name).sort()).toEqual(['Documentary', 'Entertainment', 'Movies', 'Sports']);
    expect(yearly).toMatchObject({ name: 'Premium Yearly', price: 9990, period: 'year', storage_hours: 100 });
    expect(yearly.channel_groups).toHaveLength(8);
    for (const plan of plans) {
      expect(Object.keys(plan).sort()).toEqual(['channel_groups', 'currency', 'description', 'features', 'id', 'name', 'period', 'price', 'storage_hours']);
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  test('no session key is 400, an unknown one 410', async () => {
    expect((await server.get('/tv/api/subscriptions')).json()).toEqual({ success: false, message: 'session_key is required' });
    const res = await server.get('/tv/api/subscriptions', { session_key: 'a'.repeat(32) });
    expect(res.statusCode).toBe(410);
  });

  test('a second start does not seed again', async () => {
    const count = async () => (await server.app.deps.db.selectFrom('plans').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const { seedPlans } = await import('../../../server/subscriptions/plans.ts');
    await seedPlans(server.app.deps.db);
    expect(Number(await count())).toBe(before);
  });
});

describe('cart', () => {
  test('an anonymous session fills, reads and clears its cart', async () => {
    const key = await server.init();
    const empty = await server.get('/checkout-cart', { session_key: key });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], total: 0, currency: 'EUR' });

    const added = await addToCart(server, { sessionKey: key }, MONTHLY);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ success: true, total: 999 });
    // A second add of the same plan changes nothing; the plan id may arrive as a path string either way.
    await addToCart(server, { sessionKey: key }, MONTHLY);
    await addToCart(server, { sessionKey: key }, YEARLY);
    const cart = (await server.get('/checkout-cart', { session_key: key })).json();
    expect(cart).toEqual({
      items: [
        { plan_id: MONTHLY, name: 'Premium Monthly', price: 999, currency: 'EUR', period: 'month' },
        { plan_id: YEARLY, name: 'Premium Yearly', price: 9990, currency: 'EUR', period: 'year' },
      ],
      total: 10_989,
      currency: 'EUR',
    });

    const cleared = await server.post('/tv/api/checkout/clear-cart', { session_key: key });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ success: true, items: [], total: 0, currency: 'EUR' });
  });

  test('carts are per session', async () => {
    const a = await server.init();
    const b = await server.init();
    await addToCart(server, { sessionKey: a }, MONTHLY);
    expect((await server.get('/checkout-cart', { session_key: b })).json().items).toEqual([]);
  });

  test('the free plan is 400, an unknown plan 404, a malformed id 400', async () => {
    const key = await server.init();
    const free = await addToCart(server, { sessionKey: key }, 1);
    expect(free.statusCode).toBe(400);
    expect(free.json()).toEqual({ success: false, message: 'The free plan needs no payment' });
    const unknown = await addToCart(server, { sessionKey: key }, 999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Plan not found' });
    for (const bad of ['abc', '-1', '1%27%20OR%201=1', '9'.repeat(50), '%3Cscript%3E']) {
      const res = await addToCart(server, { sessionKey: key }, bad);
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(res.json().message).toMatch(/planId/);
    }
  });

  test('cart calls need a live session', async () => {
    expect((await server.post('/tv/api/checkout/clear-cart', {})).statusCode).toBe(400);
    expect((await addToCart(server, { sessionKey: 'b'.repeat(32) }, MONTHLY)).statusCode).toBe(410);
    expect((await server.get('/checkout-cart', { session_key: 'not-hex' })).statusCode).toBe(400);
  });
});

describe('subscribe: validation', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createLoggedInUser(server);
    await addToCart(server, user, MONTHLY);
  });

  const cases: [Record<string, unknown>, string][] = [
    [{ card_number: '4242 4242 4242 4241' }, 'Card number is invalid'],
    [{ card_number: '4242-4242-4242-4242' }, 'Card number is invalid'],
    [{ card_number: '42424242424' }, 'Card number is invalid'],
    [{ card_number: "4242' OR 1=1 --" }, 'Card number is invalid'],
    [{ card_number: '<script>alert(1)</script>' }, 'Card number is invalid'],
    [{ expiration: '01/20' }, 'Card has expired'],
    [{ expiration: '13/30' }, 'Expiration must be MM/YY'],
    [{ expiration: '2030-12' }, 'Expiration must be MM/YY'],
    [{ cvv: '12' }, 'CVV must be 3 or 4 digits'],
    [{ cvv: 'abc' }, 'CVV must be 3 or 4 digits'],
    [{ card_holder_name: '   ' }, 'Card holder name is required'],
    [{ agree_to_terms: false }, 'You must agree to the terms'],
    [{ agree_to_terms: undefined }, 'You must agree to the terms'],
  ];
  test.each(cases)('%j → 400 %s', async (overrides, message) => {
    const res = await subscribe(server, user, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  test('missing, mistyped and oversize fields are 400 naming the field', async () => {
    for (const [overrides, field] of [
      [{ card_number: undefined }, 'card_number'],
      [{ cvv: undefined }, 'cvv'],
      [{ card_holder_name: 'x'.repeat(101) }, 'card_holder_name'],
      [{ card_number: '4'.repeat(40) }, 'card_number'],
      [{ agree_to_terms: 'maybe' }, 'agree_to_terms'],
      [{ card_number: { number: PAYS } }, 'card_number'],
      [{ card_number: 4242424242424242 }, 'card_number'],
      [{ cvv: 123 }, 'cvv'],
      [{ card_holder_name: ['Alice'] }, 'card_holder_name'],
    ] as const) {
      const res = await subscribe(server, user, overrides);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().message).toContain(field);
    }
  });

  test('an empty cart is 400', async () => {
    const other = await createLoggedInUser(server);
    const res = await subscribe(server, other);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Your cart is empty' });
  });

  test('nothing was stored by the refused attempts', async () => {
    const { db } = server.app.deps;
    expect(await db.selectFrom('orders').selectAll().where('user_id', '=', user.userId).execute()).toEqual([]);
    expect(await db.selectFrom('user_subscriptions').selectAll().where('user_id', '=', user.userId).execute()).toEqual([]);
  });
});

describe('subscribe: the test cards', () => {
  test('4242… pays: orders, an active subscription with time left, entitlement, an empty cart', async () => {
    const alice = await createLoggedInUser(server);
    await addToCart(server, alice, MONTHLY);
    // The clock is real: the order is stamped somewhere between these two readings (a second may tick over).
    const before = server.now();
    const res = await subscribe(server, alice);
    const after = server.now();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toEqual({ id: expect.any(Number), plan_id: MONTHLY, name: 'Premium Monthly', amount: 999, currency: 'EUR', card_brand: 'visa', card_last4: '4242', created_at: expect.any(Number) });
    expect(body.orders[0].created_at).toBeGreaterThanOrEqual(before);
    expect(body.orders[0].created_at).toBeLessThanOrEqual(after);

    const subs = (await userSubscriptions(server, alice)).json();
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ plan_id: MONTHLY, name: 'Premium Monthly', status: 'active', auto_renew: 1 });
    expect(subs[0].expires_at - subs[0].started_at).toBe(30 * DAY);
    expect(subs[0]['remaining-time']).toBeGreaterThan(0);

    const groups = await entitledGroupIds(server.app.deps, alice.userId);
    expect([...groups].sort()).toEqual([2, 3, 6, 7]);

    const list = (await orders(server, alice)).json();
    expect(list).toEqual([{ id: body.orders[0].id, plan_id: MONTHLY, name: 'Premium Monthly', amount: 999, currency: 'EUR', card_brand: 'visa', card_last4: '4242', status: 'paid', created_at: body.orders[0].created_at }]);
    expect((await server.get('/checkout-cart', { session_key: alice.sessionKey })).json().items).toEqual([]);
  });

  test('two plans in one payment make two orders; paying again for a running plan extends it', async () => {
    const user = await createLoggedInUser(server);
    await addToCart(server, user, MONTHLY);
    await addToCart(server, user, YEARLY);
    const first = (await subscribe(server, user, { card_number: '5555 5555 5555 4444' })).json();
    expect(first.orders.map((o: { plan_id: number; card_brand: string }) => [o.plan_id, o.card_brand])).toEqual([
      [MONTHLY, 'mastercard'],
      [YEARLY, 'mastercard'],
    ]);
    const before = (await userSubscriptions(server, user)).json().find((s: { plan_id: number }) => s.plan_id === MONTHLY);
    await addToCart(server, user, MONTHLY);
    await subscribe(server, user, { card_number: '3782 822463 10005', cvv: '1234' });
    const subs = (await userSubscriptions(server, user)).json();
    expect(subs).toHaveLength(2);
    const after = subs.find((s: { plan_id: number }) => s.plan_id === MONTHLY);
    expect(after.id).toBe(before.id);
    expect(after.expires_at).toBe(before.expires_at + 30 * DAY);
    const list = (await orders(server, user)).json();
    expect(list).toHaveLength(3);
    expect(list[0].card_brand).toBe('amex');
    expect(list[0].id).toBeGreaterThan(list[1].id);
  });

  test('4000…0002 is declined with 402 and nothing is stored; the cart stays', async () => {
    const user = await createLoggedInUser(server);
    await addToCart(server, user, MONTHLY);
    const res = await subscribe(server, user, { card_number: DECLINED });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ success: false, message: 'Your card was declined' });
    const { db } = server.app.deps;
    expect(await db.selectFrom('orders').selectAll().where('user_id', '=', user.userId).execute()).toEqual([]);
    expect(await db.selectFrom('user_subscriptions').selectAll().where('user_id', '=', user.userId).execute()).toEqual([]);
    expect(await db.selectFrom('challenges_3ds').selectAll().where('user_id', '=', user.userId).execute()).toEqual([]);
    expect((await orders(server, user)).json()).toEqual([]);
    expect((await server.get('/checkout-cart', { session_key: user.sessionKey })).json().items).toHaveLength(1);
  });

  test('4000…3220 asks for 3-D Secure; the right code completes the payment, once', async () => {
    const user = await createLoggedInUser(server);
    await addToCart(server, user, YEARLY);
    const res = await subscribe(server, user, { card_number: THREE_DS });
    expect(res.statusCode).toBe(200);
    const { challenge3ds } = res.json();
    expect(challenge3ds).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), hint: 'Enter 123456' });
    // Nothing is paid yet.
    expect((await orders(server, user)).json()).toEqual([]);
    const row = await server.app.deps.db.selectFrom('challenges_3ds').selectAll().where('id', '=', challenge3ds.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.payment)).toEqual({ plan_ids: [YEARLY], amount: 9990, currency: 'EUR', brand: 'visa', last4: '3220' });

    const wrong = await answer3ds(server, user, challenge3ds.id, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'Incorrect code' });

    const ok = await answer3ds(server, user, challenge3ds.id, '123456');
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body).toEqual({ success: true, orders: [expect.objectContaining({ plan_id: YEARLY, name: 'Premium Yearly', amount: 9990, card_brand: 'visa', card_last4: '3220' })] });
    const subs = (await userSubscriptions(server, user)).json();
    expect(subs[0]).toMatchObject({ plan_id: YEARLY, status: 'active' });
    expect(subs[0].expires_at - subs[0].started_at).toBe(365 * DAY);
    expect((await entitledGroupIds(server.app.deps, user.userId)).size).toBe(8);
    expect((await server.get('/checkout-cart', { session_key: user.sessionKey })).json().items).toEqual([]);

    const again = await answer3ds(server, user, challenge3ds.id, '123456');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This payment is already complete' });
    expect((await orders(server, user)).json()).toHaveLength(1);
  });

  test('paying the cart another way supersedes an open challenge: answering it later charges nothing twice', async () => {
    const user = await createLoggedInUser(server);
    await addToCart(server, user, MONTHLY);
    const { challenge3ds } = (await subscribe(server, user, { card_number: THREE_DS })).json();
    const paid = await subscribe(server, user);
    expect(paid.statusCode).toBe(200);
    const late = await answer3ds(server, user, challenge3ds.id, '123456');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ success: false, message: 'Verification failed; start the payment again' });
    expect((await orders(server, user)).json()).toHaveLength(1);
  });

  test('a second challenge replaces the first: only the newest can complete the payment', async () => {
    const user = await createLoggedInUser(server);
    await addToCart(server, user, MONTHLY);
    const first = (await subscribe(server, user, { card_number: THREE_DS })).json().challenge3ds;
    const second = (await subscribe(server, user, { card_number: THREE_DS })).json().challenge3ds;
    expect(second.id).not.toBe(first.id);
    expect((await answer3ds(server, user, first.id, '123456')).statusCode).toBe(400);
    expect((await answer3ds(server, user, second.id, '123456')).statusCode).toBe(200);
    expect((await orders(server, user)).json()).toHaveLength(1);
  });

  test('three wrong codes fail the challenge for good', async () => {
    const user = await createLoggedInUser(server);
    await addToCart(server, user, MONTHLY);
    const { challenge3ds } = (await subscribe(server, user, { card_number: THREE_DS })).json();
    expect((await answer3ds(server, user, challenge3ds.id, '111111')).json().message).toBe('Incorrect code');
    expect((await answer3ds(server, user, challenge3ds.id, '222222')).json().message).toBe('Incorrect code');
    const third = await answer3ds(server, user, challenge3ds.id, '333333');
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ success: false, message: 'Verification failed; start the payment again' });
    const late = await answer3ds(server, user, challenge3ds.id, '123456');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Verification failed; start the payment again');
    const row = await server.app.deps.db.selectFrom('challenges_3ds').selectAll().where('id', '=', challenge3ds.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await orders(server, user)).json()).toEqual([]);
    expect((await userSubscriptions(server, user)).json()).toEqual([]);
  });

  test('an unanswered challenge expires', async () => {
    const s = await startServer();
    try {
      const user = await createLoggedInUser(s);
      await addToCart(s, user, MONTHLY);
      const { challenge3ds } = (await subscribe(s, user, { card_number: THREE_DS })).json();
      // Keep the session alive while the challenge ages past its 15 minutes.
      for (let i = 0; i < 4; i += 1) {
        s.advance(240);
        await s.get('/tv/api/session', { session_key: user.sessionKey });
      }
      const res = await answer3ds(s, user, challenge3ds.id, '123456');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Verification failed; start the payment again');
    } finally {
      await s.close();
    }
  });

  test('unknown or malformed challenges', async () => {
    const user = await createLoggedInUser(server);
    const unknown = await answer3ds(server, user, 'f'.repeat(32), '123456');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Challenge not found' });
    const injected = await answer3ds(server, user, "x' OR '1'='1", '123456');
    expect(injected.statusCode).toBe(404);
    for (const body of [{}, { challenge: 'abc' }, { challenge: { id: 'x'.repeat(65), code: '1' } }, { challenge: { id: 'abc' } }, { challenge: { id: '', code: '123456' } }]) {
      const res = await server.post('/tv/api/checkout/challenge3ds', { session_key: user.sessionKey, ...body }, user.token);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(res.json().message).toMatch(/challenge/);
    }
  });

  test('two concurrent payments of one cart charge it once', async () => {
    const user = await createLoggedInUser(server);
    await addToCart(server, user, MONTHLY);
    const results = await Promise.all([subscribe(server, user), subscribe(server, user)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe('Your cart is empty');
    expect((await orders(server, user)).json()).toHaveLength(1);
    expect((await userSubscriptions(server, user)).json()).toHaveLength(1);
  });

  test('two concurrent right answers to one challenge pay once', async () => {
    const user = await createLoggedInUser(server);
    await addToCart(server, user, MONTHLY);
    const { challenge3ds } = (await subscribe(server, user, { card_number: THREE_DS })).json();
    const results = await Promise.all([answer3ds(server, user, challenge3ds.id, '123456'), answer3ds(server, user, challenge3ds.id, '123456')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await orders(server, user)).json()).toHaveLength(1);
  });

  test('no card number or CVV is stored anywhere', async () => {
    const { db } = server.app.deps;
    const stored = JSON.stringify([
      await db.selectFrom('orders').selectAll().execute(),
      await db.selectFrom('challenges_3ds').selectAll().execute(),
      await db.selectFrom('user_subscriptions').selectAll().execute(),
      await db.selectFrom('cart_items').selectAll().execute(),
    ]);
    expect(stored.length).toBeGreaterThan(100);
    for (const number of [PAYS, THREE_DS, DECLINED, '5555 5555 5555 4444', '3782 822463 10005']) {
      expect(stored).not.toContain(number.replace(/ /g, ''));
      expect(stored).not.toContain(number);
    }
    expect(stored).not.toMatch(/cvv|card_number|Alice Viewer/);
  });
});

describe('ownership', () => {
  test('Bob cannot answer Alice’s challenge, cancel her subscription, or see her orders', async () => {
    const alice = await createLoggedInUser(server);
    const bob = await createLoggedInUser(server);
    await addToCart(server, alice, MONTHLY);
    const { challenge3ds } = (await subscribe(server, alice, { card_number: THREE_DS })).json();

    const stolen = await answer3ds(server, bob, challenge3ds.id, '123456');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ success: false, message: 'Challenge not found' });
    // Alice from another of her sessions cannot either: the challenge belongs to the paying session.
    const aliceElsewhere = await relogin(server, alice);
    expect((await answer3ds(server, aliceElsewhere, challenge3ds.id, '123456')).statusCode).toBe(404);
    // The failed attempts by others did not count against Alice.
    expect((await answer3ds(server, alice, challenge3ds.id, '123456')).statusCode).toBe(200);

    const [sub] = (await userSubscriptions(server, alice)).json();
    const cancel = await server.post('/tv/api/cancelSubscription', { session_key: bob.sessionKey, id: sub.id }, bob.token);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toEqual({ success: false, message: 'Subscription not found' });
    expect((await userSubscriptions(server, alice)).json()[0]).toMatchObject({ status: 'active', auto_renew: 1 });

    expect((await orders(server, bob)).json()).toEqual([]);
    expect((await userSubscriptions(server, bob)).json()).toEqual([]);
    expect((await orders(server, alice)).json()).toHaveLength(1);
  });
});

describe('authorisation matrix for user calls', () => {
  const calls: [string, (u: TestUser, token?: string) => ReturnType<TestServer['get']>][] = [
    ['userSubscriptions', (u, t) => server.get('/tv/api/userSubscriptions', { session_key: u.sessionKey }, t)],
    ['orders', (u, t) => server.get('/tv/api/orders', { session_key: u.sessionKey }, t)],
    ['cancelSubscription', (u, t) => server.post('/tv/api/cancelSubscription', { session_key: u.sessionKey, id: 1 }, t)],
    ['subscribe', (u, t) => server.post('/tv/api/checkout/subscribe', { session_key: u.sessionKey, ...card(server) }, t)],
    ['challenge3ds', (u, t) => server.post('/tv/api/checkout/challenge3ds', { session_key: u.sessionKey, challenge: { id: 'a'.repeat(32), code: '123456' } }, t)],
  ];

  test.each(calls)('%s: no token 403, another user’s token 403, anonymous 403, expired 410', async (_name, call) => {
    const alice = await createLoggedInUser(server);
    const bob = await createLoggedInUser(server);
    for (const token of [undefined, bob.token, 'f'.repeat(64)]) {
      const res = await call(alice, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
    const anonymous = await server.init();
    expect((await call({ ...alice, sessionKey: anonymous }, alice.token)).statusCode).toBe(403);
    await server.app.deps.db.updateTable('sessions').set({ last_seen: server.now() - 100_000 }).where('key', '=', alice.sessionKey).execute();
    const expired = await call(alice, alice.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ success: false, message: 'Session expired' });
  });
});

describe('cancel', () => {
  test('cancelling stops renewal; the plan stays until it expires, then nothing is left', async () => {
    const s = await startServer();
    try {
      let user = await createLoggedInUser(s);
      await addToCart(s, user, MONTHLY);
      await subscribe(s, user);
      const [sub] = (await userSubscriptions(s, user)).json();

      for (const id of [sub.id, String(sub.id)]) {
        const res = await s.post('/tv/api/cancelSubscription', { session_key: user.sessionKey, id }, user.token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true });
      }
      const cancelled = (await userSubscriptions(s, user)).json()[0];
      expect(cancelled).toMatchObject({ id: sub.id, status: 'cancelled', auto_renew: 0, expires_at: sub.expires_at });
      expect(cancelled['remaining-time']).toBeGreaterThan(0);
      expect([...(await entitledGroupIds(s.app.deps, user.userId))].sort()).toEqual([2, 3, 6, 7]);

      s.advance(29 * DAY);
      user = await relogin(s, user);
      expect((await userSubscriptions(s, user)).json()[0]['remaining-time']).toBeGreaterThan(0);
      expect((await entitledGroupIds(s.app.deps, user.userId)).size).toBe(4);

      s.advance(2 * DAY);
      user = await relogin(s, user);
      const expired = (await userSubscriptions(s, user)).json()[0];
      expect(expired).toMatchObject({ id: sub.id, status: 'expired', 'remaining-time': 0 });
      expect((await entitledGroupIds(s.app.deps, user.userId)).size).toBe(0);

      const late = await s.post('/tv/api/cancelSubscription', { session_key: user.sessionKey, id: sub.id }, user.token);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ success: false, message: 'Subscription has already expired' });
    } finally {
      await s.close();
    }
  });

  test('unknown and malformed ids', async () => {
    const user = await createLoggedInUser(server);
    const post = (body: Record<string, unknown>) => server.post('/tv/api/cancelSubscription', { session_key: user.sessionKey, ...body }, user.token);
    const unknown = await post({ id: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Subscription not found' });
    for (const id of ['abc', '1 OR 1=1', -1, 0, true, [1], { id: 1 }, null, '9'.repeat(30)]) {
      const res = await post({ id });
      expect([JSON.stringify(id), res.statusCode]).toEqual([JSON.stringify(id), 400]);
      expect(res.json().message).toMatch(/id/);
    }
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/id/);
  });
});
