// health.test.ts — /healthz and /readyz of one process on its own (the two-instance case is scaleout.test.ts), and a REDIS_URL that does not answer stopping the start with its reason.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('/healthz says the process is up; /readyz that the database answers, migrations are done and no Redis is needed', async () => {
  const health = await server.get('/healthz');
  expect({ status: health.statusCode, body: health.json(), cache: health.headers['cache-control'] }).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
  const ready = await server.get('/readyz');
  expect({ status: ready.statusCode, body: ready.json() }).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'not configured', migrations: 'done' } });
});

test('a REDIS_URL nothing answers on stops the start, saying so', async () => {
  await expect(startTestServer({ REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(/^REDIS_URL does not answer: /);
});
