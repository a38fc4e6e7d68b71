// limiter.ts — sliding-window rate limits (per user, per address) on the injectable clock so tests can move time: in memory for one process, in Redis when instances share REDIS_URL.
import type { RedisLink } from '../cluster/redis.ts';

export interface Limiter {
  /** True when the key may act now, without counting it (to check several limits before spending any). */
  allows: (key: number | string) => Promise<boolean>;
  /** True and counted when the key may act now; false when it has used its allowance for the window. */
  take: (key: number | string) => Promise<boolean>;
}

export interface LimiterOptions {
  /** Names the limit in Redis (`{FTV_REDIS_PREFIX}limit:{name}:{key}`): instances share it by name. */
  name: string;
  max: number;
  windowSeconds: number;
  now: () => number;
  /** Counted across every instance on it; without, in this process. */
  redis?: Pick<RedisLink, 'commands' | 'prefix'>;
}

export function createLimiter(options: LimiterOptions): Limiter {
  return options.redis ? redisLimiter(options, options.redis) : memoryLimiter(options);
}

function memoryLimiter({ max, windowSeconds, now }: LimiterOptions): Limiter {
  const hits = new Map<number | string, number[]>();
  const recentOf = (key: number | string, t: number) => (hits.get(key) ?? []).filter((at) => at > t - windowSeconds);
  return {
    allows: async (key) => recentOf(key, now()).length < max,
    take: async (key) => {
      const t = now();
      const recent = recentOf(key, t);
      // Now and then drop keys whose window has passed, so the map cannot grow with every user who ever chatted.
      if (hits.size > 1024) for (const [other, times] of hits) if (times.every((at) => at <= t - windowSeconds)) hits.delete(other);
      if (recent.length >= max) {
        hits.set(key, recent);
        return false;
      }
      recent.push(t);
      hits.set(key, recent);
      return true;
    },
  };
}

/**
 * The same window as a sorted set per key, checked and counted in one script so two instances cannot both take the
 * last place. Members are unique per take (a time alone would collapse two in one second).
 */
const SLIDING_WINDOW = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
if ARGV[4] == '1' then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[5])
  redis.call('EXPIRE', KEYS[1], ARGV[2])
end
return 1`;

let takes = 0;

function redisLimiter({ name, max, windowSeconds, now }: LimiterOptions, { commands: redis, prefix }: Pick<RedisLink, 'commands' | 'prefix'>): Limiter {
  const run = async (key: number | string, take: boolean) => {
    const t = now();
    const member = take ? `${t}:${process.pid}:${(takes += 1)}:${Math.random().toString(36).slice(2)}` : '';
    return (await redis.eval(SLIDING_WINDOW, 1, `${prefix}limit:${name}:${key}`, t, windowSeconds, max, take ? '1' : '0', member)) === 1;
  };
  return { allows: (key) => run(key, false), take: (key) => run(key, true) };
}
