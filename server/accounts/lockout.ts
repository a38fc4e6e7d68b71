// lockout.ts — login backoff per account: five failures in 15 minutes lock its login for a while, longer each time, never past 15 minutes; in memory for one process, in Redis when instances share REDIS_URL.
import type { Redis } from 'ioredis';
import { DEFAULT_REDIS_PREFIX } from '../config.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Successive lockouts: a guesser slows to a crawl, while the real owner waits at most the last one. */
export const LOCKOUT_SECONDS = [60, 5 * 60, 15 * 60] as const;
/** An hour without a lockout and the next one starts short again. */
export const ESCALATION_MEMORY_SECONDS = 60 * 60;

interface Entry {
  /** Attempts not yet known to have succeeded, within the window (an attempt counts from its start). */
  attempts: number[];
  lockedUntil: number;
  /** Lockouts so far: picks the next one's length. */
  level: number;
}

export interface Lockout {
  /**
   * Call before checking a password: answers the seconds the account is still locked for (0: go on).
   * The attempt counts as a failure until `succeed`, so parallel guesses cannot all slip in under the limit.
   */
  begin: (key: string) => Promise<number>;
  /** The password was wrong: the fifth failure in the window locks the account. */
  fail: (key: string) => Promise<void>;
  /** The password was right: failures and escalation are forgotten. */
  succeed: (key: string) => Promise<void>;
}

/** With `redis`, every instance on it counts the same failures (a guesser gains nothing from a round-robin balancer). */
export function createLockout(now: () => number, redis?: Redis, prefix = DEFAULT_REDIS_PREFIX): Lockout {
  return redis ? redisLockout(now, redis, prefix) : memoryLockout(now);
}

function memoryLockout(now: () => number): Lockout {
  const entries = new Map<string, Entry>();

  function lock(entry: Entry, t: number) {
    if (t - entry.lockedUntil > ESCALATION_MEMORY_SECONDS) entry.level = 0;
    entry.lockedUntil = t + LOCKOUT_SECONDS[Math.min(entry.level, LOCKOUT_SECONDS.length - 1)]!;
    entry.level += 1;
    entry.attempts = [];
  }

  // Drops what can no longer matter, so guessed names cannot grow the map without bound.
  function sweep(t: number) {
    if (entries.size <= 10_000) return;
    for (const [key, e] of entries) {
      if (e.lockedUntil + ESCALATION_MEMORY_SECONDS < t && e.attempts.every((at) => at <= t - FAILURE_WINDOW_SECONDS)) entries.delete(key);
    }
  }

  return {
    begin: async (key) => {
      const t = now();
      sweep(t);
      const entry = entries.get(key) ?? { attempts: [], lockedUntil: 0, level: 0 };
      entries.set(key, entry);
      if (entry.lockedUntil > t) return entry.lockedUntil - t;
      entry.attempts = entry.attempts.filter((at) => at > t - FAILURE_WINDOW_SECONDS);
      if (entry.attempts.length >= MAX_FAILURES) {
        lock(entry, t);
        return entry.lockedUntil - t;
      }
      entry.attempts.push(t);
      return 0;
    },
    fail: async (key) => {
      const t = now();
      const entry = entries.get(key);
      if (entry && entry.lockedUntil <= t && entry.attempts.filter((at) => at > t - FAILURE_WINDOW_SECONDS).length >= MAX_FAILURES) lock(entry, t);
    },
    succeed: async (key) => {
      entries.delete(key);
    },
  };
}

/**
 * The same rules as memoryLockout, on one JSON entry per account, read and written in one script so that parallel
 * guesses on several instances cannot all slip in under the limit. ARGV: op, now, window, max failures, escalation
 * memory, then the lockout lengths.
 */
const LOCKOUT_SCRIPT = `
local op, t, window, max, memory = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
if op == 'succeed' then redis.call('DEL', KEYS[1]) return 0 end
local raw = redis.call('GET', KEYS[1])
local e = { attempts = {}, lockedUntil = 0, level = 0 }
if raw then e = cjson.decode(raw) end
local function recent()
  local kept = {}
  for _, at in ipairs(e.attempts) do if at > t - window then kept[#kept + 1] = at end end
  return kept
end
local function lock()
  if t - e.lockedUntil > memory then e.level = 0 end
  e.lockedUntil = t + tonumber(ARGV[5 + math.min(e.level + 1, #ARGV - 5)])
  e.level = e.level + 1
  e.attempts = {}
end
local answer = 0
if op == 'begin' then
  if e.lockedUntil > t then return e.lockedUntil - t end
  e.attempts = recent()
  if #e.attempts >= max then
    lock()
    answer = e.lockedUntil - t
  else
    e.attempts[#e.attempts + 1] = t
  end
elseif e.lockedUntil <= t and #recent() >= max then
  lock()
end
redis.call('SET', KEYS[1], cjson.encode(e), 'EX', window + memory + tonumber(ARGV[#ARGV]))
return answer`;

function redisLockout(now: () => number, redis: Redis, prefix: string): Lockout {
  const run = async (op: 'begin' | 'fail' | 'succeed', key: string) =>
    Number(await redis.eval(LOCKOUT_SCRIPT, 1, `${prefix}lockout:${key}`, op, now(), FAILURE_WINDOW_SECONDS, MAX_FAILURES, ESCALATION_MEMORY_SECONDS, ...LOCKOUT_SECONDS));
  return {
    begin: (key) => run('begin', key),
    fail: async (key) => void (await run('fail', key)),
    succeed: async (key) => void (await run('succeed', key)),
  };
}

/** 'Too many failed logins; try again in N minutes', rounded up to whole minutes. */
export function lockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed logins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
