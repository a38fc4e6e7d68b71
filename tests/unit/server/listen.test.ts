// listen.test.ts — the test server also answers real HTTP on an ephemeral port.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('listen() answers a base URL that serves the API over HTTP', async () => {
  const base = await server.listen();
  expect(await server.listen()).toBe(base);
  const res = await fetch(`${base}/tv/api/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ app_id: 'ftv-web', app_secret: 'ftv-web-secret' }) });
  expect(res.status).toBe(200);
  expect((await res.json()).session_key).toMatch(/^[0-9a-f]{32}$/);
});
