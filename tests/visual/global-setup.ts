// global-setup.ts (visual) — serves the static Storybook build on an ephemeral port for the screenshot run.
import Fastify from 'fastify';
import path from 'node:path';
import { registerStaticSite } from '../../server/web/static.ts';

export default async function globalSetup() {
  const app = Fastify({ logger: false });
  await registerStaticSite(app, { root: path.resolve(import.meta.dirname, '..', '..', 'storybook-static') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  process.env.FTV_STORYBOOK_URL = `http://127.0.0.1:${port}`;
  return async () => app.close();
}
