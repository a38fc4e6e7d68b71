// context.test.ts — the authorisation gate every user call goes through: session, then token, else 403.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer } from './support.ts';
import { requireUser } from '../../../server/http/context.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A probe route behind the same gate the areas use.
  server.app.get('/tv/api/__whoami', { preHandler: requireUser(server.app.deps) }, async (request) => ({ id: request.user!.id }));
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
