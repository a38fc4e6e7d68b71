// health.ts (cluster) — what a load balancer and an orchestrator ask: is the process up (/healthz), and can it serve (/readyz: database and Redis answer, migrations done).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { pingDatabase } from '../db/locks.ts';
import type { RedisLink } from './redis.ts';

/** A check that takes longer than this counts as failed: a balancer must not wait on a hung database. */
const CHECK_TIMEOUT_MS = 2000;

async function check(probe: () => Promise<unknown>): Promise<'ok' | string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([probe(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)))]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/** What the health routes ask: the database, and Redis when instances share one. */
export interface HealthRoutesOptions {
  db: Db;
  redis?: RedisLink | undefined;
}

export default async function healthRoutes(app: FastifyInstance, deps: HealthRoutesOptions) {
  let closing = false;
  // From the moment shutdown starts the instance says it is not ready, so the balancer sends new requests elsewhere.
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    // The app is built after its migrations ran: answering at all means they are done.
    const [database, redis] = await Promise.all([check(() => pingDatabase(deps.db)), deps.redis ? check(() => deps.redis!.commands.ping()) : Promise.resolve('not configured')]);
    const ready = !closing && database === 'ok' && (redis === 'ok' || redis === 'not configured');
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: closing ? 'shutting down' : ready ? 'ready' : 'not ready', database, redis, migrations: 'done' });
  });
}
