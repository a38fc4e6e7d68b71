// atoms.ts (session) — the API client the app uses, what it last said about the session, and the session-change announcement features reset on.
import { atom, type Getter, type Setter } from 'jotai';
import { api, type Client, type SessionSettings, type SessionState, type User } from '../../api';

/** The client every feature talks through; tests put one aimed at a test server here. */
export const apiClientAtom = atom<Client>(api);

export interface SessionSnapshot {
  state: SessionState;
  sessionKey: string | null;
  settings: SessionSettings | null;
  user: User | null;
  hasAccessToken: boolean;
}

const EMPTY: SessionSnapshot = { state: 'uninitialised', sessionKey: null, settings: null, user: null, hasAccessToken: false };

const snapshotAtom = atom<SessionSnapshot>(EMPTY);

/** The session as last synced from the client (which keeps it in storage). */
export const sessionSnapshotAtom = atom((get) => get(snapshotAtom));
export const sessionSettingsAtom = atom((get) => get(snapshotAtom).settings);
export const sessionKeyAtom = atom((get) => get(snapshotAtom).sessionKey);
/** The default channel of the session settings (`playOnStart`). */
export const playOnStartAtom = atom((get) => get(snapshotAtom).settings?.playOnStart ?? null);

/** The session start's progress and its failure; the auth feature writes it, everyone reads authStateAtom. */
export const authStatusAtom = atom<{ isLoading: boolean; error: string | null }>({ isLoading: true, error: null });

export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  sessionKey: string | null;
  isLoading: boolean;
  error: string | null;
}

/** docs/client.md#authentication-state: authenticated means both a session key and user data are stored. */
export const authStateAtom = atom<AuthState>((get) => {
  const { sessionKey, user } = get(snapshotAtom);
  const { isLoading, error } = get(authStatusAtom);
  return { isAuthenticated: sessionKey !== null && user !== null, user, sessionKey, isLoading, error };
});
export const userAtom = atom((get) => get(authStateAtom).user);
export const isAuthenticatedAtom = atom((get) => get(authStateAtom).isAuthenticated);

/**
 * What a feature holding the user's data hears when the session's user changes:
 * - `loggedIn`: a login or registration succeeded, or (`restored`) the app started with a stored login;
 * - `loggedOut`: a logout, or the login ended underneath (a 403/410 the re-login could not mend, a
 *   logout in another tab): everything of the previous user must go;
 * - `userRefreshed`: the same login, with the stored user's copy replaced (a session refresh, another
 *   tab, a profile change); `previous` is the copy it replaced, null when the session start's answer
 *   arrived (compare with what you hold).
 */
export type SessionChange =
  | { type: 'loggedIn'; user: User; restored?: boolean }
  | { type: 'loggedOut' }
  | { type: 'userRefreshed'; user: User; previous: User | null };

/** Runs inside the announcing write, with that store's get and set; must be idempotent (a logout may be heard twice). */
export type SessionChangeHandler = (change: SessionChange, get: Getter, set: Setter) => void | Promise<unknown>;

// Module-level, not per store: each feature registers once when its atoms module loads, and the
// handler acts on whichever store announced (the app's, or a test's). Keyed by owner, so a module
// loaded again (hot reload) replaces its handler instead of adding a second.
const handlers = new Map<string, SessionChangeHandler>();

/**
 * A feature's atoms module calls this at load to reset (or reload) its own state on a session change;
 * answers the unsubscribe. The app loads those modules with the session's start (src/app), so none
 * misses the first announcement.
 */
export function onSessionChange(owner: string, handler: SessionChangeHandler): () => void {
  handlers.set(owner, handler);
  return () => {
    if (handlers.get(owner) === handler) handlers.delete(owner);
  };
}

/**
 * Announces a change to every registered feature: the synchronous part of each handler (a reset) has
 * run when this returns; the promise settles when their asynchronous parts (a reload) have.
 */
export const announceSessionChangeAtom = atom(null, (get, set, change: SessionChange): Promise<void> => {
  const pending = [...handlers.values()].map((handler) => handler(change, get, set));
  return Promise.all(pending).then(() => undefined);
});

export function snapshotOf(client: Client): SessionSnapshot {
  return {
    state: client.session.state(),
    sessionKey: client.session.sessionKey(),
    settings: client.session.settings(),
    user: client.auth.user(),
    hasAccessToken: client.session.accessToken() !== null,
  };
}

/**
 * Copies the client's state into the atoms (the client calls for it whenever something changed) and
 * announces what changed underneath: a login that ended, another user in its place (another tab), or
 * the same user's stored copy replaced. A login in this tab is announced by the auth feature.
 */
export const syncSessionAtom = atom(null, (get, set) => {
  const next = snapshotOf(get(apiClientAtom));
  const prev = get(snapshotAtom);
  // Same values: keep the old object so nothing re-renders for a keep-alive that changed nothing.
  if (JSON.stringify(prev) !== JSON.stringify(next)) set(snapshotAtom, next);
  const before = prev.user;
  const { user } = next;
  if (before !== null && user === null) void set(announceSessionChangeAtom, { type: 'loggedOut' });
  else if (before !== null && user !== null && before.id !== user.id) {
    // Another tab logged out and in as someone else before this one synced: nothing of the first may stay.
    void set(announceSessionChangeAtom, { type: 'loggedOut' });
    void set(announceSessionChangeAtom, { type: 'loggedIn', user });
  } else if (before !== null && user !== null && JSON.stringify(before) !== JSON.stringify(user)) {
    void set(announceSessionChangeAtom, { type: 'userRefreshed', user, previous: before });
  }
  return next;
});
