// auth.test.ts — docs/client.md#login-and-logout: login, registration, re-login and logout sequences against a scripted provider.
import { createHash } from 'node:crypto';
import { expect, test, vi } from 'vitest';
import { fakeClient, KEY_A, KEY_B, rawUser, settings, type SeenRequest } from './fakeProvider.ts';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const dvrList = { body: { userStorage: { total: 10, recorded: 1, available: 9 }, recordings: [] } };

function loginProvider(extra = {}) {
  return fakeClient({
    'POST /tv/api/init': [{ body: settings(KEY_A) }, { body: settings(KEY_B) }],
    'POST /tv/api/login': { body: rawUser },
    'POST /tv/api/register': { body: rawUser },
    'GET /tv/api/session': { body: settings(KEY_A, 'tok') },
    'GET /tv/api/dvr/list': dvrList,
    'POST /tv/api/logout': { body: { success: true } },
    ...extra,
  });
}

test('login sends the MD5 of the password; success stores user and hash, refreshes the session (token), loads recordings in the background', async () => {
  const { client, storage, calls, seen } = loginProvider();
  const user = await client.auth.login('viewer@ftv.example', 'secret-password');
  expect(calls('POST /tv/api/login')[0]!.body).toMatchObject({ login: 'viewer@ftv.example', password: md5('secret-password') });
  expect(user).toMatchObject({ id: 7, login: 'viewer', favoriteChannels: [{ channel: 102 }], homeLocation: { country: 'DE' } });
  expect(JSON.parse(storage.getItem('ftv_user')!)).toMatchObject({ id: 7, login: 'viewer' });
  expect(storage.getItem('ftv_password_hash')).toBe(md5('secret-password'));
  expect(storage.getItem('ftv_access_token')).toBe('tok');
  const order = seen.map((r) => `${r.method} ${r.path}`);
  expect(order.indexOf('GET /tv/api/session')).toBeGreaterThan(order.indexOf('POST /tv/api/login'));
  await vi.waitFor(() => expect(client.recordingsCache.get()).not.toBeNull());
  expect(calls('GET /tv/api/dvr/list')[0]!.headers['ftv-token']).toBe('tok');
  expect(client.auth.isAuthenticated()).toBe(true);
});

test('a password that already is the saved hash is sent as it is (automatic re-login)', async () => {
  const { client, storage, calls } = loginProvider();
  storage.setItem('ftv_password_hash', md5('pw'));
  await client.auth.login('viewer', md5('pw'));
  expect(calls('POST /tv/api/login')[0]!.body.password).toBe(md5('pw'));
  await client.auth.login('viewer', 'pw');
  expect(calls('POST /tv/api/login')[1]!.body.password).toBe(md5('pw'));
});

test('login or registration is accepted only if the answer has an id or a login', async () => {
  const { client, storage } = loginProvider({ 'POST /tv/api/login': { body: { success: true } }, 'POST /tv/api/register': { body: { email: 'x@y.example' } } });
  await expect(client.auth.login('viewer', 'secret-password')).rejects.toThrow('Login failed');
  await expect(client.auth.register('x@y.example', 'secret-password')).rejects.toThrow('Registration failed');
  expect(storage.getItem('ftv_user')).toBeNull();
  expect(storage.getItem('ftv_password_hash')).toBeNull();
});

test('a refused login keeps the provider message; no answer gives the fallback "Login failed"', async () => {
  const refused = loginProvider({ 'POST /tv/api/login': { status: 403, body: { success: false, message: 'Invalid login or password' } } });
  await expect(refused.client.auth.login('viewer', 'wrong-password')).rejects.toThrow('Invalid login or password');
  const offline = loginProvider({ 'POST /tv/api/login': { status: 502, body: null } });
  await expect(offline.client.auth.login('viewer', 'pw')).rejects.toThrow('Login failed');
});

test('registration sends the MD5 of the password and stores the user like a login; short passwords are refused before hashing', async () => {
  const { client, storage, calls } = loginProvider();
  await expect(client.auth.register('new@ftv.example', 'short')).rejects.toThrow('Password must be at least 8 characters');
  expect(calls('POST /tv/api/register')).toHaveLength(0);
  await client.auth.register('new@ftv.example', 'long-enough');
  expect(calls('POST /tv/api/register')[0]!.body).toMatchObject({ email: 'new@ftv.example', password: md5('long-enough') });
  expect(storage.getItem('ftv_password_hash')).toBe(md5('long-enough'));
  expect(storage.getItem('ftv_access_token')).toBe('tok');
});

test('automatic re-login uses the saved login (ftv_user.login) and hash', async () => {
  const { client, storage, calls } = loginProvider();
  storage.setItem('ftv_session_key', KEY_A);
  storage.setItem('ftv_user', JSON.stringify(rawUser));
  storage.setItem('ftv_password_hash', md5('pw'));
  expect(await client.auth.relogin()).toBe('ok');
  expect(calls('POST /tv/api/login')[0]!.body).toMatchObject({ login: 'viewer', password: md5('pw') });
  expect(storage.getItem('ftv_access_token')).toBe('tok');
});

test('at start, a stored user whose session expired is logged back in on the new session', async () => {
  const { client, storage, calls } = loginProvider({
    'GET /tv/api/session': (r: SeenRequest) => (r.query.get('session_key') === 'e'.repeat(32) ? { status: 410, body: { message: 'Session expired' } } : { body: settings(KEY_A, 'tok') }),
  });
  storage.setItem('ftv_session_key', 'e'.repeat(32));
  storage.setItem('ftv_user', JSON.stringify(rawUser));
  storage.setItem('ftv_password_hash', md5('pw'));
  await client.session.restore();
  expect(storage.getItem('ftv_session_key')).toBe(KEY_A);
  expect(calls('POST /tv/api/login')).toHaveLength(1);
  expect(storage.getItem('ftv_access_token')).toBe('tok');
  expect(client.auth.isAuthenticated()).toBe(true);
});

test('clearing auth removes hash, access token and user but keeps the session key; clearing the key is separate', () => {
  const { client, storage } = fakeClient();
  for (const [k, v] of [['ftv_session_key', KEY_A], ['ftv_user', '{"id":1}'], ['ftv_password_hash', 'h'], ['ftv_access_token', 't'], ['ftv_theme', 'light']] as const) storage.setItem(k, v);
  client.session.clearAuth();
  expect(['ftv_user', 'ftv_password_hash', 'ftv_access_token'].map((k) => storage.getItem(k))).toEqual([null, null, null]);
  expect(storage.getItem('ftv_session_key')).toBe(KEY_A);
  expect(storage.getItem('ftv_theme')).toBe('light');
  client.session.clearSessionKey();
  expect(storage.getItem('ftv_session_key')).toBeNull();
  expect(client.session.state()).toBe('uninitialised');
});

test('authenticated means both a session key and user data are stored', () => {
  const { client, storage } = fakeClient();
  storage.setItem('ftv_user', JSON.stringify(rawUser));
  expect(client.auth.isAuthenticated()).toBe(false);
  storage.setItem('ftv_session_key', KEY_A);
  expect(client.auth.isAuthenticated()).toBe(true);
  storage.removeItem('ftv_user');
  expect(client.auth.isAuthenticated()).toBe(false);
});

test('logout: calls the server, clears auth, caches, hash, key and settings, stops the keep-alive, re-inits anonymous', async () => {
  const { client, storage, calls } = loginProvider();
  await client.auth.login('viewer', 'secret-password');
  await vi.waitFor(() => expect(client.recordingsCache.get()).not.toBeNull());
  client.cache.set('guide:x', 1);
  client.session.startKeepAlive();
  const keysSeen: (string | null)[] = [];
  client.subscribe(() => keysSeen.push(storage.getItem('ftv_session_key')));
  await client.auth.logout();
  expect(calls('POST /tv/api/logout')[0]!.body).toMatchObject({ session_key: KEY_A });
  expect(calls('POST /tv/api/logout')[0]!.headers['ftv-token']).toBe('tok');
  expect(keysSeen).toContain(null); // the old key was cleared before the anonymous init
  expect(['ftv_user', 'ftv_password_hash', 'ftv_access_token'].map((k) => storage.getItem(k))).toEqual([null, null, null]);
  expect(client.cache.stats().count).toBe(0);
  expect(client.recordingsCache.get()).toBeNull();
  expect(client.session.keepAliveRunning()).toBe(false);
  expect(storage.getItem('ftv_session_key')).toBe(KEY_B);
  expect(JSON.parse(storage.getItem('ftv_api_settings')!)).toMatchObject({ session_key: KEY_B, loggedIn: false });
  expect(client.auth.isAuthenticated()).toBe(false);
});

test('logout works offline: local state is cleared even when the server cannot be reached', async () => {
  const { client, storage } = fakeClient({ 'POST /tv/api/logout': () => Promise.reject(new TypeError('fetch failed')), 'POST /tv/api/init': () => Promise.reject(new TypeError('fetch failed')) });
  storage.setItem('ftv_session_key', KEY_A);
  storage.setItem('ftv_user', JSON.stringify(rawUser));
  await client.auth.logout();
  expect(storage.getItem('ftv_user')).toBeNull();
  expect(storage.getItem('ftv_session_key')).toBeNull();
});

test('a wrong password while logged in does not throw the held token away (that 403 is about the credentials)', async () => {
  const { client, storage } = loginProvider({ 'POST /tv/api/login': { status: 403, body: { success: false, message: 'Invalid login or password' } } });
  storage.setItem('ftv_session_key', KEY_A);
  storage.setItem('ftv_access_token', 'tok');
  storage.setItem('ftv_user', JSON.stringify(rawUser));
  await expect(client.auth.login('viewer', 'wrong-password')).rejects.toThrow('Invalid login or password');
  expect(storage.getItem('ftv_access_token')).toBe('tok');
  expect(storage.getItem('ftv_user')).not.toBeNull();
});
