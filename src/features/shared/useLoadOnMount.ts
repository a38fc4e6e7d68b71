// useLoadOnMount.ts — runs a loading action when a page part mounts, and aborts it when the part goes away.
import { useEffect } from 'react';

/** `load` must be stable (a jotai setter is): a new function would load again. */
export function useLoadOnMount(load: (options: { signal: AbortSignal }) => unknown) {
  useEffect(() => {
    const controller = new AbortController();
    void load({ signal: controller.signal });
    return () => controller.abort();
  }, [load]);
}
