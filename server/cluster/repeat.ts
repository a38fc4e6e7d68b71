// repeat.ts (cluster) — a background job's heartbeat: runs now and every `ms`, one run at a time, a failure logged and tried again next time; its stop waits for a run under way.
export interface Repeating {
  /** Runs once more as soon as the run under way (if any) ends: something changed (a new guide). */
  poke: () => void;
  stop: () => Promise<void>;
}

export function repeat(ms: number, work: () => Promise<void>, onError: (error: unknown) => void): Repeating {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(() => (stopped ? undefined : work())).catch(onError);
  };
  tick();
  const timer = setInterval(tick, ms);
  timer.unref();
  return {
    poke: () => {
      if (!stopped) tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
