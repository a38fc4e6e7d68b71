// atoms.ts (auth) — the auth state (loading → authenticated | error), session start, login, registration, logout.
import { atom, type Getter, type Setter } from 'jotai';
import { SUCCESS, type User } from '../../api';
import { announceSessionChangeAtom, apiClientAtom, authStatusAtom as statusAtom, syncSessionAtom } from '../session/atoms';
import { runAction, errorMessage, type ActionResult } from '../shared/action';

// The read side lives in the session layer, where every feature may read it; kept here for the pages and tests that ask auth.
export { authStateAtom, isAuthenticatedAtom, userAtom, type AuthState } from '../session/atoms';

/**
 * Syncs from the client; the session layer announces what changed underneath (a login that ended,
 * the same user's copy replaced) and each feature holding the user's data follows on its own.
 */
export const syncAuthAtom = syncSessionAtom;

/** A refresh on coming back to the tab at most this often: another device's changes show without a reload. */
const FOCUS_REFRESH_GAP_MS = 2000;

/**
 * The auth layer's start: follow the client's changes, restore the stored session (or init one; the
 * stored user is logged back in with the saved login and hash), then the keep-alive every 200 s.
 * Answers the stop function (keep-alive off, no more syncing) for the layer's cleanup.
 */
export const startSessionAtom = atom(null, (get, set): (() => void) => {
  const client = get(apiClientAtom);
  const unsubscribe = client.subscribe(() => set(syncAuthAtom));
  const unwatch = watchOtherTabs(() => set(syncAuthAtom), () => client.session.refresh());
  let stopped = false;
  set(statusAtom, { isLoading: true, error: null });
  set(syncAuthAtom);
  // The stored user's data (favourites) shows at once; the session answer then brings the server's copy.
  const stored = client.auth.user();
  if (stored) void set(announceSessionChangeAtom, { type: 'loggedIn', user: stored, restored: true });
  client.session.startKeepAlive();
  void client.session
    .restore()
    .then(() => {
      if (stopped) return;
      set(syncAuthAtom);
      set(statusAtom, { isLoading: false, error: null });
      // The session answer replaced the stored user with the server's copy: its data wins.
      const user = client.auth.user();
      if (user) void set(announceSessionChangeAtom, { type: 'userRefreshed', user, previous: null });
    })
    .catch((error: unknown) => {
      if (stopped) return;
      set(syncAuthAtom);
      set(statusAtom, { isLoading: false, error: errorMessage(error, 'Could not reach the TV service') });
    });
  return () => {
    stopped = true;
    unsubscribe();
    unwatch();
    client.session.stopKeepAlive();
  };
});

/**
 * Other tabs share the stored items: their changes arrive as storage events. Other devices change
 * only the server, so coming back to the tab refreshes the session (which carries the user).
 */
function watchOtherTabs(sync: () => void, refresh: () => Promise<unknown>): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let last = 0;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('ftv_')) sync();
  };
  const onReturn = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < FOCUS_REFRESH_GAP_MS) return;
    last = Date.now();
    refresh().catch(() => undefined);
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  };
}

async function afterLogin(get: Getter, set: Setter, user: User) {
  set(syncAuthAtom);
  // Logout stopped the keep-alive; a new login runs it again.
  get(apiClientAtom).session.startKeepAlive();
  // Each feature loads what it shows of the new user (favourites from the user's list); the login answers once they have.
  await set(announceSessionChangeAtom, { type: 'loggedIn', user });
}

export const loginAtom = atom(null, async (get, set, { login, password, signal }: { login: string; password: string; signal?: AbortSignal }): Promise<ActionResult<User>> => {
  set(statusAtom, { isLoading: true, error: null });
  const result = await runAction(set, () => get(apiClientAtom).auth.login(login, password, { signal }), { success: SUCCESS.login });
  set(statusAtom, { isLoading: false, error: result.ok ? null : result.aborted ? null : result.error });
  if (result.ok) await afterLogin(get, set, result.data);
  else set(syncAuthAtom);
  return result;
});

export const registerAtom = atom(null, async (get, set, { email, password, signal }: { email: string; password: string; signal?: AbortSignal }): Promise<ActionResult<User>> => {
  set(statusAtom, { isLoading: true, error: null });
  const result = await runAction(set, () => get(apiClientAtom).auth.register(email, password, { signal }), { success: SUCCESS.register });
  set(statusAtom, { isLoading: false, error: result.ok ? null : result.aborted ? null : result.error });
  if (result.ok) await afterLogin(get, set, result.data);
  else set(syncAuthAtom);
  return result;
});

/** docs/client.md#login-and-logout: server logout, auth/caches/hash/key/settings cleared, keep-alive stopped, anonymous session again. */
export const logoutAtom = atom(null, async (get, set): Promise<ActionResult> => {
  await get(apiClientAtom).auth.logout();
  // Everything that belonged to the user goes, whether or not the sync below still sees the user go.
  void set(announceSessionChangeAtom, { type: 'loggedOut' });
  set(syncAuthAtom);
  set(statusAtom, { isLoading: false, error: null });
  return { ok: true, data: undefined, message: null };
});

export const passwordResetAtom = atom(null, (get, set, { email, signal }: { email: string; signal?: AbortSignal }) =>
  runAction(set, () => get(apiClientAtom).account.passwordReset(email, { signal }), { success: SUCCESS.passwordReset }),
);

/** The mailed reset link's form: a new password for the link's token. */
export const confirmPasswordResetAtom = atom(null, (get, set, { token, password, signal }: { token: string; password: string; signal?: AbortSignal }) =>
  runAction(set, () => get(apiClientAtom).account.confirmPasswordReset(token, password, { signal }), { success: SUCCESS.passwordChanged }),
);
