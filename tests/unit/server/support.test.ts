// support.test.ts — the support form: tickets from visitors and users, validation, mails, rate limit per address.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let addressCounter = 0;
/** Each test posts from its own client address, so the per-address limit only bites where a test wants it. */
const newAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function send(body: Record<string, unknown>, remoteAddress = newAddress()) {
  return server.app.inject({ method: 'POST', url: '/tv/api/support', payload: body, remoteAddress, headers: { 'ftv-token': '' } });
}

const valid = (sessionKey: string, extra: Record<string, unknown> = {}) => ({
  session_key: sessionKey,
  email: 'viewer@example.com',
  subject: 'Playback stops',
  message: 'The stream stops after a minute.\nEvery time.',
  classification: 'technical',
  technicalData: { appVersion: '1.2.3', route: '/watch/101', userAgent: 'Test/1.0' },
  ...extra,
});

const ticketRow = (id: number) => server.app.deps.db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsTo = (to: string) => server.app.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', to).orderBy('id').execute();

test('an anonymous visitor opens a ticket: stored, mailed to the inbox and a receipt to the sender', async () => {
  const key = await server.init();
  const email = `anon-${Date.now()}@example.com`;
  const res = await send(valid(key, { email }));
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({ success: true, ticket_id: expect.any(Number) });

  const row = await ticketRow(body.ticket_id);
  expect(row).toMatchObject({ session_key: key, user_id: null, email, subject: 'Playback stops', classification: 'technical', message: 'The stream stops after a minute.\nEvery time.' });
  expect(JSON.parse(row.technical_data)).toEqual({ appVersion: '1.2.3', route: '/watch/101', userAgent: 'Test/1.0' });

  const inbox = (await mailsTo('support@ftv.example')).at(-1)!;
  expect(inbox.subject).toContain(`#${body.ticket_id}`);
  expect(inbox.subject).toContain('Playback stops');
  for (const part of [email, 'technical', 'The stream stops after a minute.', '/watch/101', 'Test/1.0']) {
    expect(inbox.text).toContain(part);
    expect(inbox.html).toContain(part);
  }
  const receipts = await mailsTo(email);
  expect(receipts).toHaveLength(1);
  expect(receipts[0]!.subject).toContain(`#${body.ticket_id}`);
  // The receipt quotes nothing the sender wrote.
  expect(receipts[0]!.text).not.toContain('The stream stops');
});

test('a logged-in user’s ticket carries their user id', async () => {
  const user = await createLoggedInUser(server);
  const res = await send(valid(user.sessionKey, { email: user.email, classification: 'Billing' }));
  expect(res.statusCode).toBe(200);
  const row = await ticketRow(res.json().ticket_id);
  expect(row.user_id).toBe(user.userId);
  expect(row.classification).toBe('billing');
});

test('technicalData is optional', async () => {
  const key = await server.init();
  const { technicalData: _omit, ...rest } = valid(key);
  const res = await send(rest);
  expect(res.statusCode).toBe(200);
  expect(JSON.parse((await ticketRow(res.json().ticket_id)).technical_data)).toEqual({});
});

test('markup is escaped in the inbox mail and stored as text', async () => {
  const key = await server.init();
  const res = await send(valid(key, { subject: '<script>alert(1)</script>', message: '<img src=x onerror=alert(1)> & "x"', technicalData: { route: '</pre><b>' } }));
  expect(res.statusCode).toBe(200);
  const row = await ticketRow(res.json().ticket_id);
  expect(row.subject).toBe('<script>alert(1)</script>');
  const inbox = (await mailsTo('support@ftv.example')).at(-1)!;
  expect(inbox.html).not.toContain('<script>');
  expect(inbox.html).not.toContain('<img');
  expect(inbox.html).not.toContain('</pre><b>');
  expect(inbox.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(inbox.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;x&quot;');
});

test('control characters are removed and the subject is one line', async () => {
  const key = await server.init();
  const res = await send(valid(key, { subject: 'Hello\r\nBcc: victim@example.com\u0000', message: ' line one\r\nline\u0007 two ' }));
  expect(res.statusCode).toBe(200);
  const row = await ticketRow(res.json().ticket_id);
  expect(row.subject).toBe('Hello Bcc: victim@example.com');
  expect(row.message).toBe('line one\nline two');
});

test('validation: each problem is a 400 naming the field', async () => {
  const key = await server.init();
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ email: 'not-an-email' }, /email/],
    [{ email: 'a@b' }, /email/],
    [{ email: '<script>@x.com' }, /email/],
    [{ email: `${'a'.repeat(250)}@x.com` }, /email/],
    [{ email: "x' OR '1'='1@example.com" }, /email/],
    [{ email: 42 }, /email/],
    [{ email: undefined }, /email/],
    [{ subject: '' }, /subject/],
    [{ subject: '   ' }, /subject/],
    [{ subject: 's'.repeat(201) }, /subject/],
    [{ subject: 's'.repeat(5000) }, /subject/],
    [{ subject: { a: 1 } }, /subject/],
    [{ message: '' }, /message/],
    [{ message: '\n\n' }, /message/],
    [{ message: 'm'.repeat(5001) }, /message/],
    [{ message: ['a', 'b'] }, /message/],
    [{ classification: 'urgent' }, /classification must be one of: technical, billing, account, content, other/],
    [{ classification: "'; DROP TABLE support_tickets; --" }, /classification/],
    [{ classification: undefined }, /classification/],
    [{ technicalData: 'a string' }, /technicalData/],
    [{ technicalData: [1, 2] }, /technicalData/],
    [{ technicalData: { blob: 'x'.repeat(9000) } }, /technicalData/],
  ];
  for (const [change, message] of cases) {
    const body = valid(key, change);
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete (body as Record<string, unknown>)[k];
    const res = await send(body);
    const label = JSON.stringify(change).slice(0, 80); // names the failing case in the diff
    expect([label, res.statusCode]).toEqual([label, 400]);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(message) });
  }
  // Nothing was stored for any of them.
  const stored = await server.app.deps.db.selectFrom('support_tickets').select('id').where('session_key', '=', key).execute();
  expect(stored).toEqual([]);
});

test('a session is required: missing is 400, unknown or expired is 410', async () => {
  const { session_key: _omit, ...rest } = valid('x');
  expect((await send(rest)).statusCode).toBe(400);
  expect((await send(valid('0'.repeat(32)))).statusCode).toBe(410);
  expect((await send(valid("' OR 1=1 --"))).statusCode).toBe(400);
});

test('rate limit per client address: 5 per 10 minutes, then 429 with the error shape; others are unaffected', async () => {
  const key = await server.init();
  const address = newAddress();
  for (let i = 0; i < 5; i++) expect((await send(valid(key, { subject: `try ${i}` }), address)).statusCode).toBe(200);
  const limited = await send(valid(key), address);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/too many/i) });
  expect((await send(valid(key), newAddress())).statusCode).toBe(200);
});
