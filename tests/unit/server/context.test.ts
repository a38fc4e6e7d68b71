// context.test.ts — the authorisation gate every user call goes through: session, then token, else 403; and the accessors handlers read it by.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer } from './support.ts';
import { requireUser, sessionOf, userOf, withSession } from '../../../server/http/context.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, {
    routes: (app) => {
      // A probe route behind the same gate the areas use.
      app.get('/tv/api/__whoami', { preHandler: requireUser(app.deps) }, async (request) => ({ id: userOf(request).id }));
      // Probes registered without the gate their handler needs: the bug sessionOf and userOf turn into a 500.
      app.get('/tv/api/__anonymous', { preHandler: withSession(app.deps) }, async (request) => ({ id: userOf(request).id }));
      app.get('/tv/api/__ungated', async (request) => ({ key: sessionOf(request).key }));
    },
  });
});
afterAll(() => server.close());

test('the right token on the right session passes', async () => {
  const user = await createLoggedInUser(server);
  const res = await server.get('/tv/api/__whoami', { session_key: user.sessionKey }, user.token);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ id: user.userId });
});

test('no token, a wrong token, another user’s token, or an anonymous session: 403 Unauthorized', async () => {
  const alice = await createLoggedInUser(server);
  const bob = await createLoggedInUser(server);
  const anonymous = await server.init();
  for (const [key, token] of [
    [alice.sessionKey, undefined],
    [alice.sessionKey, 'f'.repeat(64)],
    [alice.sessionKey, bob.token],
    [anonymous, alice.token],
  ] as const) {
    const res = await server.get('/tv/api/__whoami', { session_key: key }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
  }
});

test('an expired session is 410 even with the right token', async () => {
  const user = await createLoggedInUser(server);
  server.advance(10_000);
  const res = await server.get('/tv/api/__whoami', { session_key: user.sessionKey }, user.token);
  expect(res.statusCode).toBe(410);
});

test('a handler that reads a user or a session its route never loaded answers 500, not a 4xx that blames the caller', async () => {
  const user = await createLoggedInUser(server);
  for (const url of ['/tv/api/__anonymous', '/tv/api/__ungated']) {
    const res = await server.get(url, { session_key: user.sessionKey }, user.token);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Internal server error' });
  }
});
