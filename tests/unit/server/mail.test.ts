// mail.test.ts — sendMail into the outbox, and the dev pages that list it (/dev/mail, /dev/mail.json), never in production.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sendMail } from '../../../server/mail/send.ts';
import { escapeHtml, linkify } from '../../../server/mail/html.ts';
import { startTestServer, type TestServer } from './support.ts';

let server: TestServer;
let firstAt = 0;
beforeAll(async () => {
  server = await startTestServer();
  const deps = server.app.deps;
  firstAt = server.now();
  await sendMail(deps, { to: 'first@example.com', subject: 'First', text: 'Hello', html: '<p>Hello</p>' });
  server.advance(10);
  await sendMail(deps, {
    to: 'second@example.com',
    subject: '<script>alert("subject")</script>',
    text: 'Open http://localhost/verify-email/abc?x=1&y="2" now <b>',
    html: '<p onclick="x()">Hi <script>alert(1)</script></p>',
  });
});
afterAll(() => server.close());

test('/dev/mail.json lists the outbox newest first', async () => {
  const res = await server.get('/dev/mail.json');
  expect(res.statusCode).toBe(200);
  const mails = res.json();
  expect(mails).toHaveLength(2);
  expect(mails[0]).toEqual({
    id: expect.any(Number),
    to: 'second@example.com',
    subject: '<script>alert("subject")</script>',
    text: expect.stringContaining('http://localhost/verify-email/abc'),
    html: '<p onclick="x()">Hi <script>alert(1)</script></p>',
    created_at: expect.any(Number),
  });
  expect(mails[1]).toMatchObject({ to: 'first@example.com', subject: 'First' });
  expect(mails[1].created_at - firstAt).toBeLessThanOrEqual(1);
  expect(mails[0].created_at - mails[1].created_at).toBeGreaterThanOrEqual(10);
});

test('/dev/mail.json filters by recipient and limits the count', async () => {
  expect((await server.get('/dev/mail.json', { to: 'FIRST@example.com' })).json().map((m: { subject: string }) => m.subject)).toEqual(['First']);
  expect((await server.get('/dev/mail.json', { limit: 1 })).json()).toHaveLength(1);
  expect((await server.get('/dev/mail.json', { to: "' OR 1=1 --" })).json()).toEqual([]);
  const bad: Record<string, string | number>[] = [{ limit: 0 }, { limit: 'many' }, { limit: 5000 }, { to: 'x'.repeat(300) }];
  for (const query of bad) {
    const res = await server.get('/dev/mail.json', query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/^querystring\/(limit|to) /) });
  }
});

test('/dev/mail is an HTML page where everything from the mail is escaped', async () => {
  const res = await server.get('/dev/mail');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  const page = res.body;
  expect(page).toContain('2 mails, newest first');
  expect(page.indexOf('&lt;script&gt;alert(&quot;subject&quot;)')).toBeLessThan(page.indexOf('<h2>First</h2>'));
  expect(page).not.toContain('<script');
  expect(page).not.toContain('<b>');
  // Links in the text are clickable; the HTML body is shown only inside a sandboxed frame.
  expect(page).toContain('<a href="http://localhost/verify-email/abc?x=1&amp;y=">http://localhost/verify-email/abc?x=1&amp;y=</a>');
  expect(page).toContain('<iframe sandbox title="&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi &lt;script&gt;');
});

test('escapeHtml and linkify leave no markup through', () => {
  expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  expect(linkify('see https://ftv.example/a?b=<c> and javascript:alert(1)')).toBe(
    'see <a href="https://ftv.example/a?b=">https://ftv.example/a?b=</a>&lt;c&gt; and javascript:alert(1)',
  );
});

test('an empty outbox', async () => {
  const empty = await startTestServer();
  try {
    expect((await empty.get('/dev/mail.json')).json()).toEqual([]);
    expect((await empty.get('/dev/mail')).body).toContain('No mail yet.');
  } finally {
    await empty.close();
  }
});

test('in production both pages are a JSON 404', async () => {
  const production = await startTestServer({ NODE_ENV: 'production' });
  try {
    await sendMail(production.app.deps, { to: 'secret@example.com', subject: 'Reset', text: 'token', html: '' });
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      const res = await production.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: `Not found: GET ${url}` });
    }
  } finally {
    await production.close();
  }
});
