// app.ts — assembles the provider: logging, compression, errors, the services (server/services.ts), the API areas, then the web app; starts and stops the background jobs.
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { migrate, openDatabase, type Db } from './db/connect.ts';
import { nowSeconds, type Deps } from './http/context.ts';
import { frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { requireJsonBody, securityHeaders } from './http/security.ts';
import sessionRoutes from './session/routes.ts';
import accountsRoutes from './accounts/routes.ts';
import channelsRoutes from './channels/routes.ts';
import guideRoutes from './guide/routes.ts';
import favoritesRoutes from './favorites/routes.ts';
import subscriptionsRoutes from './subscriptions/routes.ts';
import checkoutRoutes from './checkout/routes.ts';
import chatRoutes from './chat/routes.ts';
import supportRoutes from './support/routes.ts';
import mailRoutes from './mail/routes.ts';
import mediaRoutes from './media/routes.ts';
import recorderRoutes from './recorder/routes.ts';
import recordingFilesRoutes from './recorder/files.ts';
import ruleRoutes from './recorder/ruleRoutes.ts';
import reminderRoutes from './reminders/routes.ts';
import adminRoutes from './admin/routes.ts';
import { registerStaticSite } from './web/static.ts';
import { connectRedis } from './cluster/redis.ts';
import healthRoutes from './cluster/health.ts';
import { duringStartup } from './cluster/startup.ts';
import { backgroundJobs, buildServices, prepareData, type Services } from './services.ts';

/** URL spaces owned by the provider; each API area registers its routes under one of them. */
export const API_PREFIXES = ['/tv/api/', '/api-v2/', '/admin/api/', '/media/', '/messages/', '/checkout-cart', '/dev/'] as const;

export interface BuildOptions {
  /** A database to use instead of opening the configured one (tests share nothing else). */
  db?: Db;
  now?: () => number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** false: the app answers requests but runs no background work (recorder loop, archive, lineup refresh). */
  jobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's services, as the composition root built them (tests read their state). */
    services: Services;
  }
}

/**
 * Each API area is a plugin that maps HTTP to services: its routes and validation. It is handed the services it uses
 * and starts nothing; the data it needs at start is written before (prepareData), its background work runs in the jobs.
 */
async function startAreas(app: FastifyInstance, services: Services): Promise<void> {
  const { deps, lineup, programmes, relayed, library, archivedShift, bus, scheduler } = services;
  app.decorate('services', services);
  await app.register(healthRoutes, deps);
  // The seeds and the first import, one instance at a time (several instances starting on one PostgreSQL).
  await duringStartup(deps.db, () => prepareData(services, app.log));
  await app.register(sessionRoutes, deps);
  await app.register(accountsRoutes, deps);
  await app.register(channelsRoutes, { deps, lineup, relayed, programmes });
  await app.register(guideRoutes, { deps, lineup, programmes });
  await app.register(favoritesRoutes, deps);
  await app.register(subscriptionsRoutes, { deps, bus });
  await app.register(checkoutRoutes, { deps, bus });
  await app.register(chatRoutes, { deps, hub: services.chat });
  await app.register(supportRoutes, deps);
  await app.register(mailRoutes, deps);
  await app.register(mediaRoutes, { deps, library, relayed, bus, archivedShift });
  await app.register(recorderRoutes, { deps, scheduler, programmes });
  await app.register(ruleRoutes, { deps, rules: services.rules });
  await app.register(reminderRoutes, { deps, programmes });
  await app.register(adminRoutes, { deps, importer: services.importer, relayed, monitor: services.monitor });
  await app.register(recordingFilesRoutes, deps);
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Passwords and card data never reach the logs, whatever a route logs.
      redact: ['req.headers["ftv-token"]', 'req.headers.authorization', '*.password', '*.new_password', '*.card_number', '*.cvv'],
      // GET calls carry session_key in the query and media URLs their signatures: the log keeps the path only.
      serializers: { req: (request) => ({ method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip }) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Nothing a client sends should be able to take the process down: keep bodies small.
    bodyLimit: 64 * 1024,
    // A URL Fastify cannot decode (`%ff`) gets the API's error shape too.
    frameworkErrors,
  });
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  registerErrorHandling(app);
  securityHeaders(app);
  // Every body is JSON (docs/api.md#transport), or a form where a route says so: checked once, for every area.
  app.addHook('preValidation', requireJsonBody);
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Off by default; login, register, chat and support opt in with their own limits (route config).
  // Without the plugin those route limits are inert: FTV_RATE_LIMIT_OFF=1 for benchmarks.
  // With REDIS_URL every instance counts against the same limits; closed last, after the areas that use it.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, (error) => app.log.warn({ err: error }, 'redis: connection error (retrying)'), config.redisPrefix) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  if (config.rateLimits) await app.register(rateLimit, { global: false, ...(redis ? { redis: redis.commands, nameSpace: `${redis.prefix}http-limit:` } : {}) });

  const db = options.db ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }));
  // Several instances starting at once on one PostgreSQL: one at a time through migrations and the seed.
  await duringStartup(db, () => migrate(db));
  if (!options.db) app.addHook('onClose', () => db.destroy());
  const deps: Deps = { db, config, now: options.now ?? nowSeconds, ...(redis ? { redis } : {}) };
  app.decorate('deps', deps);
  let services: Services | undefined;
  try {
    services = await buildServices(deps, app.log);
    await startAreas(app, services);
    await registerStaticSite(app, { root: config.webRoot, reservedPrefixes: API_PREFIXES });
  } catch (error) {
    // A start that fails (an unusable FTV_LINEUP, say) must not leave its database pool, relay or Redis open behind it.
    await services?.close().catch(() => undefined);
    if (!options.db) await db.destroy().catch(() => undefined);
    await redis?.close();
    throw error;
  }
  const jobs = backgroundJobs(services, app.log);
  const built = services;
  // A graceful stop hands this instance's background jobs to the others at once, then stops them and closes the
  // services (before the database and Redis close: hooks added later run first); the archive's jobs end before the
  // relay they follow closes.
  app.addHook('preClose', () => built.leases.releaseAll());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await built.close();
  });
  if (options.jobs !== false) jobs.start();
  return app;
}
