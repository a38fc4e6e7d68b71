// useClock.ts — the time (unix seconds) the now/next bars are drawn at, ticking every half minute.
import { useEffect, useState } from 'react';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function useClock(intervalMs = 30_000): number {
  const [time, setTime] = useState(nowSeconds);
  useEffect(() => {
    const timer = setInterval(() => setTime(nowSeconds()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return time;
}
