// session.test.ts — docs/client.md#session-lifecycle rules against a scripted provider: init, 410, 403, refresh, keep-alive.
import { afterEach, expect, test, vi } from 'vitest';
import { KEEP_ALIVE_MS } from '../../../src/api/session.ts';
import { fakeClient, KEY_A, KEY_B, rawUser, settings } from './fakeProvider.ts';

afterEach(() => vi.useRealTimers());

const gone = { status: 410, body: { success: false, message: 'Session expired' } };
const unauthorized = { status: 403, body: { success: false, message: 'Unauthorized' } };

test('the API starts uninitialised and is initialised once init succeeds; init sends the app credentials', async () => {
  const { client, calls } = fakeClient({ 'POST /tv/api/init': { body: settings(KEY_A) }, 'GET /tv/api/channels': { body: [] } });
  expect(client.session.state()).toBe('uninitialised');
  await client.channels.list();
  expect(client.session.state()).toBe('initialised');
  expect(calls('POST /tv/api/init')[0]!.body).toEqual({ app_id: 'ftv-web', app_secret: 'ftv-web-secret' });
  expect(client.session.sessionKey()).toBe(KEY_A);
  expect(client.session.settings()).toMatchObject({ sessionKey: KEY_A, playOnStart: 101 });
});

test('410: the session key is cleared, the app re-initialises and the call (channel info) is retried once', async () => {
  const { client, calls, storage } = fakeClient({
    'POST /tv/api/init': [{ body: settings(KEY_A) }, { body: settings(KEY_B) }],
    'GET /tv/api/channel/101': (r) => (r.query.get('session_key') === KEY_A ? gone : { body: { id: 101, title: 'One', streams: [] } }),
  });
  await client.session.init();
  const cleared: (string | null)[] = [];
  client.subscribe(() => cleared.push(storage.getItem('ftv_session_key')));
  const channel = await client.channels.info(101);
  expect(channel.id).toBe(101);
  expect(cleared).toContain(null); // the key was cleared before the new init stored the next one
  expect(calls('GET /tv/api/channel/101').map((r) => r.query.get('session_key'))).toEqual([KEY_A, KEY_B]);
  expect(storage.getItem('ftv_session_key')).toBe(KEY_B);
});

test('410 again after the retry is not retried a second time', async () => {
  const { client, calls } = fakeClient({ 'POST /tv/api/init': { body: settings(KEY_A) }, 'GET /tv/api/channels': gone });
  await expect(client.channels.list()).rejects.toMatchObject({ status: 410 });
  expect(calls('GET /tv/api/channels')).toHaveLength(2);
  expect(client.session.state()).toBe('uninitialised');
});

test('403 while a token is held clears the stored access token (no saved login: the login ends)', async () => {
  const { client, storage, calls } = fakeClient({ 'GET /tv/api/favorites': unauthorized });
  storage.setItem('ftv_session_key', KEY_A);
  storage.setItem('ftv_access_token', 'stale');
  storage.setItem('ftv_user', JSON.stringify({ id: 7, login: 'viewer' }));
  await expect(client.favorites.list()).rejects.toMatchObject({ status: 403 });
  expect(storage.getItem('ftv_access_token')).toBeNull();
  // Without a saved hash the user cannot be logged back in: auth is cleared, the session key kept.
  expect(storage.getItem('ftv_user')).toBeNull();
  expect(storage.getItem('ftv_session_key')).toBe(KEY_A);
  expect(calls('GET /tv/api/favorites')).toHaveLength(1);
});

test('403 without a token held leaves storage alone', async () => {
  const { client, storage } = fakeClient({ 'GET /tv/api/favorites': unauthorized });
  storage.setItem('ftv_session_key', KEY_A);
  storage.setItem('ftv_user', JSON.stringify(rawUser));
  storage.setItem('ftv_password_hash', 'h');
  await expect(client.favorites.list()).rejects.toMatchObject({ status: 403 });
  expect(storage.getItem('ftv_user')).not.toBeNull();
  expect(storage.getItem('ftv_password_hash')).toBe('h');
});

test('403 with a saved login and hash: re-login once, then the call is retried with the new token', async () => {
  const { client, storage, calls } = fakeClient({
    'GET /tv/api/favorites': (r) => (r.headers['ftv-token'] === 'fresh' ? { body: { success: true, result: [] } } : unauthorized),
    'POST /tv/api/login': { body: rawUser },
    'GET /tv/api/session': { body: settings(KEY_A, 'fresh') },
  });
  storage.setItem('ftv_session_key', KEY_A);
  storage.setItem('ftv_access_token', 'revoked');
  storage.setItem('ftv_user', JSON.stringify(rawUser));
  storage.setItem('ftv_password_hash', 'f'.repeat(32));
  await expect(client.favorites.list()).resolves.toEqual([]);
  expect(calls('POST /tv/api/login')[0]!.body).toMatchObject({ login: 'viewer', password: 'f'.repeat(32) });
  expect(storage.getItem('ftv_access_token')).toBe('fresh');
});

test('session update: 410 raises "Session expired" after clearing the key and re-initialising', async () => {
  const { client, storage, calls } = fakeClient({ 'GET /tv/api/session': gone, 'POST /tv/api/init': { body: settings(KEY_B) } });
  storage.setItem('ftv_session_key', KEY_A);
  await expect(client.session.refresh()).rejects.toThrow('Session expired');
  expect(calls('GET /tv/api/session')).toHaveLength(1);
  expect(calls('POST /tv/api/init')).toHaveLength(1);
  expect(storage.getItem('ftv_session_key')).toBe(KEY_B);
});

test('session update: 403 raises "Unauthorized" and clears the held token', async () => {
  const { client, storage } = fakeClient({ 'GET /tv/api/session': unauthorized });
  storage.setItem('ftv_session_key', KEY_A);
  storage.setItem('ftv_access_token', 't');
  await expect(client.session.refresh()).rejects.toThrow('Unauthorized');
  expect(storage.getItem('ftv_access_token')).toBeNull();
  expect(storage.getItem('ftv_session_key')).toBe(KEY_A);
});

test('any other failed session refresh re-initialises; if init fails too the old key stays', async () => {
  const broken = { status: 500, body: { success: false, message: 'Internal server error' } };
  const { client, storage, calls } = fakeClient({ 'GET /tv/api/session': broken, 'POST /tv/api/init': [broken, { body: settings(KEY_B) }] });
  storage.setItem('ftv_session_key', KEY_A);
  await expect(client.session.refresh()).rejects.toMatchObject({ status: 500 });
  expect(storage.getItem('ftv_session_key')).toBe(KEY_A);
  await expect(client.session.refresh()).rejects.toMatchObject({ status: 500 });
  expect(calls('POST /tv/api/init')).toHaveLength(2);
  expect(storage.getItem('ftv_session_key')).toBe(KEY_B);
});

test('the refreshed session stores ftv_token as the access token; an anonymous answer drops a held one', async () => {
  const { client, storage } = fakeClient({ 'GET /tv/api/session': [{ body: settings(KEY_A, 'tok') }, { body: settings(KEY_A) }] });
  storage.setItem('ftv_session_key', KEY_A);
  await client.session.refresh();
  expect(storage.getItem('ftv_access_token')).toBe('tok');
  expect(JSON.parse(storage.getItem('ftv_api_settings')!)).toMatchObject({ loggedIn: true, chat: { token: 'chat-tok' } });
  await client.session.refresh();
  expect(storage.getItem('ftv_access_token')).toBeNull();
});

test('keep-alive: a session update every 200 000 ms while running, none after stop', async () => {
  vi.useFakeTimers();
  const { client, storage, calls } = fakeClient({ 'GET /tv/api/session': { body: settings(KEY_A) } });
  storage.setItem('ftv_session_key', KEY_A);
  expect(KEEP_ALIVE_MS).toBe(200_000);
  client.session.startKeepAlive();
  client.session.startKeepAlive(); // idempotent: still one timer
  await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS - 1);
  expect(calls('GET /tv/api/session')).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(calls('GET /tv/api/session')).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(2 * KEEP_ALIVE_MS);
  expect(calls('GET /tv/api/session')).toHaveLength(3);
  client.session.stopKeepAlive();
  expect(client.session.keepAliveRunning()).toBe(false);
  await vi.advanceTimersByTimeAsync(5 * KEEP_ALIVE_MS);
  expect(calls('GET /tv/api/session')).toHaveLength(3);
});

test('a keep-alive that meets an expired session re-initialises without an unhandled rejection', async () => {
  vi.useFakeTimers();
  const { client, storage } = fakeClient({ 'GET /tv/api/session': gone, 'POST /tv/api/init': { body: settings(KEY_B) } });
  storage.setItem('ftv_session_key', KEY_A);
  client.session.startKeepAlive();
  await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
  expect(storage.getItem('ftv_session_key')).toBe(KEY_B);
  client.session.stopKeepAlive();
});

test('concurrent calls that meet one 410 share one re-init', async () => {
  let n = 0;
  const { client, calls } = fakeClient({
    'POST /tv/api/init': () => ({ body: settings(++n === 1 ? KEY_A : KEY_B) }),
    'GET /tv/api/channels': (r) => (r.query.get('session_key') === KEY_A ? gone : { body: [] }),
  });
  await client.session.init();
  await Promise.all([client.channels.list(), client.channels.list(), client.channels.list()]);
  expect(calls('POST /tv/api/init')).toHaveLength(2);
});

test('a logged-in session answer replaces the stored user of the same id (the server wins), and only that one', async () => {
  const fresh = { ...rawUser, nickname: 'renamed', 'favorite-channels': [{ channel: '103' }] };
  const { client, storage } = fakeClient({
    'GET /tv/api/session': [{ body: { ...settings(KEY_A, 'tok'), user: fresh } }, { body: { ...settings(KEY_A, 'tok'), user: { ...fresh, id: 99 } } }],
  });
  storage.setItem('ftv_session_key', KEY_A);
  storage.setItem('ftv_user', JSON.stringify(rawUser));
  await client.session.refresh();
  expect(client.auth.user()).toMatchObject({ id: 7, nickname: 'renamed', favoriteChannels: [{ channel: 103 }] });
  // Another user's answer (a session taken over elsewhere) does not overwrite the stored one.
  await client.session.refresh();
  expect(client.auth.user()).toMatchObject({ id: 7, nickname: 'renamed' });
  // The settings item keeps the settings only.
  expect(JSON.parse(storage.getItem('ftv_api_settings')!)).not.toHaveProperty('user');
});
