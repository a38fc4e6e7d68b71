// journey.test.ts — a client that knows only docs/api.md, over real HTTP, against the server `npm start` runs.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../support/startServer.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
let server: RunningServer;
let key = '';
let token = '';

async function call(method: string, path: string, body?: Record<string, unknown>) {
  const url = new URL(path, server.url);
  const init: RequestInit = { method, headers: { 'ftv-token': token } };
  if (method === 'GET') url.searchParams.set('session_key', key);
  else {
    init.body = JSON.stringify({ session_key: key, ...body });
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  server = await startServer({ FTV_RATE_LIMIT_OFF: '1' });
}, 120_000);
afterAll(() => server?.stop());

test('register, log in, browse, favourite, pay with each test card, cancel, change password, verify email, chat', async () => {
  const init = await call('POST', '/tv/api/init', { app_id: 'ftv-web', app_secret: 'ftv-web-secret' });
  expect(init.status).toBe(200);
  key = init.body.session_key;

  // Register (logs in), then log out and back in with the email.
  const email = `journey-${Date.now()}@ftv.example`;
  const registered = await call('POST', '/tv/api/register', { email, password: md5('first-password') });
  expect(registered.status).toBe(200);
  expect(registered.body).toMatchObject({ email, 'favorite-channels': [], 'home-location': expect.any(Object) });
  await call('POST', '/tv/api/logout');
  const login = await call('POST', '/tv/api/login', { login: email, password: md5('first-password') });
  expect(login.status).toBe(200);
  const session = await call('GET', '/tv/api/session');
  expect(session.body.loggedIn).toBe(true);
  token = session.body.ftv_token;
  expect(token).toEqual(expect.any(String));

  // Channels and guide.
  const channels = await call('GET', '/tv/api/channels');
  expect(channels.status).toBe(200);
  const live = (channels.body as { id: string; type: string; is_free: string; group_id: string; streams: unknown[] }[]).filter((c) => c.type !== 'vod');
  expect(live.length).toBeGreaterThanOrEqual(40);
  const plans = (await call('GET', '/tv/api/subscriptions')).body as { id: number; price: number; channel_groups: { id: number }[] }[];
  const paid = plans.find((p) => p.price > 0)!;
  const free = live.find((c) => c.is_free === '1')!;
  // A premium channel of a group the plan unlocks.
  const premium = live.find((c) => c.is_free === '0' && paid.channel_groups.some((g) => String(g.id) === c.group_id))!;
  expect(premium.streams).toEqual([]);
  const guide = await call('GET', `/api-v2/tvguide/${free.id}`);
  expect(guide.body.data.length).toBeGreaterThan(10);
  const now = guide.body.currentTime;
  const multi = await call('GET', `/api-v2/tvguide/?channels=${free.id},${premium.id}&startTime=${now}&duration=3600`);
  expect(Object.keys(multi.body.data).sort()).toEqual([free.id, premium.id].sort());

  // Favourites.
  expect((await call('POST', '/tv/api/favorites', { channel_id: Number(free.id) })).status).toBe(200);
  const favorites = await call('GET', '/tv/api/favorites');
  expect(favorites.body.result.map((r: { channel: { id: string } }) => String(r.channel.id))).toEqual([free.id]);

  // Plans, cart and the three test cards.
  const card = { expiration: '12/39', cvv: '123', card_holder_name: 'Journey Viewer', agree_to_terms: true, agree_to_marketing: false };
  const fillCart = async () => {
    await call('POST', '/tv/api/checkout/clear-cart');
    expect((await call('POST', `/tv/api/checkout/add-to-cart/${paid.id}`)).status).toBe(200);
  };

  await fillCart();
  const declined = await call('POST', '/tv/api/checkout/subscribe', { ...card, card_number: '4000 0000 0000 0002' });
  expect(declined.status).toBe(402);

  const challenged = await call('POST', '/tv/api/checkout/subscribe', { ...card, card_number: '4000 0000 0000 3220' });
  expect(challenged.status).toBe(200);
  const challengeId = challenged.body.challenge3ds.id;
  expect((await call('POST', '/tv/api/checkout/challenge3ds', { challenge: { id: challengeId, code: '000000' }, browserData: {} })).status).toBe(400);
  expect((await call('POST', '/tv/api/checkout/challenge3ds', { challenge: { id: challengeId, code: '123456' }, browserData: {} })).status).toBe(200);

  await fillCart();
  expect((await call('POST', '/tv/api/checkout/subscribe', { ...card, card_number: '4242 4242 4242 4242' })).status).toBe(200);

  const orders = (await call('GET', '/tv/api/orders')).body as { card_last4: string }[];
  expect(orders.map((o) => o.card_last4).sort()).toEqual(['3220', '4242']);
  const mine = (await call('GET', '/tv/api/userSubscriptions')).body as { id: number; 'remaining-time': number }[];
  expect(mine[0]!['remaining-time']).toBeGreaterThan(0);

  // The plan unlocks premium streams at once.
  const unlocked = ((await call('GET', '/tv/api/channels')).body as { id: string; streams: unknown[] }[]).find((c) => c.id === premium.id);
  expect(unlocked?.streams.length ?? 0).toBeGreaterThan(0);

  // Cancel: renewal stops, the plan stays until it ends.
  expect((await call('POST', '/tv/api/cancelSubscription', { id: mine[0]!.id })).status).toBe(200);

  // Password change: too short, wrong current, then right.
  expect((await call('POST', '/tv/api/accountUpdate', { password: md5('first-password'), new_password: 'short' })).status).toBe(400);
  expect((await call('POST', '/tv/api/accountUpdate', { password: md5('wrong'), new_password: 'second-password' })).status).toBe(404);
  expect((await call('POST', '/tv/api/accountUpdate', { password: md5('first-password'), new_password: 'second-password' })).status).toBe(200);

  // Email verification through the mail outbox.
  expect((await call('POST', '/tv/api/sendEmailVerification')).status).toBe(200);
  const outbox = (await (await fetch(new URL('/dev/mail.json', server.url))).json()) as { to: string; text: string }[];
  const mail = outbox.find((m) => m.to === email && /verify-email\//.test(m.text))!;
  const verifyToken = /verify-email\/([\w-]+)/.exec(mail.text)![1];
  expect((await call('POST', '/tv/api/verifyEmail', { token: verifyToken })).status).toBe(200);

  // Chat with the session's chat token.
  const chat = (await call('GET', '/tv/api/session')).body.chat;
  const posted = await fetch(new URL('/messages/general', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: { token: chat.token, user: { nickname: chat.login }, source: chat.source }, message: 'Hello from the journey' }),
  });
  expect((await posted.json()).code).toBe(200);
  const read = await (await fetch(new URL(`/messages/general?limitType=amount&limitValue=50&session_key=${key}`, server.url))).json();
  expect(read.messages.at(-1)).toMatchObject({ text: 'Hello from the journey' });

  // The new password logs in; the old one no longer does.
  token = '';
  await call('POST', '/tv/api/logout');
  expect((await call('POST', '/tv/api/login', { login: email, password: md5('first-password') })).status).toBe(403);
  expect((await call('POST', '/tv/api/login', { login: email, password: md5('second-password') })).status).toBe(200);
}, 120_000);
