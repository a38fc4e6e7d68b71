// admin.test.ts — the operator's console API through the real provider: 401 without a login and 403 for a viewer on every route, the first operator named by FTV_ADMIN_EMAILS, granting and revoking audited with before and after, an undo, a cross-site change refused, and `npm run admin`.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runAdminCommand } from '../../../server/admin/cli.ts';
import { CROSS_SITE, NOT_LOGGED_IN, NOT_OPERATOR, UNCONFIRMED_OPERATOR } from '../../../server/admin/access.ts';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

const FIRST = `first-operator-${process.pid}@ftv.example`;
/** Also named by FTV_ADMIN_EMAILS, registered by someone who has not confirmed it. */
const PENDING = `pending-operator-${process.pid}@ftv.example`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ FTV_ADMIN_EMAILS: ` ${FIRST.toUpperCase()} ,${PENDING}` }, { jobs: false });
});
afterAll(() => server?.close());

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: Record<string, unknown> };
const ROUTES: Call[] = [
  { method: 'GET', url: '/admin/api/me' },
  { method: 'GET', url: '/admin/api/operators' },
  { method: 'POST', url: '/admin/api/operators', body: { email: 'x@ftv.example' } },
  { method: 'DELETE', url: '/admin/api/operators/1' },
  { method: 'GET', url: '/admin/api/audit' },
  { method: 'POST', url: '/admin/api/audit/1/undo' },
  { method: 'GET', url: '/admin/api/sources' },
  { method: 'POST', url: '/admin/api/sources', body: { kind: 'playlist', name: 'x', url: 'http://127.0.0.1:9/x.m3u' } },
  { method: 'PATCH', url: '/admin/api/sources/1', body: { name: 'y' } },
  { method: 'DELETE', url: '/admin/api/sources/1' },
  { method: 'POST', url: '/admin/api/sources/order', body: { ids: [] } },
  { method: 'POST', url: '/admin/api/sources/refresh' },
  { method: 'GET', url: '/admin/api/lineup' },
  { method: 'POST', url: '/admin/api/lineup/edit', body: { ids: [101], change: { hidden: true } } },
  { method: 'GET', url: '/admin/api/lineup/export' },
  { method: 'POST', url: '/admin/api/lineup/import', body: { overrides: { channels: {} } } },
  { method: 'GET', url: '/admin/api/lineup/suggestions?ids=101' },
  { method: 'GET', url: '/admin/api/lineup/automatch' },
  { method: 'GET', url: '/admin/api/guide/search?q=news' },
  { method: 'GET', url: '/admin/api/guide/preview?channel=x' },
  { method: 'GET', url: '/admin/api/health/101' },
  { method: 'POST', url: '/admin/api/health/101/probe' },
];

function call(user: Pick<TestUser, 'sessionKey' | 'token'> | null, { method, url, body = {} }: Call, headers: Record<string, string> = {}) {
  const key = user?.sessionKey;
  if (method === 'GET') return server.app.inject({ method, url, query: key ? { session_key: key } : {}, headers: { 'ftv-token': user?.token ?? '', ...headers } });
  return server.app.inject({ method, url, payload: { ...(key ? { session_key: key } : {}), ...body }, headers: { 'ftv-token': user?.token ?? '', ...headers } });
}

test('every /admin/api route: 401 without a login (no session, a visitor\'s session, a wrong token), 403 for a viewer', async () => {
  const visitorKey = await server.init();
  const viewer = await createLoggedInUser(server);
  for (const route of ROUTES) {
    for (const who of [null, { sessionKey: visitorKey, token: '' }, { sessionKey: viewer.sessionKey, token: 'f'.repeat(64) }]) {
      const res = await call(who, route);
      expect([route.method, route.url, res.statusCode, res.json().message]).toEqual([route.method, route.url, 401, NOT_LOGGED_IN]);
    }
    const res = await call(viewer, route);
    expect([route.method, route.url, res.statusCode, res.json().message]).toEqual([route.method, route.url, 403, NOT_OPERATOR]);
  }
});

test('FTV_ADMIN_EMAILS names the first operator; it grants another, who can act; each change is audited and an undo puts it back', async () => {
  const first = await createLoggedInUser(server, { email: FIRST, emailVerified: true });
  const other = await createLoggedInUser(server);
  expect((await call(first, ROUTES[0]!)).json()).toMatchObject({ email: FIRST, operator: true });
  // The user answer says so too (the app offers the console in the account menu); a viewer's says nothing.
  const userOf = async (who: TestUser) => ((await server.get('/tv/api/session', { session_key: who.sessionKey }, who.token)).json() as { user?: { operator?: boolean } }).user;
  expect(await userOf(first)).toMatchObject({ operator: true });
  expect((await userOf(other))?.operator).toBeUndefined();
  expect((await call(other, ROUTES[0]!)).statusCode).toBe(403);

  const granted = await call(first, { method: 'POST', url: '/admin/api/operators', body: { email: other.email.toUpperCase() } });
  expect(granted.statusCode).toBe(200);
  expect((await call(other, ROUTES[0]!)).statusCode).toBe(200);
  const operators = (await call(other, ROUTES[1]!)).json().operators as Array<{ email: string; by_environment: boolean }>;
  expect(operators).toEqual(expect.arrayContaining([expect.objectContaining({ email: FIRST, by_environment: true }), expect.objectContaining({ email: other.email, by_environment: false })]));
  expect((await call(first, { method: 'POST', url: '/admin/api/operators', body: { email: other.email } })).json()).toEqual({ success: false, message: `${other.email} is an operator already` });
  expect((await call(first, { method: 'POST', url: '/admin/api/operators', body: { email: 'nobody@ftv.example' } })).statusCode).toBe(404);
  expect((await call(first, { method: 'POST', url: '/admin/api/operators', body: {} })).json()).toEqual({ success: false, message: 'email is required' });

  // Who, when, what, before and after, newest first.
  const audit = (await call(other, ROUTES[4]!)).json().entries as Array<{ id: number; actor: string; action: string; target: string; before: unknown; after: unknown; at: number; undone_at: number | null }>;
  expect(audit[0]).toMatchObject({ actor: FIRST, action: 'operators.grant', target: `user:${other.userId}`, before: { role: 'viewer' }, after: { role: 'operator' }, undone_at: null });
  expect(Math.abs(audit[0]!.at - server.now())).toBeLessThanOrEqual(2);

  // Nobody changes their own role: not by a revoke, nor by undoing the grant that made them an operator.
  expect((await call(other, { method: 'DELETE', url: `/admin/api/operators/${other.userId}` })).statusCode).toBe(400);
  expect((await call(other, { method: 'POST', url: `/admin/api/audit/${audit[0]!.id}/undo` })).statusCode).toBe(400);
  // The first operator undoes it: the other is a viewer again, the undo audited, and a second undo refused.
  const undo = await call(first, { method: 'POST', url: `/admin/api/audit/${audit[0]!.id}/undo` });
  expect(undo.statusCode).toBe(200);
  expect((await call(other, ROUTES[0]!)).statusCode).toBe(403);
  const after = (await call(first, ROUTES[4]!)).json().entries as Array<{ id: number; action: string; undone_at: number | null; before: unknown; after: unknown }>;
  expect(after[0]).toMatchObject({ action: 'operators.grant.undo', before: { role: 'operator' }, after: { role: 'viewer' } });
  expect(after.find((e) => e.id === audit[0]!.id)?.undone_at).not.toBeNull();
  expect((await call(first, { method: 'POST', url: `/admin/api/audit/${audit[0]!.id}/undo` })).json()).toEqual({ success: false, message: 'That change was undone already' });

  // A revoke, audited too.
  await call(first, { method: 'POST', url: '/admin/api/operators', body: { email: other.email } });
  expect((await call(first, { method: 'DELETE', url: `/admin/api/operators/${other.userId}` })).json()).toMatchObject({ success: true });
  expect((await call(other, ROUTES[0]!)).statusCode).toBe(403);
});

test('an address FTV_ADMIN_EMAILS names counts only once confirmed: before, every route says so, nothing lists it; the mailed link makes it an operator', async () => {
  const pending = await createLoggedInUser(server, { email: PENDING });
  for (const route of ROUTES) {
    const res = await call(pending, route);
    expect([route.url, res.statusCode, res.json().message]).toEqual([route.url, 403, UNCONFIRMED_OPERATOR]);
  }
  const userAnswer = async () => ((await server.get('/tv/api/session', { session_key: pending.sessionKey }, pending.token)).json() as { user?: { operator?: boolean } }).user;
  expect((await userAnswer())?.operator).toBeUndefined();
  expect(await runAdminCommand(server.app.deps.db, ['list'], [FIRST, PENDING])).not.toContain(PENDING);
  // A viewer the environment does not name is told the usual.
  const viewer = await createLoggedInUser(server);
  expect((await call(viewer, ROUTES[0]!)).json().message).toBe(NOT_OPERATOR);

  // Confirmed by the mailed link (the owner of the address), it is the console's.
  expect((await server.post('/tv/api/sendEmailVerification', { session_key: pending.sessionKey }, pending.token)).statusCode).toBe(200);
  const mail = await server.app.deps.db.selectFrom('mail_outbox').select('text').where('to', '=', PENDING).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const token = /verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  expect((await server.post('/tv/api/verifyEmail', { session_key: await server.init(), token })).statusCode).toBe(200);
  expect((await call(pending, ROUTES[0]!)).json()).toMatchObject({ email: PENDING, operator: true });
  expect(await userAnswer()).toMatchObject({ operator: true });
  expect(await runAdminCommand(server.app.deps.db, ['list'], [FIRST, PENDING])).toContain(PENDING);
});

test('a change from another site\'s page is refused, even with the operator\'s token; the same request from the app is not', async () => {
  const first = await createLoggedInUser(server, { email: `cross-${FIRST}` });
  await runAdminCommand(server.app.deps.db, ['grant', first.email], []);
  const grant: Call = { method: 'POST', url: '/admin/api/operators', body: { email: 'nobody-here@ftv.example' } };
  const foreign = await call(first, grant, { origin: 'https://evil.example' });
  expect([foreign.statusCode, foreign.json().message]).toEqual([403, CROSS_SITE]);
  const own = await call(first, grant, { origin: 'http://localhost:80', host: 'localhost:80' });
  expect(own.statusCode).toBe(404);
});

test('npm run admin: grant, list and revoke by email, audited with no actor; a wrong command or address is named', async () => {
  const user = await createLoggedInUser(server);
  const { db } = server.app.deps;
  expect(await runAdminCommand(db, ['grant', user.email.toUpperCase()], [FIRST])).toBe(`${user.email} is an operator now`);
  expect(await runAdminCommand(db, ['grant', user.email], [FIRST])).toBe(`${user.email} is an operator already`);
  expect(await runAdminCommand(db, ['list'], [FIRST])).toContain(user.email);
  expect(await runAdminCommand(db, ['revoke', user.email], [FIRST])).toBe(`${user.email} is no longer an operator`);
  const entries = await db.selectFrom('audit_log').selectAll().where('target', '=', `user:${user.userId}`).orderBy('id').execute();
  expect(entries.map((e) => [e.action, e.actor_id])).toEqual([['operators.grant', null], ['operators.revoke', null]]);
  await expect(runAdminCommand(db, ['promote', user.email], [])).rejects.toThrow('usage: npm run admin -- grant <email> | revoke <email> | list');
  await expect(runAdminCommand(db, ['grant', 'nobody@ftv.example'], [])).rejects.toThrow('no account with the email nobody@ftv.example');
});
