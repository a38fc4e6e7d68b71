// server.ts — a provider of a test's own, for settings the shared server does not have (short slots, 10,000 channels, …).
import { startServer } from '../../support/startServer.ts';

/** A `baseURL` fixture for `test.use`: starts a server with these env overrides for the test, stops it after. */
export function ownServer(env: Record<string, string>) {
  // Playwright reads a fixture's first parameter as the fixtures it needs: none here, but it must be a destructuring.
  return async ({}: object, use: (url: string) => Promise<void>) => {
    const server = await startServer(env);
    await use(server.url);
    await server.stop();
  };
}
