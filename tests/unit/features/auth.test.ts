// auth.test.ts (features) — the auth atoms over a scripted provider: start (loading → authenticated | error), login, logout.
import { createHash } from 'node:crypto';
import { createStore } from 'jotai';
import { afterEach, expect, test, vi } from 'vitest';
import { authStateAtom, loginAtom, logoutAtom, registerAtom, startSessionAtom } from '../../../src/features/auth/atoms.ts';
import { favoritesStateAtom } from '../../../src/features/shared/favourites.ts';
import { notificationsAtom } from '../../../src/features/notifications/atoms.ts';
import { apiClientAtom, sessionSettingsAtom } from '../../../src/features/session/atoms.ts';
import { fakeClient, KEY_A, KEY_B, rawUser, settings, type Reply } from '../api/fakeProvider.ts';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const channel = (id: number) => ({ id: String(id), title: `C${id}`, type: 'standard', is_free: '1', streams: [] });

function setup(routes: Record<string, Reply | Reply[]> = {}) {
  const fake = fakeClient({
    'POST /tv/api/init': [{ body: settings(KEY_A) }, { body: settings(KEY_B) }],
    'GET /tv/api/session': { body: settings(KEY_A, 'tok') },
    'POST /tv/api/login': { body: rawUser },
    'POST /tv/api/register': { body: { ...rawUser, 'favorite-channels': [] } },
    'GET /tv/api/channels': { body: [channel(101), channel(102), { ...channel(103), type: 'vod' }] },
    'GET /tv/api/dvr/list': { body: { userStorage: { total: 0, recorded: 0, available: 0 }, recordings: [] } },
    'POST /tv/api/logout': { body: { success: true } },
    ...routes,
  });
  const store = createStore();
  store.set(apiClientAtom, fake.client);
  return { ...fake, store };
}

afterEach(() => vi.useRealTimers());

test('start: loading, then an anonymous session (not authenticated, no error); stop ends the keep-alive', async () => {
  const { store, client } = setup();
  const stop = store.set(startSessionAtom);
  expect(store.get(authStateAtom)).toMatchObject({ isLoading: true, isAuthenticated: false });
  expect(client.session.keepAliveRunning()).toBe(true);
  await vi.waitFor(() => expect(store.get(authStateAtom).isLoading).toBe(false));
  expect(store.get(authStateAtom)).toEqual({ isAuthenticated: false, user: null, sessionKey: KEY_A, isLoading: false, error: null });
  expect(store.get(sessionSettingsAtom)).toMatchObject({ sessionKey: KEY_A, playOnStart: 101 });
  stop();
  expect(client.session.keepAliveRunning()).toBe(false);
});

test('start with a stored user and hash: restored and authenticated, favourites built from the user list', async () => {
  const { store, storage, calls } = setup({ 'GET /tv/api/session': (r) => ({ body: settings(r.query.get('session_key')!, r.headers['ftv-token'] || 'tok') }) });
  storage.setItem('ftv_session_key', KEY_B);
  storage.setItem('ftv_user', JSON.stringify(rawUser));
  storage.setItem('ftv_password_hash', md5('pw'));
  storage.setItem('ftv_access_token', 'tok');
  const stop = store.set(startSessionAtom);
  await vi.waitFor(() => expect(store.get(authStateAtom).isLoading).toBe(false));
  expect(store.get(authStateAtom)).toMatchObject({ isAuthenticated: true, sessionKey: KEY_B, user: { id: 7, login: 'viewer' }, error: null });
  expect(calls('POST /tv/api/init')).toHaveLength(0);
  await vi.waitFor(() => expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([102]));
  stop();
});

test('start when the provider cannot be reached: loading → error', async () => {
  const { store } = setup({ 'POST /tv/api/init': () => Promise.reject(new TypeError('fetch failed')) });
  const stop = store.set(startSessionAtom);
  await vi.waitFor(() => expect(store.get(authStateAtom).isLoading).toBe(false));
  expect(store.get(authStateAtom)).toMatchObject({ isAuthenticated: false, error: 'Network error' });
  stop();
});

test('login: success toast, authenticated state, favourites from the user\'s list, keep-alive running', async () => {
  const { store, client } = setup();
  const result = await store.set(loginAtom, { login: 'viewer', password: 'secret-password' });
  expect(result).toMatchObject({ ok: true, message: 'Login successful' });
  expect(store.get(notificationsAtom).map((n) => n.message)).toEqual(['Login successful']);
  expect(store.get(authStateAtom)).toMatchObject({ isAuthenticated: true, user: { login: 'viewer' }, isLoading: false, error: null });
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([102]);
  expect(client.session.keepAliveRunning()).toBe(true);
  client.session.stopKeepAlive();
});

test('a refused login: the provider message as error state and toast, not authenticated', async () => {
  const { store } = setup({ 'POST /tv/api/login': { status: 403, body: { success: false, message: 'Invalid login or password' } } });
  const result = await store.set(loginAtom, { login: 'viewer', password: 'bad-password' });
  expect(result).toEqual({ ok: false, error: 'Invalid login or password' });
  expect(store.get(authStateAtom)).toMatchObject({ isAuthenticated: false, error: 'Invalid login or password', isLoading: false });
  expect(store.get(notificationsAtom).at(-1)).toMatchObject({ tone: 'error', message: 'Invalid login or password' });
});

test('register: "Registration successful" and an empty favourites list from the user answer', async () => {
  const { store, client } = setup();
  expect(await store.set(registerAtom, { email: 'new@ftv.example', password: 'long-enough' })).toMatchObject({ ok: true, message: 'Registration successful' });
  expect(store.get(favoritesStateAtom).channels).toEqual([]);
  expect(store.get(authStateAtom).isAuthenticated).toBe(true);
  client.session.stopKeepAlive();
});

test('logout: server called, user state reset, keep-alive stopped, anonymous session', async () => {
  const { store, client, calls } = setup();
  await store.set(loginAtom, { login: 'viewer', password: 'secret-password' });
  await store.set(logoutAtom);
  expect(calls('POST /tv/api/logout')).toHaveLength(1);
  expect(store.get(authStateAtom)).toMatchObject({ isAuthenticated: false, user: null, sessionKey: KEY_B });
  expect(store.get(favoritesStateAtom).channels).toEqual([]);
  expect(client.session.keepAliveRunning()).toBe(false);
});

test('a login that ends underneath (a 403 the re-login cannot mend) reaches the atoms: user gone, favourites reset', async () => {
  const { store, client } = setup({ 'GET /tv/api/favorites': { status: 403, body: { success: false, message: 'Unauthorized' } }, 'POST /tv/api/login': [{ body: rawUser }, { status: 403, body: { message: 'Invalid login or password' } }] });
  const stop = store.set(startSessionAtom);
  await vi.waitFor(() => expect(store.get(authStateAtom).isLoading).toBe(false));
  await store.set(loginAtom, { login: 'viewer', password: 'secret-password' });
  expect(store.get(favoritesStateAtom).channels).toHaveLength(1);
  await expect(client.favorites.list()).rejects.toMatchObject({ status: 403 });
  expect(store.get(authStateAtom)).toMatchObject({ isAuthenticated: false, user: null, sessionKey: KEY_A });
  expect(store.get(favoritesStateAtom).channels).toEqual([]);
  stop();
});
