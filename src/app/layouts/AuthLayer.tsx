// AuthLayer.tsx — the authentication layer between the theme and the routes (docs/client.md#routes): starts and keeps the session.
import { useStore } from 'jotai';
import { useEffect, type ReactNode } from 'react';

/**
 * On mount: restore the stored session or init a new one, log the stored user back in with the saved
 * login and hash, and run the keep-alive every 200 s; on unmount the keep-alive stops. The auth state
 * (authStateAtom) goes from loading to authenticated or anonymous, or to error when the provider
 * cannot be reached. Routes render at once: none waits for the session to show its frame, so the
 * client and the atoms load beside the first route rather than in the initial bundle.
 */
export function AuthLayer({ children }: { children: ReactNode }) {
  const store = useStore();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('../sessionFeatures')
      .then(({ startSessionAtom }) => {
        if (!unmounted) stop = store.set(startSessionAtom);
      })
      .catch((error: unknown) => console.error('The session could not start', error));
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [store]);
  return children;
}
