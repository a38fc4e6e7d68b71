// lockout.ts — login backoff per account: five failures in 15 minutes lock its login for a while, longer each time, never past 15 minutes.

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
  begin: (key: string) => number;
  /** The password was wrong: the fifth failure in the window locks the account. */
  fail: (key: string) => void;
  /** The password was right: failures and escalation are forgotten. */
  succeed: (key: string) => void;
}

export function createLockout(now: () => number): Lockout {
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
    begin: (key) => {
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
    fail: (key) => {
      const t = now();
      const entry = entries.get(key);
      if (entry && entry.lockedUntil <= t && entry.attempts.filter((at) => at > t - FAILURE_WINDOW_SECONDS).length >= MAX_FAILURES) lock(entry, t);
    },
    succeed: (key) => {
      entries.delete(key);
    },
  };
}

/** 'Too many failed logins; try again in N minutes', rounded up to whole minutes. */
export function lockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed logins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
