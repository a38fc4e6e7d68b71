// session.test.ts — init with app credentials, 32-hex keys, keep-alive, idle expiry (410), missing key (400).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { APP_CREDENTIALS, createLoggedInUser, startTestServer, type TestServer } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FTV_SESSION_TTL: '300' });
});
afterAll(() => server.close());

test('init answers anonymous session settings with a 32-hex key', async () => {
  const res = await server.post('/tv/api/init', APP_CREDENTIALS);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({
    session_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    loggedIn: false,
    ftv_token: null,
    keep_alive_interval: 200,
    chat: { token: null, source: 'ftv' },
  });
  expect(Math.abs(body.server_time - server.now())).toBeLessThanOrEqual(1);
  const other = (await server.post('/tv/api/init', APP_CREDENTIALS)).json();
  expect(other.session_key).not.toBe(body.session_key);
});

test.each([
  [{ app_id: 'ftv-web', app_secret: 'wrong' }, 403, 'Invalid app credentials'],
  [{ app_id: 'someone-else', app_secret: 'ftv-web-secret' }, 403, 'Invalid app credentials'],
  [{ app_id: 'ftv-web' }, 400, "body must have required property 'app_secret'"],
  [{ app_id: 5, app_secret: 'x'.repeat(500) }, 400, expect.stringMatching(/^body\/app_(id|secret) /)],
])('init refuses %j', async (body, status, message) => {
  const res = await server.post('/tv/api/init', body);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ success: false, message });
});

test('the keep-alive answers the same settings and keeps the session alive past the idle time', async () => {
  const key = await server.init();
  for (let i = 0; i < 3; i++) {
    server.advance(200);
    const res = await server.get('/tv/api/session', { session_key: key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ session_key: key, loggedIn: false });
  }
  const posted = await server.post('/tv/api/session', { session_key: key });
  expect(posted.json()).toMatchObject({ session_key: key });
});

test('a session idle longer than FTV_SESSION_TTL answers 410 and stays gone', async () => {
  const key = await server.init();
  server.advance(301);
  for (let i = 0; i < 2; i++) {
    const res = await server.get('/tv/api/session', { session_key: key });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ success: false, message: 'Session expired' });
  }
});

test('a missing, malformed or unknown session key', async () => {
  expect((await server.get('/tv/api/session')).json()).toEqual({ success: false, message: 'session_key is required' });
  expect((await server.get('/tv/api/session')).statusCode).toBe(400);
  const bad = await server.get('/tv/api/session', { session_key: "' OR 1=1 --" });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('session_key must be 32 hexadecimal characters');
  const unknown = await server.get('/tv/api/session', { session_key: 'a'.repeat(32) });
  expect(unknown.statusCode).toBe(410);
});

test('a restart keeps sessions: the data lives in DATA_DIR', async () => {
  const key = await server.init();
  const again = await startTestServer({ DATA_DIR: server.dataDir });
  try {
    expect((await again.get('/tv/api/session', { session_key: key })).statusCode).toBe(200);
  } finally {
    await again.app.close();
  }
});

test('a logged-in session answer carries the user as login answers it, with the favourites of now', async () => {
  const user = await createLoggedInUser(server);
  const settings = () => server.get('/tv/api/session', { session_key: user.sessionKey }, user.token).then((res) => res.json());
  expect(await settings()).toMatchObject({ loggedIn: true, user: { id: user.userId, email: user.email, 'favorite-channels': [] } });
  await server.post('/tv/api/favorites', { session_key: user.sessionKey, channel_id: 103 }, user.token);
  expect((await settings()).user['favorite-channels']).toEqual([{ channel: '103' }]);
  // Never the password hash, whatever the users row holds.
  expect(JSON.stringify(await settings())).not.toContain('not-a-real-hash');
  // An anonymous session has no user.
  expect((await server.get('/tv/api/session', { session_key: await server.init() })).json()).not.toHaveProperty('user');
});
