// accounts.test.ts — register, login, logout, password reset, email verification, profile and password change over HTTP.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { passwordResetMail } from '../../../server/accounts/mails.ts';
import { startTestServer, type TestServer } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FTV_SESSION_TTL: '300' });
});
afterAll(() => server.close());

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const HEX64 = /^[0-9a-f]{64}$/;

// Login and register are rate-limited per client IP: each call comes from its own address unless a test says otherwise.
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

function post(url: string, body: unknown, token = '', ip = freshIp()): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'POST', url, payload: body as object, headers: { 'ftv-token': token }, remoteAddress: ip });
}

/** A response reduced to what the error contract fixes: its status and `{success: false, message}`. */
const failure = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });
const apiError = (status: number, message: string | RegExp) => ({
  status,
  body: { success: false, message: typeof message === 'string' ? message : expect.stringMatching(message) },
});

async function sessionOf(key: string) {
  return (await server.get('/tv/api/session', { session_key: key })).json();
}

let emailCounter = 0;
const uniqueEmail = (local = 'viewer') => `${local}@acc-${process.pid}-${++emailCounter}.example`;

interface Registered {
  key: string;
  token: string;
  email: string;
  password: string;
  // oxlint-disable-next-line typescript/no-explicit-any
  user: any;
}

async function register(email = uniqueEmail(), password = 'correct horse'): Promise<Registered> {
  const key = await server.init();
  const res = await post('/tv/api/register', { session_key: key, email, password: md5(password) });
  expect(res.statusCode).toBe(200);
  const { ftv_token } = await sessionOf(key);
  return { key, token: ftv_token, email, password, user: res.json() };
}

const outbox = async (to: string) => (await server.get('/dev/mail.json', { to })).json() as { subject: string; text: string; html: string }[];

function linkToken(text: string, route: string): string {
  const m = new RegExp(`http://localhost(?::80)?/${route}/([0-9a-f]{64})`).exec(text);
  if (!m) throw new Error(`no ${route} link in: ${text}`);
  return m[1]!;
}

describe('register', () => {
  test('creates the user, logs the session in and answers the User', async () => {
    const email = uniqueEmail('Ann.Smith+tv');
    const { key, token, user } = await register(email);
    expect(user).toEqual({
      id: expect.any(Number),
      login: 'ann.smithtv',
      email: email.toLowerCase(),
      avatar: '',
      firstName: '',
      lastName: '',
      nickname: 'ann.smithtv',
      email_verified: false,
      subscriptions: [],
      'favorite-channels': [],
      'home-location': { country: null, timezone: null },
    });
    const settings = await sessionOf(key);
    expect(settings).toMatchObject({ loggedIn: true, ftv_token: expect.stringMatching(HEX64), chat: { token: expect.stringMatching(HEX64), login: 'ann.smithtv' } });
    expect(token).not.toBe(settings.chat.token);
  });

  test('stores only a salted scrypt of the MD5, never the password as sent', async () => {
    const a = await register(uniqueEmail(), 'same password');
    const b = await register(uniqueEmail(), 'same password');
    const rows = await server.app.deps.db.selectFrom('users').select(['id', 'password_hash']).where('id', 'in', [a.user.id, b.user.id]).execute();
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(row.password_hash).not.toContain(md5('same password'));
    }
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  test('login names and nicknames are made unique', async () => {
    const first = await register(`twin@one-${process.pid}.example`);
    const second = await register(`Twin@two-${process.pid}.example`);
    expect(first.user.login).toBe('twin');
    expect(second.user.login).toBe('twin2');
    expect(second.user.nickname).toBe('twin2');
    const odd = await register(`!!!@three-${process.pid}.example`);
    expect(odd.user.login).toMatch(/^viewer/);
  });

  test('an email already registered (in any case) is 409', async () => {
    const { email } = await register();
    const res = await post('/tv/api/register', { session_key: await server.init(), email: email.toUpperCase(), password: md5('x') });
    expect(failure(res)).toEqual(apiError(409, 'Email is already registered'));
  });

  test.each([
    [{ password: md5('x') }, 400, "body must have required property 'email'"],
    [{ email: 'someone@example.com' }, 400, "body must have required property 'password'"],
    [{ email: 'not-an-email', password: md5('x') }, 400, 'email must be a valid email address'],
    [{ email: "' OR 1=1 --", password: md5('x') }, 400, 'email must be a valid email address'],
    [{ email: '<script>alert(1)</script>@example.com', password: md5('x') }, 400, 'email must be a valid email address'],
    [{ email: `${'a'.repeat(300)}@example.com`, password: md5('x') }, 400, 'body/email must NOT have more than 254 characters'],
    [{ email: { $ne: 1 }, password: md5('x') }, 400, 'body/email must be string'],
    [{ email: 'plain@example.com', password: 'secret123' }, 400, /^password must be the MD5/],
    [{ email: 'upper@example.com', password: md5('x').toUpperCase() }, 400, /^password must be the MD5/],
    [{ email: 'long@example.com', password: 'a'.repeat(5000) }, 400, 'body/password must NOT have more than 200 characters'],
  ])('refuses %j', async (fields, status, message) => {
    expect(failure(await post('/tv/api/register', { session_key: await server.init(), ...fields }))).toEqual(apiError(status, message));
  });

  test('the 31st registration attempt within a minute from one address is 429', async () => {
    const key = await server.init();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await post('/tv/api/register', { session_key: key, email: 'not-an-email', password: md5('x') }, '', ip)).statusCode).toBe(400);
    }
    const limited = await post('/tv/api/register', { session_key: key, email: uniqueEmail(), password: md5('x') }, '', ip);
    expect(failure(limited)).toEqual(apiError(429, /^Too many requests, try again in /));
  });

  test('needs a live session', async () => {
    expect(failure(await post('/tv/api/register', { email: uniqueEmail(), password: md5('x') }))).toEqual(apiError(400, 'session_key is required'));
    expect(failure(await post('/tv/api/register', { session_key: 'b'.repeat(32), email: uniqueEmail(), password: md5('x') }))).toEqual(apiError(410, 'Session expired'));
  });
});

describe('login', () => {
  test('with the email or the login name, logging a new session in with fresh tokens', async () => {
    const account = await register(uniqueEmail('Lena'));
    for (const login of [account.email, account.email.toUpperCase(), account.user.login]) {
      const key = await server.init();
      const res = await post('/tv/api/login', { session_key: key, login, password: md5(account.password) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(account.user);
      const settings = await sessionOf(key);
      expect(settings).toMatchObject({ loggedIn: true, ftv_token: expect.stringMatching(HEX64), chat: { token: expect.stringMatching(HEX64) } });
      expect(settings.ftv_token).not.toBe(account.token);
    }
  });

  test('a wrong password and an unknown user get the same 403', async () => {
    const account = await register();
    const key = await server.init();
    expect(failure(await post('/tv/api/login', { session_key: key, login: account.email, password: md5('wrong') }))).toEqual(apiError(403, 'Invalid login or password'));
    expect(failure(await post('/tv/api/login', { session_key: key, login: uniqueEmail('nobody'), password: md5('wrong') }))).toEqual(apiError(403, 'Invalid login or password'));
    expect(failure(await post('/tv/api/login', { session_key: key, login: "' OR 1=1 --", password: md5('wrong') }))).toEqual(apiError(403, 'Invalid login or password'));
    expect((await sessionOf(key)).loggedIn).toBe(false);
  });

  test('a user made without a real hash cannot log in (and the server does not fail)', async () => {
    const { db, now } = server.app.deps;
    await db
      .insertInto('users')
      .values({ login: `broken${process.pid}`, email: uniqueEmail(), password_hash: 'not-a-real-hash', nickname: 'x', first_name: '', last_name: '', avatar: '', country: null, timezone: null, email_verified: 0, created_at: now() })
      .execute();
    expect(failure(await post('/tv/api/login', { session_key: await server.init(), login: `broken${process.pid}`, password: md5('x') }))).toEqual(apiError(403, 'Invalid login or password'));
  });

  test.each([
    [{ password: md5('x') }, "body must have required property 'login'"],
    [{ login: 'someone' }, "body must have required property 'password'"],
    [{ login: 'someone', password: 'plain-text' }, /^password must be the MD5/],
    [{ login: 'x'.repeat(1000), password: md5('x') }, 'body/login must NOT have more than 254 characters'],
    [{ login: ['a', 'b'], password: md5('x') }, 'body/login must be string'],
  ])('refuses %j with 400', async (fields, message) => {
    expect(failure(await post('/tv/api/login', { session_key: await server.init(), ...fields }))).toEqual(apiError(400, message));
  });

  test('the 11th login within a minute from one address is 429, in the API error shape', async () => {
    const key = await server.init();
    const ip = freshIp();
    // A name per guess: five failures on one name lock that name (security-login.test.ts), which is not this limit.
    for (let i = 0; i < 10; i++) {
      expect(failure(await post('/tv/api/login', { session_key: key, login: `nobody${i}`, password: md5(`guess${i}`) }, '', ip))).toEqual(apiError(403, 'Invalid login or password'));
    }
    const limited = await post('/tv/api/login', { session_key: key, login: 'nobody10', password: md5('guess') }, '', ip);
    expect(failure(limited)).toEqual(apiError(429, /^Too many requests, try again in /));
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected.
    expect(failure(await post('/tv/api/login', { session_key: key, login: 'nobody10', password: md5('guess') }))).toEqual(apiError(403, 'Invalid login or password'));
  });
});

describe('logout', () => {
  test.each(['GET', 'POST'] as const)('%s unbinds the user and the tokens; the session stays', async (method) => {
    const account = await register();
    const res =
      method === 'GET'
        ? await server.get('/tv/api/logout', { session_key: account.key }, account.token)
        : await server.post('/tv/api/logout', { session_key: account.key }, account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await sessionOf(account.key)).toMatchObject({ loggedIn: false, ftv_token: null, chat: { token: null } });
    const row = await server.app.deps.db.selectFrom('sessions').selectAll().where('key', '=', account.key).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, access_token: null, chat_token: null });
    expect(failure(await post('/tv/api/updateProfile', { session_key: account.key, country: 'DE' }, account.token))).toEqual(apiError(403, 'Unauthorized'));
  });

  test('works on an anonymous session, and needs a live one', async () => {
    expect((await server.post('/tv/api/logout', { session_key: await server.init() })).json()).toEqual({ success: true });
    expect(failure(await server.get('/tv/api/logout'))).toEqual(apiError(400, 'session_key is required'));
    expect(failure(await server.post('/tv/api/logout', { session_key: "' OR 1=1 --" }))).toEqual(apiError(400, 'session_key must be 32 hexadecimal characters'));
    expect(failure(await server.post('/tv/api/logout', { session_key: 'c'.repeat(32) }))).toEqual(apiError(410, 'Session expired'));
  });
});

describe('the User answer', () => {
  test('carries active plans, favourite channels as strings and the home location', async () => {
    const account = await register();
    const { db, now } = server.app.deps;
    const t = now();
    const groupId = 90_000 + process.pid % 1000;
    await db.insertInto('channel_groups').values({ id: groupId, name: 'Accounts test', alias: `accounts-test-${groupId}` }).execute();
    await db
      .insertInto('channels')
      .values({ id: groupId, number: groupId, title: 'T', alias: 't', description: '', group_id: groupId, type: 'standard', is_free: 1, recordable: 1, genre: 'news' })
      .execute();
    const plan = { description: '', price: 100, currency: 'EUR', period: 'month' as const, features: '[]', storage_hours: 0, position: 99 };
    await db.insertInto('plans').values([
      { id: groupId, name: 'Accounts Active', ...plan },
      { id: groupId + 1, name: 'Accounts Cancelled', ...plan },
      { id: groupId + 2, name: 'Accounts Expired', ...plan },
    ]).execute();
    const sub = { user_id: account.user.id, order_id: null, started_at: t - 100, auto_renew: 1 };
    await db.insertInto('user_subscriptions').values([
      { ...sub, plan_id: groupId, status: 'active', expires_at: t + 1000 },
      { ...sub, plan_id: groupId + 1, status: 'cancelled', expires_at: t + 500 },
      { ...sub, plan_id: groupId + 2, status: 'active', expires_at: t - 1 },
    ]).execute();
    await db.insertInto('favorites').values({ user_id: account.user.id, channel_id: groupId, created_at: t }).execute();
    await post('/tv/api/updateProfile', { session_key: account.key, country: 'at', timezone: 'Europe/Vienna' }, account.token);

    const res = await post('/tv/api/login', { session_key: await server.init(), login: account.email, password: md5(account.password) });
    expect(res.json()).toMatchObject({
      subscriptions: [
        { id: groupId, name: 'Accounts Active', expires_at: t + 1000 },
        { id: groupId + 1, name: 'Accounts Cancelled', expires_at: t + 500 },
      ],
      'favorite-channels': [{ channel: String(groupId) }],
      'home-location': { country: 'AT', timezone: 'Europe/Vienna' },
    });
  });
});

describe('password reset', () => {
  const form = (fields: Record<string, string>, ip = freshIp()) =>
    server.app.inject({
      method: 'POST',
      url: '/tv/api/passwordReset',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'ftv-token': '' },
      remoteAddress: ip,
    });

  test('form-encoded: mails a single-use link, the new password works and every session is logged out', async () => {
    const account = await register(uniqueEmail('forgetful'));
    const res = await form({ session_key: await server.init(), email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    const [mail] = await outbox(account.email);
    expect(mail!.subject).toBe('Reset your FTV password');
    const token = linkToken(mail!.text, 'reset-password');
    expect(mail!.html).toContain(`/reset-password/${token}`);
    // The table keeps a digest of the token, not the token.
    const stored = await server.app.deps.db.selectFrom('user_tokens').selectAll().where('user_id', '=', account.user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'password_reset', used_at: null });
    expect(stored[0]!.token).not.toBe(token);

    const key = await server.init();
    expect(failure(await post('/tv/api/passwordReset/confirm', { session_key: key, token, new_password: 'short' }))).toEqual(apiError(400, 'New password is too short'));
    const ok = await post('/tv/api/passwordReset/confirm', { session_key: key, token, new_password: 'a brand new one' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect(failure(await post('/tv/api/passwordReset/confirm', { session_key: key, token, new_password: 'another new one' }))).toEqual(apiError(400, 'Reset link is invalid or has expired'));

    expect((await sessionOf(account.key)).loggedIn).toBe(false);
    expect(failure(await post('/tv/api/login', { session_key: key, login: account.email, password: md5(account.password) }))).toEqual(apiError(403, 'Invalid login or password'));
    const login = await post('/tv/api/login', { session_key: key, login: account.email, password: md5('a brand new one') });
    expect(login.statusCode).toBe(200);
    // Following the mailed link proved the address.
    expect(login.json().email_verified).toBe(true);
  });

  test('a forged Host header does not end up in the mailed link', async () => {
    const account = await register();
    const res = await server.app.inject({
      method: 'POST',
      url: '/tv/api/passwordReset',
      payload: { session_key: await server.init(), email: account.email },
      headers: { host: 'evil.example/"><script>', 'ftv-token': '' },
      remoteAddress: freshIp(),
    });
    expect(res.json()).toEqual({ result: true });
    const [mail] = await outbox(account.email);
    expect(mail!.text).not.toContain('evil');
    expect(mail!.html).not.toContain('<script');
    expect(linkToken(mail!.text, 'reset-password')).toMatch(HEX64);
  });

  test('mail bodies escape what they quote', () => {
    const mail = passwordResetMail('a@example.com', '<b>Eve</b> & "co"', 'http://localhost/reset-password/x?a=1&b="2"');
    expect(mail.text).toContain('Hello <b>Eve</b> & "co",');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(mail.html).toContain('href="http://localhost/reset-password/x?a=1&amp;b=&quot;2&quot;"');
  });

  test('JSON works too; an unknown address gets the same answer and no mail', async () => {
    const email = uniqueEmail('ghost');
    const res = await post('/tv/api/passwordReset', { session_key: await server.init(), email });
    expect(res.json()).toEqual({ result: true });
    expect(await outbox(email)).toEqual([]);
  });

  test('a link expires after an hour, and only the newest link works', async () => {
    const account = await register();
    await form({ session_key: await server.init(), email: account.email });
    const older = linkToken((await outbox(account.email))[0]!.text, 'reset-password');
    server.advance(1);
    await form({ session_key: await server.init(), email: account.email });
    const newer = linkToken((await outbox(account.email))[0]!.text, 'reset-password');
    expect(newer).not.toBe(older);
    expect(failure(await post('/tv/api/passwordReset/confirm', { session_key: await server.init(), token: older, new_password: 'long enough' }))).toEqual(apiError(400, 'Reset link is invalid or has expired'));
    server.advance(3601);
    expect(failure(await post('/tv/api/passwordReset/confirm', { session_key: await server.init(), token: newer, new_password: 'long enough' }))).toEqual(apiError(400, 'Reset link is invalid or has expired'));
  });

  test.each([
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [{ email: "' OR 1=1 --" }, 'email must be a valid email address'],
    [{ email: `${'x'.repeat(300)}@example.com` }, 'body/email must NOT have more than 254 characters'],
    [{}, "body must have required property 'email'"],
  ])('refuses %j with 400', async (fields, message) => {
    expect(failure(await form({ session_key: await server.init(), ...fields }))).toEqual(apiError(400, message));
  });

  test.each([
    [{ token: "' OR 1=1 --", new_password: 'long enough' }, 'Reset link is invalid or has expired'],
    [{ token: 'f'.repeat(64), new_password: 'long enough' }, 'Reset link is invalid or has expired'],
    [{ token: 'f'.repeat(64) }, "body must have required property 'new_password'"],
    [{ token: 'f'.repeat(64), new_password: 'x'.repeat(500) }, 'body/new_password must NOT have more than 200 characters'],
  ])('confirm refuses %j with 400', async (fields, message) => {
    expect(failure(await post('/tv/api/passwordReset/confirm', { session_key: await server.init(), ...fields }))).toEqual(apiError(400, message));
  });
});

describe('email verification', () => {
  test('mails a link that verifies the address once', async () => {
    const account = await register(uniqueEmail('verify'));
    const res = await post('/tv/api/sendEmailVerification', { session_key: account.key }, account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [mail] = await outbox(account.email);
    expect(mail!.subject).toBe('Confirm your FTV email address');
    const token = linkToken(mail!.text, 'verify-email');

    const other = await server.init();
    const ok = await post('/tv/api/verifyEmail', { session_key: other, token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, user_id: account.user.id });
    expect(failure(await post('/tv/api/verifyEmail', { session_key: other, token }))).toEqual(apiError(400, 'Verification link is invalid or has expired'));
    const user = await server.app.deps.db.selectFrom('users').select('email_verified').where('id', '=', account.user.id).executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(1);

    // Already verified: the same answer, no further mail.
    expect((await post('/tv/api/sendEmailVerification', { session_key: account.key }, account.token)).json()).toEqual({ success: true });
    expect(await outbox(account.email)).toHaveLength(1);
  });

  test('a link expires after 24 hours; a reset token does not verify', async () => {
    const account = await register();
    await post('/tv/api/sendEmailVerification', { session_key: account.key }, account.token);
    const token = linkToken((await outbox(account.email))[0]!.text, 'verify-email');
    await post('/tv/api/passwordReset', { session_key: await server.init(), email: account.email });
    const resetToken = linkToken((await outbox(account.email))[0]!.text, 'reset-password');
    expect(failure(await post('/tv/api/verifyEmail', { session_key: await server.init(), token: resetToken }))).toEqual(apiError(400, 'Verification link is invalid or has expired'));
    server.advance(24 * 3600 + 1);
    expect(failure(await post('/tv/api/verifyEmail', { session_key: await server.init(), token }))).toEqual(apiError(400, 'Verification link is invalid or has expired'));
  });

  test.each([
    [{ token: "' OR 1=1 --" }, 'Verification link is invalid or has expired'],
    [{ token: '<script>alert(1)</script>' }, 'Verification link is invalid or has expired'],
    [{ token: 'x'.repeat(1000) }, 'body/token must NOT have more than 200 characters'],
    [{}, "body must have required property 'token'"],
  ])('verifyEmail refuses %j with 400', async (fields, message) => {
    expect(failure(await post('/tv/api/verifyEmail', { session_key: await server.init(), ...fields }))).toEqual(apiError(400, message));
  });
});

describe('updateProfile', () => {
  test('sets country and timezone and answers the updated User', async () => {
    const account = await register();
    const res = await post('/tv/api/updateProfile', { session_key: account.key, country: 'de', timezone: 'Europe/Berlin' }, account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...account.user, 'home-location': { country: 'DE', timezone: 'Europe/Berlin' } });
    const utc = await post('/tv/api/updateProfile', { session_key: account.key, timezone: 'UTC' }, account.token);
    expect(utc.json()['home-location']).toEqual({ country: 'DE', timezone: 'UTC' });
  });

  test.each([
    [{}, 'country or timezone is required'],
    [{ country: 'XX' }, /^country must be an ISO 3166-1 alpha-2 code/],
    [{ country: 'EU' }, /^country must be an ISO 3166-1 alpha-2 code/],
    [{ country: "' OR 1" }, /^country must be an ISO 3166-1 alpha-2 code/],
    [{ country: 'Germany and more' }, 'body/country must NOT have more than 10 characters'],
    [{ timezone: 'Mars/Olympus_Mons' }, /^timezone must be an IANA time zone/],
    [{ timezone: '<script>alert(1)</script>' }, /^timezone must be an IANA time zone/],
    [{ timezone: 'x'.repeat(100) }, 'body/timezone must NOT have more than 64 characters'],
    [{ country: 'DE', timezone: { zone: 'UTC' } }, 'body/timezone must be string'],
  ])('refuses %j with 400', async (fields, message) => {
    const account = await register();
    expect(failure(await post('/tv/api/updateProfile', { session_key: account.key, ...fields }, account.token))).toEqual(apiError(400, message));
  });
});

describe('accountUpdate', () => {
  test('changes the password; this session stays logged in, others do not', async () => {
    const account = await register();
    const elsewhere = await server.init();
    await post('/tv/api/login', { session_key: elsewhere, login: account.email, password: md5(account.password) });
    const res = await post('/tv/api/accountUpdate', { session_key: account.key, password: md5(account.password), new_password: 'new secret 123' }, account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await sessionOf(account.key)).loggedIn).toBe(true);
    expect((await sessionOf(elsewhere)).loggedIn).toBe(false);
    const key = await server.init();
    expect(failure(await post('/tv/api/login', { session_key: key, login: account.email, password: md5(account.password) }))).toEqual(apiError(403, 'Invalid login or password'));
    expect((await post('/tv/api/login', { session_key: key, login: account.email, password: md5('new secret 123') })).statusCode).toBe(200);
  });

  test('a short new password is 400, a wrong current one 404', async () => {
    const account = await register();
    const call = (fields: object) => post('/tv/api/accountUpdate', { session_key: account.key, ...fields }, account.token);
    expect(failure(await call({ password: md5(account.password), new_password: 'seven77' }))).toEqual(apiError(400, 'New password is too short'));
    expect(failure(await call({ password: md5('not it'), new_password: 'long enough' }))).toEqual(apiError(404, 'Current password is incorrect'));
    expect(failure(await call({ password: 'not-md5', new_password: 'long enough' }))).toEqual(apiError(400, /^password must be the MD5/));
    expect(failure(await call({ password: md5(account.password) }))).toEqual(apiError(400, "body must have required property 'new_password'"));
    expect(failure(await call({ password: md5(account.password), new_password: 'y'.repeat(201) }))).toEqual(apiError(400, 'body/new_password must NOT have more than 200 characters'));
  });
});

describe('authorisation of the calls that need a user', () => {
  const calls = [
    ['/tv/api/updateProfile', { country: 'FR' }],
    ['/tv/api/accountUpdate', { password: md5('x'), new_password: 'long enough' }],
    ['/tv/api/sendEmailVerification', {}],
  ] as const;

  test.each(calls)('%s: no token, a wrong token, another user’s token → 403; an expired session → 410', async (url, fields) => {
    const alice = await register();
    const bob = await register();
    for (const token of ['', 'f'.repeat(64), bob.token]) {
      expect(failure(await post(url, { session_key: alice.key, ...fields }, token))).toEqual(apiError(403, 'Unauthorized'));
    }
    expect(failure(await post(url, { session_key: await server.init(), ...fields }, alice.token))).toEqual(apiError(403, 'Unauthorized'));
    expect(failure(await post(url, { ...fields }, alice.token))).toEqual(apiError(400, 'session_key is required'));
    server.advance(301);
    expect(failure(await post(url, { session_key: alice.key, ...fields }, alice.token))).toEqual(apiError(410, 'Session expired'));
  });
});

describe('hostile input is answered 4xx with a message, never 5xx', () => {
  const hostile = ["' OR 1=1 --", '<script>alert(1)</script>', 'x'.repeat(10_000), 12345, null, true, {}, [], ['a', 'b']];
  const endpoints: [string, string[]][] = [
    ['/tv/api/register', ['email', 'password']],
    ['/tv/api/login', ['login', 'password']],
    ['/tv/api/passwordReset', ['email']],
    ['/tv/api/passwordReset/confirm', ['token', 'new_password']],
    ['/tv/api/verifyEmail', ['token']],
    ['/tv/api/updateProfile', ['country', 'timezone']],
    ['/tv/api/accountUpdate', ['password', 'new_password']],
  ];

  test.each(endpoints)('%s', async (url, fields) => {
    const account = await register();
    for (const field of [...fields, 'session_key']) {
      for (const value of hostile) {
        const res = await post(url, { session_key: account.key, ...Object.fromEntries(fields.map((f) => [f, 'placeholder'])), [field]: value }, account.token);
        // The label names the case in a failure message.
        expect({ field, value: JSON.stringify(value).slice(0, 40), client: res.statusCode >= 400 && res.statusCode < 500 }).toMatchObject({ client: true });
        expect(res.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
    // A body that is not JSON at all.
    const raw = await server.app.inject({ method: 'POST', url, payload: '{"session_key":', headers: { 'content-type': 'application/json' }, remoteAddress: freshIp() });
    expect(raw.statusCode).toBe(400);
  });
});

test('with FTV_PUBLIC_URL set, mailed links use it whatever Host the request names', async () => {
  const pinned = await startTestServer({ FTV_PUBLIC_URL: 'https://tv.ftv.example' });
  try {
    const key = await pinned.init();
    const email = 'pinned@ftv.example';
    await pinned.post('/tv/api/register', { session_key: key, email, password: 'e10adc3949ba59abbe56e057f20f883e' });
    const res = await pinned.app.inject({
      method: 'POST',
      url: '/tv/api/passwordReset',
      headers: { host: 'attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `session_key=${key}&email=${encodeURIComponent(email)}`,
    });
    expect(res.json()).toEqual({ result: true });
    const mail = await pinned.app.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.text).toContain('https://tv.ftv.example/reset-password/');
    expect(mail.text).not.toContain('attacker.example');
  } finally {
    await pinned.close();
  }
});
