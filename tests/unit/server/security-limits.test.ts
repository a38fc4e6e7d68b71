// security-limits.test.ts — limits that neither a new address nor a new account resets: chat, support, and the per-account login lockout.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ADDRESS_RATE_MAX } from '../../../server/chat/routes.ts';
import { LOCKOUT_SECONDS } from '../../../server/accounts/lockout.ts';
import { RATE_MAX as SUPPORT_MAX } from '../../../server/support/routes.ts';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let counter = 0;
/** A client address never used before in this file. */
const freshAddress = () => `10.${(++counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;

function chat(server: TestServer, user: TestUser, message: string, remoteAddress: string) {
  return server.app.inject({ method: 'POST', url: '/messages/general', payload: { token: { token: user.chatToken, user: { nickname: user.nickname }, source: 'ftv' }, message }, remoteAddress });
}

function support(server: TestServer, sessionKey: string, remoteAddress: string, token = '') {
  return server.app.inject({
    method: 'POST',
    url: '/tv/api/support',
    payload: { session_key: sessionKey, email: 'limits@example.com', subject: 'Hello', message: 'A question', classification: 'other' },
    headers: { 'ftv-token': token },
    remoteAddress,
  });
}

function login(server: TestServer, sessionKey: string, name: string, password: string, remoteAddress = freshAddress()) {
  return server.app.inject({ method: 'POST', url: '/tv/api/login', payload: { session_key: sessionKey, login: name, password: md5(password) }, headers: { 'ftv-token': '' }, remoteAddress });
}

describe('chat', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('per user: a new address for every message does not reset the 5 in 10 seconds', async () => {
    const user = await createLoggedInUser(server);
    for (let i = 0; i < 5; i++) expect((await chat(server, user, `hop ${i}`, freshAddress())).statusCode).toBe(200);
    const limited = await chat(server, user, 'one more, from yet another address', freshAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many messages; wait a moment' });
  });

  test(`per address: fresh accounts from one address share ${ADDRESS_RATE_MAX} a minute; other addresses and other /64s are unaffected`, async () => {
    const address = freshAddress();
    for (let i = 0; i < ADDRESS_RATE_MAX; i++) {
      const user = await createLoggedInUser(server);
      expect([i, (await chat(server, user, `household ${i}`, address)).statusCode]).toEqual([i, 200]);
    }
    const newcomer = await createLoggedInUser(server);
    const limited = await chat(server, newcomer, 'one account more', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many messages from your network; wait a moment' });
    // The refused message spent nothing of the newcomer's own allowance: from elsewhere it posts at once.
    expect((await chat(server, newcomer, 'from another address', freshAddress())).statusCode).toBe(200);
    server.advance(61);
    expect((await chat(server, await createLoggedInUser(server), 'a minute later', address)).statusCode).toBe(200);
  });

  test('an IPv6 host counts as its /64: a new address in the same /64 does not reset the limit', async () => {
    for (let i = 0; i < ADDRESS_RATE_MAX; i++) {
      expect((await chat(server, await createLoggedInUser(server), `v6 ${i}`, `2001:db8:77:1::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await chat(server, await createLoggedInUser(server), 'same /64', '2001:db8:77:1:abcd::1')).statusCode).toBe(429);
    expect((await chat(server, await createLoggedInUser(server), 'next /64', '2001:db8:77:2::1')).statusCode).toBe(200);
  });
});

describe('support', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test(`per account: a logged-in sender gets ${SUPPORT_MAX} tickets per 10 minutes whatever address each comes from`, async () => {
    const user = await createLoggedInUser(server);
    for (let i = 0; i < SUPPORT_MAX; i++) expect((await support(server, user.sessionKey, freshAddress(), user.token)).statusCode).toBe(200);
    const limited = await support(server, user.sessionKey, freshAddress(), user.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many support messages; try again in a few minutes' });
    // A visitor elsewhere is not affected; the account is again after the window.
    expect((await support(server, await server.init(), freshAddress())).statusCode).toBe(200);
    server.advance(10 * 60 + 1);
    // The session idled out meanwhile: the same account on a new one.
    const key = await server.init();
    await server.app.deps.db.updateTable('sessions').set({ user_id: user.userId, access_token: user.token.split('').reverse().join('') }).where('key', '=', key).execute();
    expect((await support(server, key, freshAddress(), user.token.split('').reverse().join(''))).statusCode).toBe(200);
  });

  test('per address: fresh sessions and fresh accounts from one address share its allowance', async () => {
    const address = freshAddress();
    for (let i = 0; i < SUPPORT_MAX; i++) {
      const sender = i % 2 === 0 ? { key: await server.init(), token: '' } : await createLoggedInUser(server).then((u) => ({ key: u.sessionKey, token: u.token }));
      expect((await support(server, sender.key, address, sender.token)).statusCode).toBe(200);
    }
    const user = await createLoggedInUser(server);
    expect((await support(server, user.sessionKey, address, user.token)).statusCode).toBe(429);
    expect((await support(server, await server.init(), address)).statusCode).toBe(429);
  });
});

describe('login lockout', () => {
  let server: TestServer;
  let counterEmail = 0;
  afterEach(() => server?.close());

  async function account(password: string) {
    const email = `lock-${process.pid}-${++counterEmail}@ftv.example`;
    const res = await server.app.inject({ method: 'POST', url: '/tv/api/register', payload: { session_key: await server.init(), email, password: md5(password) }, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(200);
    return email;
  }

  /** Five wrong passwords, each from a new address (the per-address limit is not what locks here). */
  async function fail5(name: string) {
    for (let i = 0; i < 5; i++) {
      const res = await login(server, await server.init(), name, `wrong ${i}`);
      expect([i, res.statusCode]).toEqual([i, 403]);
    }
  }

  test('five failures in 15 minutes lock that account (even the right password) for a minute; others log in; afterwards the right one works', async () => {
    server = await startTestServer();
    const victim = await account('the real one');
    const bystander = await account('another one');
    await fail5(victim);
    const locked = await login(server, await server.init(), victim, 'the real one');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ success: false, message: 'Too many failed logins; try again in 1 minute' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // By its login name too: the lock is the account's, not the spelling's.
    const loginName = (await server.app.deps.db.selectFrom('users').select('login').where('email', '=', victim).executeTakeFirstOrThrow()).login;
    expect((await login(server, await server.init(), loginName, 'the real one')).statusCode).toBe(429);
    // Another account from the same addresses is not affected.
    expect((await login(server, await server.init(), bystander, 'another one')).statusCode).toBe(200);

    server.advance(61);
    expect((await login(server, await server.init(), victim, 'the real one')).statusCode).toBe(200);
    // Success forgets the failures: four more wrong ones do not lock.
    for (let i = 0; i < 4; i++) expect((await login(server, await server.init(), victim, `typo ${i}`)).statusCode).toBe(403);
    expect((await login(server, await server.init(), victim, 'the real one')).statusCode).toBe(200);
  });

  test('repeated lockouts grow 1 → 5 → 15 minutes and stop there; the owner always gets back in once one ends', async () => {
    server = await startTestServer();
    const victim = await account('patience');
    const minutes = LOCKOUT_SECONDS.map((s) => s / 60);
    expect(minutes).toEqual([1, 5, 15]);
    for (const expected of [1, 5, 15, 15]) {
      await fail5(victim);
      const locked = await login(server, await server.init(), victim, 'patience');
      expect(locked.json()).toEqual({ success: false, message: `Too many failed logins; try again in ${expected} minute${expected === 1 ? '' : 's'}` });
      server.advance(expected * 60 - 30);
      expect((await login(server, await server.init(), victim, 'patience')).statusCode).toBe(429);
      server.advance(31);
    }
    expect((await login(server, await server.init(), victim, 'patience')).statusCode).toBe(200);
  });

  test('a name that is no account locks the same way (a lockout tells nobody that an account exists); accountUpdate shares the lock', async () => {
    server = await startTestServer();
    await fail5('nobody-at-all@ftv.example');
    expect((await login(server, await server.init(), 'nobody-at-all@ftv.example', 'whatever')).json()).toEqual({ success: false, message: 'Too many failed logins; try again in 1 minute' });

    const email = await account('current password');
    const key = await server.init();
    expect((await login(server, key, email, 'current password')).statusCode).toBe(200);
    const token = (await server.get('/tv/api/session', { session_key: key })).json().ftv_token as string;
    const update = (password: string) =>
      server.app.inject({ method: 'POST', url: '/tv/api/accountUpdate', payload: { session_key: key, password: md5(password), new_password: 'a new password' }, headers: { 'ftv-token': token }, remoteAddress: freshAddress() });
    for (let i = 0; i < 5; i++) expect((await update(`guess ${i}`)).statusCode).toBe(404);
    expect((await update('current password')).statusCode).toBe(429);
    expect((await login(server, await server.init(), email, 'current password')).statusCode).toBe(429);
  });

  test('FTV_RATE_LIMIT_OFF=1 (the bench) turns the lockout and the per-address chat limit off too', async () => {
    server = await startTestServer({ FTV_RATE_LIMIT_OFF: '1' });
    const email = await account('bench');
    for (let i = 0; i < 8; i++) expect((await login(server, await server.init(), email, `wrong ${i}`, '127.0.0.1')).statusCode).toBe(403);
    expect((await login(server, await server.init(), email, 'bench', '127.0.0.1')).statusCode).toBe(200);
    const user = await createLoggedInUser(server);
    for (let i = 0; i < ADDRESS_RATE_MAX + 5; i++) expect((await chat(server, user, `bench ${i}`, '127.0.0.1')).statusCode).toBe(200);
  });
});
