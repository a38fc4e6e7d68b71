// server.ts — a provider of a test's own, for settings the shared server does not have (short slots, 10,000 channels, …).
import { startServer } from '../../support/startServer.ts';
import { test } from '../fixtures.ts';

/** A `baseURL` fixture for `test.use`: starts a server with these env overrides for the test, stops it after. */
export function ownServer(env: Record<string, string>) {
  // Playwright reads a fixture's first parameter as the fixtures it needs: none here, but it must be a destructuring.
  return async ({}: object, use: (url: string) => Promise<void>) => {
    const server = await startServer(env);
    await use(server.url);
    await server.stop();
  };
}

/**
 * The e2e `test` on a server of the file's own, started once per worker and shared by the file's tests there: its start
 * (a guide of short programmes seeded, on a busy machine half a minute) is then no test's time, and paid once.
 */
export function testOnOwnServer(env: Record<string, string>) {
  return test.extend<object, { ownServerUrl: string }>({
    ownServerUrl: [
      async ({}, use) => {
        const server = await startServer(env);
        await use(server.url);
        await server.stop();
      },
      // startServer itself gives the server 60 s to listen.
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ ownServerUrl }, use) => use(ownServerUrl),
  });
}
