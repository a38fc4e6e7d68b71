// global-setup.ts — one real server for the e2e run; its URL reaches the tests through the environment.
import { startServer } from '../support/startServer.ts';

export default async function globalSetup() {
  const server = await startServer();
  process.env.FTV_E2E_URL = server.url;
  return async () => server.stop();
}
