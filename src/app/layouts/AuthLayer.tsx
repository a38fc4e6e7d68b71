// AuthLayer.tsx — the authentication layer between the theme and the routes (SPEC §2).
import type { ReactNode } from 'react';

/**
 * Everything inside may rely on the session and the auth state. The API module's issue starts the
 * session and the keep-alive here and exposes the auth atoms; until then no route needs them, so the
 * layer only marks the boundary in the tree.
 */
export function AuthLayer({ children }: { children: ReactNode }) {
  return children;
}
