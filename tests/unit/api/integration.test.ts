// integration.test.ts — the client against the real provider on an ephemeral port, with faults injected:
// an expired session mid-flow (410), a revoked token (403), a dropped connection, a slow answer aborted.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createClient, memoryStorage } from '../../../src/api/index.ts';
import { startTestServer, type TestServer } from '../server/support.ts';
import { startFaultProxy, type FaultProxy } from './proxy.ts';

let server: TestServer;
let baseUrl: string;
let proxy: FaultProxy;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ FTV_RATE_LIMIT_OFF: '1' });
  baseUrl = await server.listen();
  proxy = await startFaultProxy(baseUrl);
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

function newClient(url = baseUrl) {
  const storage = memoryStorage();
  return { client: createClient({ baseUrl: url, storage }), storage };
}

/** A registered, logged-in client (its saved login and hash make re-login possible). */
async function registered(url = baseUrl, password = 'first-password') {
  const made = newClient(url);
  const email = `api-${process.pid}-${++counter}-${Date.now()}@ftv.example`;
  await made.client.auth.register(email, password);
  return { ...made, email, password };
}

const outbox = async (to: string) => (await (await fetch(`${baseUrl}/dev/mail.json?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];

test('the whole client flow over HTTP: session, account, channels, guide, favourites, plans, payment, settings, chat, logout', async () => {
  const { client, storage, email } = await registered();
  expect(client.session.state()).toBe('initialised');
  expect(storage.getItem('ftv_access_token')).toMatch(/^[0-9a-f]{64}$/);
  expect(client.auth.isAuthenticated()).toBe(true);

  const channels = await client.channels.list();
  expect(channels.length).toBeGreaterThanOrEqual(40);
  expect(channels.every((c) => typeof c.id === 'number' && c.type !== 'vod' && typeof c.isFree === 'boolean')).toBe(true);
  const free = channels.find((c) => c.isFree)!;
  expect(free.streamUrl).toEqual(expect.any(String));
  const info = await client.channels.info(free.id);
  expect(info).toMatchObject({ id: free.id, nowPlaying: expect.objectContaining({ channelId: free.id }) });

  const guide = await client.guide.channel(free.id);
  expect(guide.data.length).toBeGreaterThan(10);
  const window = await client.guide.window({ channelIds: [free.id, channels[1]!.id], startTime: guide.currentTime!, duration: 3600 });
  expect(Object.keys(window.data).map(Number).sort()).toEqual([free.id, channels[1]!.id].sort());
  expect(window.data[free.id]!.length).toBeGreaterThan(0);

  await client.favorites.add(free.id);
  expect((await client.favorites.list()).map((c) => c.id)).toEqual([free.id]);
  await client.favorites.remove(free.id);
  expect(await client.favorites.list()).toEqual([]);

  const plans = await client.subscriptions.plans();
  const paid = plans.find((p) => p.price > 0)!;
  await client.checkout.clearCart();
  expect((await client.checkout.addToCart(paid.id)).items.map((i) => i.planId)).toEqual([paid.id]);
  expect((await client.checkout.cart()).total).toBe(paid.price);
  const card = { expiration: '12/39', cvv: '123', cardHolderName: 'Api Viewer', agreeToTerms: true, agreeToMarketing: false };
  await expect(client.checkout.subscribe({ ...card, cardNumber: '4000 0000 0000 0002' })).rejects.toThrow('Your card was declined');
  const challenged = await client.checkout.subscribe({ ...card, cardNumber: '4000 0000 0000 3220' });
  expect(challenged.status).toBe('challenge');
  if (challenged.status !== 'challenge') throw new Error('unreachable');
  expect((await client.checkout.challenge3ds({ id: challenged.challenge.id, code: '123456' })).status).toBe('paid');
  expect((await client.checkout.orders()).map((o) => o.cardLast4)).toEqual(['3220']);
  const [mine] = await client.subscriptions.mine();
  expect(mine!.remainingTime).toBeGreaterThan(0);
  await client.subscriptions.cancel(mine!.id);
  expect((await client.subscriptions.mine())[0]!.autoRenew).toBe(false);

  expect((await client.account.updateProfile({ country: 'DE', timezone: 'Europe/Berlin' })).homeLocation).toEqual({ country: 'DE', timezone: 'Europe/Berlin' });
  await expect(client.account.changePassword('wrong-password', 'second-password')).rejects.toThrow('Current password is incorrect');
  await expect(client.account.changePassword('first-password', 'short')).rejects.toThrow('New password is too short');
  await client.account.changePassword('first-password', 'second-password');

  await client.account.sendEmailVerification();
  const token = /verify-email\/([\w-]+)/.exec((await outbox(email)).find((m) => /verify-email\//.test(m.text))!.text)![1]!;
  await client.account.verifyEmail(token);
  await client.account.passwordReset(email);
  expect((await outbox(email)).some((m) => /reset-password\//.test(m.text))).toBe(true);
  await client.support.send({ email, subject: 'Help', message: 'Something to say', classification: 'technical' });

  const sent = await client.chat.send('Hello from the api client');
  expect(sent).toMatchObject({ text: 'Hello from the api client', source: 'ftv' });
  expect((await client.chat.load()).at(-1)).toMatchObject({ text: 'Hello from the api client' });

  const keyBefore = client.session.sessionKey();
  await client.auth.logout();
  expect(client.auth.isAuthenticated()).toBe(false);
  expect(client.session.sessionKey()).not.toBe(keyBefore);
  expect(client.session.settings()).toMatchObject({ loggedIn: false });
  await expect(client.chat.send('after logout')).rejects.toThrow('Unauthorized');
  // The changed password logs in; the saved hash then follows the new one.
  await client.auth.login(email, 'second-password');
  expect(client.auth.isAuthenticated()).toBe(true);
}, 60_000);

test('410 mid-flow: an expired session is re-initialised, the user logged back in, and the call retried — nothing lost', async () => {
  const { client, storage } = await registered();
  const channel = (await client.channels.list())[0]!;
  await client.favorites.add(channel.id);
  const oldKey = client.session.sessionKey();
  const oldToken = storage.getItem('ftv_access_token');

  server.advance(301); // past FTV_SESSION_TTL (300 s): the provider answers 410 to the old key
  expect((await client.favorites.list()).map((c) => c.id)).toEqual([channel.id]);
  expect(client.session.sessionKey()).not.toBe(oldKey);
  expect(storage.getItem('ftv_access_token')).not.toBe(oldToken);
  expect(client.auth.isAuthenticated()).toBe(true);

  // Channel info (docs/client.md#session-lifecycle) for an anonymous visitor: retried after the re-init.
  const visitor = newClient().client;
  await visitor.session.init();
  server.advance(301);
  expect((await visitor.channels.info(channel.id)).id).toBe(channel.id);
  expect(visitor.session.state()).toBe('initialised');
});

test('410 on the session update raises "Session expired" and leaves a fresh session behind', async () => {
  const { client } = newClient();
  await client.session.init();
  const oldKey = client.session.sessionKey();
  server.advance(301);
  await expect(client.session.refresh()).rejects.toThrow('Session expired');
  expect(client.session.sessionKey()).not.toBe(oldKey);
  expect((await client.session.refresh()).sessionKey).toBe(client.session.sessionKey());
});

test('403, token revoked by a logout elsewhere: the token is cleared, the saved login logs back in, the call succeeds', async () => {
  const { client, storage } = await registered();
  const channel = (await client.channels.list())[2]!;
  const revoked = storage.getItem('ftv_access_token');
  const res = await server.post('/tv/api/logout', { session_key: client.session.sessionKey() });
  expect(res.statusCode).toBe(200);
  await client.favorites.add(channel.id);
  expect(storage.getItem('ftv_access_token')).not.toBe(revoked);
  expect((await client.favorites.list()).map((c) => c.id)).toEqual([channel.id]);
});

test('403 that a re-login cannot mend (password changed on another device): auth cleared, key kept, state consistent', async () => {
  const first = await registered();
  const other = newClient().client;
  await other.auth.login(first.email, first.password);
  await other.account.changePassword(first.password, 'changed-elsewhere'); // logs every other session out
  const key = first.client.session.sessionKey();
  await expect(first.client.favorites.list()).rejects.toMatchObject({ status: 403, message: 'Unauthorized' });
  expect(first.storage.getItem('ftv_access_token')).toBeNull();
  expect(first.storage.getItem('ftv_user')).toBeNull();
  expect(first.storage.getItem('ftv_password_hash')).toBeNull();
  expect(first.client.session.sessionKey()).toBe(key);
  expect(first.client.auth.isAuthenticated()).toBe(false);
  // Anonymous browsing goes on in the same session.
  expect((await first.client.channels.list()).length).toBeGreaterThan(0);
});

test('a dropped connection fails the call with the spec message and loses nothing: the next call works on the same session', async () => {
  const { client } = await registered(proxy.url);
  const key = client.session.sessionKey();
  proxy.set((_method, url) => (url.startsWith('/tv/api/channels') ? 'drop' : 'pass'));
  try {
    await expect(client.channels.list()).rejects.toMatchObject({ status: 0, message: 'Failed to fetch channels list' });
    // A dropped keep-alive neither logs out nor throws the session away (init fails the same way).
    proxy.set(() => 'drop');
    await expect(client.session.refresh()).rejects.toMatchObject({ status: 0 });
    expect(client.session.sessionKey()).toBe(key);
    expect(client.auth.isAuthenticated()).toBe(true);
  } finally {
    proxy.set(() => 'pass');
  }
  expect((await client.channels.list()).length).toBeGreaterThan(0);
  expect(client.session.sessionKey()).toBe(key);
  expect((await client.favorites.list())).toEqual([]);
});

test('a slow answer is aborted: the call rejects with AbortError at once and the session is untouched', async () => {
  const { client } = await registered(proxy.url);
  const key = client.session.sessionKey();
  proxy.set((_method, url) => (url.startsWith('/api-v2/tvguide') ? { delayMs: 10_000 } : 'pass'));
  try {
    const controller = new AbortController();
    const started = Date.now();
    const pending = client.guide.window({ channelIds: [101], startTime: server.now(), duration: 3600 }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(5000);
    const single = new AbortController();
    setTimeout(() => single.abort(), 50);
    await expect(client.guide.channel(101, {}, { signal: single.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(client.cache.stats().count).toBe(0);
  } finally {
    proxy.set(() => 'pass');
  }
  expect(client.session.sessionKey()).toBe(key);
  expect((await client.guide.channel(101)).data.length).toBeGreaterThan(0);
});

test('chat live updates: a message sent by one user arrives on another client\'s stream; aborting ends the stream', async () => {
  const reader = newClient().client;
  await reader.session.init();
  const writer = (await registered()).client;
  const received: string[] = [];
  const controller = new AbortController();
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const done = reader.chat.stream((m) => received.push(m.text), { signal: controller.signal, onOpen: () => opened() });
  await open;
  await writer.chat.send('live one');
  await expect.poll(() => received, { timeout: 5000 }).toContain('live one');
  controller.abort();
  await done;
});
