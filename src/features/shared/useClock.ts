// useClock.ts — the time in unix seconds, refreshed every 30 s: enough for "on now" marks, progress bars and the guide's now-line.
import { useEffect, useState } from 'react';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function useClock(intervalMs = 30_000): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowSeconds()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
