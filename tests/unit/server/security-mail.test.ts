// security-mail.test.ts — what mail and logs may carry: no credentials, no injected headers, no split log lines, no mail bombs.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { resolveSupportReference } from '../../../server/support/reference.ts';
import { APP_CREDENTIALS, createLoggedInUser, startTestServer, type TestServer } from './support.ts';
import { smtpServer } from './smtpServer.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let addressCounter = 0;
/** Each call from its own client address: the per-address limits are not what this file tests. */
const freshAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const post = (url: string, body: Record<string, unknown>, token = '', s: TestServer = server) =>
  s.app.inject({ method: 'POST', url, payload: body, headers: { 'ftv-token': token }, remoteAddress: freshAddress() });

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
const outbox = async (s: TestServer = server) => (await s.get('/dev/mail.json', { limit: 1000 })).json() as OutboxMail[];
const linkToken = (mail: OutboxMail, route: string) => new RegExp(`${route}/([0-9a-f]{64})`).exec(mail.text)?.[1];

describe('mailed credentials', () => {
  test('register, verify, reset and a support ticket as a logged-in user: no mail carries a session key, a token or the password MD5', async () => {
    const email = `leak-${process.pid}@ftv.example`;
    const secrets: string[] = [];
    const session = async (key: string) => {
      const settings = (await server.get('/tv/api/session', { session_key: key })).json();
      // Every credential this user ever held goes on the list.
      secrets.push(key, ...[settings.ftv_token, settings.chat?.token].filter(Boolean));
      return settings as { ftv_token: string; chat: { token: string } };
    };

    const key = await server.init();
    const firstPassword = md5('first password');
    expect((await post('/tv/api/register', { session_key: key, email, password: firstPassword })).statusCode).toBe(200);
    const { ftv_token: token } = await session(key);
    expect((await post('/tv/api/sendEmailVerification', { session_key: key }, token)).statusCode).toBe(200);
    const verifyMail = (await outbox()).find((m) => m.to === email && m.text.includes('/verify-email/'))!;
    expect((await post('/tv/api/verifyEmail', { session_key: key, token: linkToken(verifyMail, '/verify-email') })).statusCode).toBe(200);

    expect((await post('/tv/api/passwordReset', { session_key: key, email })).json()).toEqual({ result: true });
    const resetMail = (await outbox()).find((m) => m.to === email && m.text.includes('/reset-password/'))!;
    expect((await post('/tv/api/passwordReset/confirm', { session_key: key, token: linkToken(resetMail, '/reset-password'), new_password: 'second password' })).statusCode).toBe(200);

    const secondPassword = md5('second password');
    const key2 = await server.init();
    expect((await post('/tv/api/login', { session_key: key2, login: email, password: secondPassword })).statusCode).toBe(200);
    const settings2 = await session(key2);
    const ticket = await post(
      '/tv/api/support',
      {
        session_key: key2,
        email,
        classification: 'account',
        subject: `Logged out again, token ${settings2.ftv_token}`,
        message: `My session is ${key2}, my token ${settings2.ftv_token}, chat ${settings2.chat.token}; my password hash is ${secondPassword} (was ${firstPassword}).`,
        // What a careless or malicious client might attach next to the app's own fields.
        technicalData: {
          appVersion: '0.1.0',
          route: `/tv/101?session_key=${key2}`,
          userAgent: 'Test/1.0',
          session_key: key2,
          ftv_access_token: settings2.ftv_token,
          storage: { ftv_password_hash: secondPassword, ftv_session_key: key2, theme: 'dark', Authorization: `Bearer ${settings2.ftv_token}` },
          [key2]: 'a key as a key',
          history: [{ note: `old key ${key}` }, firstPassword],
        },
      },
      settings2.ftv_token,
    );
    expect(ticket.statusCode).toBe(200);

    const mails = await outbox();
    const mine = mails.filter((m) => m.to === email || m.to === 'support@ftv.example');
    expect(mine.length).toBeGreaterThanOrEqual(4); // verification, reset, the ticket's inbox mail and its receipt
    for (const mail of mails) {
      for (const secret of [...new Set([...secrets, firstPassword, secondPassword])]) {
        for (const part of ['subject', 'text', 'html'] as const) {
          expect(mail[part].includes(secret), `${part} of "${mail.subject}" carries ${secret}`).toBe(false);
        }
      }
    }
    // The inbox mail still tells support what it needs, and names the ticket by a reference only the server resolves.
    const inbox = mails.find((m) => m.to === 'support@ftv.example' && m.subject.startsWith(`[Support #${ticket.json().ticket_id}]`))!;
    for (const part of ['"route": "/tv/101?session_key=[redacted]"', '"appVersion": "0.1.0"', '"userAgent": "Test/1.0"', '"theme": "dark"', email]) expect(inbox.text).toContain(part);
    const reference = /^Reference: ([A-Z2-7]{10})$/m.exec(inbox.text)?.[1];
    expect(reference).toBeDefined();
    const account = (await server.app.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    expect(await resolveSupportReference(server.app.deps.db, reference!)).toEqual({ ticketId: ticket.json().ticket_id, sessionKey: key2, userId: account, email, createdAt: expect.any(Number) });
    // What is stored is what was mailed: the row holds no copy of the attached credentials either.
    const row = await server.app.deps.db.selectFrom('support_tickets').selectAll().where('id', '=', ticket.json().ticket_id).executeTakeFirstOrThrow();
    for (const secret of [settings2.ftv_token, settings2.chat.token, secondPassword, firstPassword]) expect(`${row.subject}${row.message}${row.technical_data}`).not.toContain(secret);
  });

  test('resolveSupportReference: a ticket’s reference (as typed) answers its session and user; anything else null', async () => {
    const visitorKey = await server.init();
    const visitor = await post('/tv/api/support', { session_key: visitorKey, email: 'visitor@example.com', subject: 'Hi', message: 'Hello', classification: 'other' });
    const user = await createLoggedInUser(server);
    const member = await post('/tv/api/support', { session_key: user.sessionKey, email: user.email, subject: 'Hi', message: 'Hello', classification: 'other' }, user.token);
    const { db } = server.app.deps;
    const referenceOf = async (id: number) => (await db.selectFrom('support_tickets').select('reference').where('id', '=', id).executeTakeFirstOrThrow()).reference!;
    const visitorRef = await referenceOf(visitor.json().ticket_id);
    const memberRef = await referenceOf(member.json().ticket_id);
    expect(visitorRef).toMatch(/^[A-Z2-7]{10}$/);
    expect(visitorRef).not.toBe(memberRef);

    expect(await resolveSupportReference(db, visitorRef)).toMatchObject({ ticketId: visitor.json().ticket_id, sessionKey: visitorKey, userId: null });
    expect(await resolveSupportReference(db, memberRef)).toMatchObject({ ticketId: member.json().ticket_id, sessionKey: user.sessionKey, userId: user.userId });
    // Read back over the phone: case, spaces and dashes do not matter.
    expect(await resolveSupportReference(db, ` ${memberRef.slice(0, 5).toLowerCase()}-${memberRef.slice(5)} `)).toMatchObject({ userId: user.userId });
    for (const wrong of ['', 'AAAAAAAAAA', "' OR 1=1 --", memberRef.slice(0, 9), `${memberRef}A`, 'x'.repeat(500), user.sessionKey]) {
      expect(await resolveSupportReference(db, wrong)).toBeNull();
    }
  });
});

describe('support technical data', () => {
  test('nested past 4 levels is a 400 (8 KB of brackets used to become 25 MB of mail); 4 levels still pass', async () => {
    const key = await server.init();
    const ticket = (technicalData: unknown) => post('/tv/api/support', { session_key: key, email: 'deep@example.com', subject: 'Deep', message: 'Deep data', classification: 'technical', technicalData });
    const before = (await outbox()).length;
    let deep: unknown = 1;
    for (let i = 0; i < 3500; i++) deep = [deep];
    const res = await ticket({ x: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'technicalData is nested too deeply (at most 4 levels)' });
    expect((await ticket({ a: { b: { c: { d: { e: 1 } } } } })).statusCode).toBe(400);
    expect((await outbox()).length).toBe(before);
    expect((await ticket({ a: { b: { c: { d: 1 } } } })).statusCode).toBe(200);

    // The deepest allowed, as large as allowed: the inbox mail stays small.
    const wide = { a: { b: { c: Array.from({ length: 300 }, (_, i) => `value ${i} ${'x'.repeat(10)}`) } } };
    const ok = await ticket(wide);
    expect(ok.statusCode).toBe(200);
    const inbox = (await outbox()).find((m) => m.subject.startsWith(`[Support #${ok.json().ticket_id}]`))!;
    expect(inbox.text.length + inbox.html.length).toBeLessThan(64 * 1024);
  });
});


/** Header names of a message, folded continuation lines joined to their header. */
function headerNames(message: string): string[] {
  const head = message.split(/\r?\n\r?\n/)[0]!;
  return head
    .split(/\r?\n/)
    .filter((line) => !/^[ \t]/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
}

describe('header injection', () => {
  const smtp = smtpServer();
  let withSmtp: TestServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    withSmtp = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await withSmtp.close();
    smtp.server.close();
  });

  const INJECT = '\r\nBcc: victim@example.com\r\nX-Injected: yes';

  test('nodemailer folds CR/LF in a subject into one header line (a second line of defence; ours strips them first)', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    const info = await transport.sendMail({ from: 'a@ftv.example', to: 'b@example.com', subject: `Hello${INJECT}`, text: 'x' });
    const names = headerNames((info.message as Buffer).toString());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((n) => n === 'subject')).toHaveLength(1);
  });

  test('CR/LF in every mailed field: addresses are refused (nodemailer would turn one into an extra recipient), the rest stays text', async () => {
    const key = await withSmtp.init();
    // Addresses: support sender, registration, reset, each with a line break and a header after it.
    for (const [url, body] of [
      ['/tv/api/support', { session_key: key, email: `a@example.com${INJECT}`, subject: 'Hi', message: 'Hello', classification: 'other' }],
      ['/tv/api/register', { session_key: key, email: `a@example.com${INJECT}`, password: md5('x') }],
      ['/tv/api/passwordReset', { session_key: key, email: `a@example.com${INJECT}` }],
    ] as const) {
      const res = await post(url, body, '', withSmtp);
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
    expect(smtp.messages).toHaveLength(0);

    // Subject, message and technical data with line breaks: one ticket, two mails, no extra header in either.
    const registered = await post('/tv/api/register', { session_key: key, email: 'inject@example.com', password: md5('injection test') }, '', withSmtp);
    expect(registered.statusCode).toBe(200);
    const ticket = await post('/tv/api/support', {
      session_key: key,
      email: 'inject@example.com',
      subject: `Hello${INJECT}`,
      message: `Line one${INJECT}\r\n\r\n<b>not html</b>`,
      classification: 'other',
      technicalData: { route: `/x${INJECT}`, [`key${INJECT}`]: 'v' },
    }, '', withSmtp);
    expect(ticket.statusCode).toBe(200);
    expect((await post('/tv/api/passwordReset', { session_key: key, email: 'inject@example.com' }, '', withSmtp)).json()).toEqual({ result: true });
    expect(smtp.messages.length).toBe(3);
    for (const message of smtp.messages) {
      const names = headerNames(message);
      expect(names).not.toContain('bcc');
      expect(names).not.toContain('x-injected');
      for (const name of ['subject', 'to', 'from']) expect([name, names.filter((n) => n === name).length]).toEqual([name, 1]);
    }
  });

  test('log lines cannot be split: CR/LF in login names, mailed fields and URLs stay inside one JSON line', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-loglines-'));
    const lines: string[] = [];
    mkdirSync(path.join(dataDir, 'web'));
    writeFileSync(path.join(dataDir, 'web', 'index.html'), '<!doctype html>');
    const config = { ...loadConfig({ DATA_DIR: dataDir, FTV_WEB_ROOT: path.join(dataDir, 'web'), NODE_ENV: 'test' }), logLevel: 'trace' };
    const app = await buildApp(config, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const forged = '\n{"level":60,"msg":"forged"}\r\n';
      const call = (url: string, payload?: object) => app.inject({ method: payload ? 'POST' : 'GET', url, ...(payload && { payload }), headers: { 'ftv-token': forged.trim() } });
      const key = (await call('/tv/api/init', APP_CREDENTIALS)).json().session_key;
      await call('/tv/api/login', { session_key: key, login: `someone${forged}`, password: md5('x') });
      await call('/tv/api/register', { session_key: key, email: `a${forged}@example.com`, password: md5('x') });
      await call('/tv/api/support', { session_key: key, email: 'a@example.com', subject: `s${forged}`, message: `m${forged}`, classification: 'other', technicalData: { x: forged } });
      await call(`/tv/api/session?session_key=${encodeURIComponent(forged)}`);
      await call(`/no/such/page${encodeURIComponent(forged)}`);
      expect(lines.length).toBeGreaterThan(10);
      for (const chunk of lines) {
        // One write, one line: a newline only at its end, no carriage return anywhere.
        expect(chunk.endsWith('\n')).toBe(true);
        expect(chunk.slice(0, -1)).not.toMatch(/[\r\n]/);
        const entry = JSON.parse(chunk) as { msg?: string };
        expect(entry.msg).not.toBe('forged');
      }
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
