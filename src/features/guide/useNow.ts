// useNow.ts — the guide's clock in unix seconds, ticking often enough to move the now-line and "on now" marks.
import { useEffect, useState } from 'react';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowSeconds()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
