// loopStalls.ts — when this process's event loop could not run (a busy machine, a long synchronous task): the recorder tells its own lateness from its channel's by it.

/** How often the loop is looked at; a tick later than this past its due time was a stall. */
const TICK_MS = 200;
const STALL_MS = 300;
/** Stalls remembered: longer than any stretch the recorder asks about (between two looks at a channel). */
const KEEP_MS = 5 * 60_000;

export interface LoopStalls {
  /** Milliseconds between `fromMs` and `toMs` (Date.now()'s clock) when the loop could not run. */
  stalledMs: (fromMs: number, toMs: number) => number;
  stop: () => void;
}

export function watchLoopStalls(): LoopStalls {
  const stalls: Array<{ from: number; to: number }> = [];
  let last = Date.now();
  /** A stall that just ended (the loop runs again, but this tick has not come yet) counts as well. */
  const current = (t: number) => (t - last > TICK_MS + STALL_MS ? [{ from: last + TICK_MS, to: t }] : []);
  const timer = setInterval(() => {
    const t = Date.now();
    stalls.push(...current(t));
    last = t;
    while (stalls.length && stalls[0]!.to < t - KEEP_MS) stalls.shift();
  }, TICK_MS);
  // Never what keeps a process alive.
  timer.unref();
  return {
    stalledMs: (fromMs, toMs) => [...stalls, ...current(Date.now())].reduce((sum, s) => sum + Math.max(0, Math.min(toMs, s.to) - Math.max(fromMs, s.from)), 0),
    stop: () => clearInterval(timer),
  };
}
