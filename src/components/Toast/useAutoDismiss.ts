// useAutoDismiss.ts — a timer that calls back after `duration` ms of unpaused time (pausing keeps what is left).
import { useEffect, useRef } from 'react';

/** setTimeout fires at once past this, so longer durations are treated as "never". */
const MAX_TIMEOUT = 2_147_483_647;

export function useAutoDismiss(duration: number | null, isPaused: boolean, onElapsed: () => void) {
  const remaining = useRef(duration);
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });

  useEffect(() => {
    const ms = remaining.current;
    if (isPaused || ms === null || !(ms <= MAX_TIMEOUT)) return;
    const startedAt = performance.now();
    const timer = window.setTimeout(() => callback.current(), Math.max(0, ms));
    return () => {
      window.clearTimeout(timer);
      remaining.current = ms - (performance.now() - startedAt);
    };
  }, [isPaused]);
}
