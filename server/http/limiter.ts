// limiter.ts — sliding-window rate limits in memory (per user, per address), on the injectable clock so tests can move time.

export interface Limiter {
  /** True when the key may act now, without counting it (to check several limits before spending any). */
  allows: (key: number | string) => boolean;
  /** True and counted when the key may act now; false when it has used its allowance for the window. */
  take: (key: number | string) => boolean;
}

export function createLimiter({ max, windowSeconds, now }: { max: number; windowSeconds: number; now: () => number }): Limiter {
  const hits = new Map<number | string, number[]>();
  const recentOf = (key: number | string, t: number) => (hits.get(key) ?? []).filter((at) => at > t - windowSeconds);
  return {
    allows: (key) => recentOf(key, now()).length < max,
    take: (key) => {
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
