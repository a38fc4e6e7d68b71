// app.ts — assembles the provider: logging, compression, errors, the API areas, then the web app.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerStaticSite } from './web/static.ts';

/** URL spaces owned by the provider; each API area registers its routes under one of them. */
export const API_PREFIXES = ['/tv/api/', '/api-v2/', '/media/', '/messages/', '/checkout-cart', '/dev/'] as const;

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Nothing a client sends should be able to take the process down: keep bodies small.
    bodyLimit: 1024 * 1024,
  });
  registerErrorHandling(app);
  await app.register(compress, { threshold: 1024 });

  // API areas (session, accounts, channels, guide, …) register here as they arrive, each a plugin:
  // `await app.register(area, { config, db })`.

  await registerStaticSite(app, { root: config.webRoot, reservedPrefixes: API_PREFIXES });
  return app;
}
