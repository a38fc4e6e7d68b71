// smtp.test.ts — with SMTP_URL, mail goes to a real SMTP server; when that server fails, callers get a clear 503.
import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer } from './support.ts';
import { smtpServer } from './smtpServer.ts';


const smtp = smtpServer();
let withSmtp: TestServer;
let brokenSmtp: TestServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as net.AddressInfo;
  withSmtp = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, FTV_PUBLIC_URL: 'http://tv.example' });
  // A port nothing listens on: connection refused.
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  brokenSmtp = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
});
afterAll(async () => {
  await withSmtp.close();
  await brokenSmtp.close();
  smtp.server.close();
});

test('the verification mail is delivered to the SMTP server, not the outbox', async () => {
  const user = await createLoggedInUser(withSmtp);
  const res = await withSmtp.post('/tv/api/sendEmailVerification', { session_key: user.sessionKey }, user.token);
  expect(res.statusCode).toBe(200);
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]).toContain(`To: ${user.email}`);
  expect(smtp.messages[0]).toContain('http://tv.example/verify-email/');
  expect((await withSmtp.get('/dev/mail.json')).json()).toEqual([]);
});

test('an unreachable SMTP server gives 503 with a message, not a bare 500', async () => {
  const user = await createLoggedInUser(brokenSmtp);
  const res = await brokenSmtp.post('/tv/api/sendEmailVerification', { session_key: user.sessionKey }, user.token);
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ success: false, message: 'The verification email could not be sent right now; try again in a few minutes' });
});

test('a password reset still answers result true when the SMTP server is down (no account enumeration)', async () => {
  const user = await createLoggedInUser(brokenSmtp);
  const sessionKey = await brokenSmtp.init();
  const res = await brokenSmtp.post('/tv/api/passwordReset', { session_key: sessionKey, email: user.email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ result: true });
});
