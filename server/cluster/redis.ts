// redis.ts (cluster) — the connections to REDIS_URL that let several FTV instances act as one: commands (rate limits, publishing) and a subscriber (chat fan-out).
import { Redis } from 'ioredis';
import { DEFAULT_REDIS_PREFIX } from '../config.ts';

export type { Redis };

export interface RedisLink {
  /** Commands and PUBLISH. */
  commands: Redis;
  /** SUBSCRIBE puts a connection in subscriber mode: it gets one of its own. */
  subscriber: Redis;
  /** FTV_REDIS_PREFIX: every key and channel name begins with it (`ftv:` by default). */
  prefix: string;
  close: () => Promise<void>;
}

/** Connects to `url`; resolves once both connections answer, so a wrong REDIS_URL fails the start, not the first chat message. */
export async function connectRedis(url: string, onError: (error: Error) => void, prefix = DEFAULT_REDIS_PREFIX): Promise<RedisLink> {
  const open = () => {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // ioredis reconnects by itself; each failure is reported (to the log), not thrown at whoever uses it next.
    redis.on('error', onError);
    return redis;
  };
  const commands = open();
  const subscriber = open();
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL does not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    commands,
    subscriber,
    prefix,
    close: async () => {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
