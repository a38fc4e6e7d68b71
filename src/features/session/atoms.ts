// atoms.ts (session) — the API client the app uses and what it last said about the session.
import { atom } from 'jotai';
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
/** The default channel of the session settings (`play_on_start`). */
export const playOnStartAtom = atom((get) => get(snapshotAtom).settings?.play_on_start ?? null);

export function snapshotOf(client: Client): SessionSnapshot {
  return {
    state: client.session.state(),
    sessionKey: client.session.sessionKey(),
    settings: client.session.settings(),
    user: client.auth.user(),
    hasAccessToken: client.session.accessToken() !== null,
  };
}

/** Copies the client's state into the atoms; the client calls for it whenever something changed. */
export const syncSessionAtom = atom(null, (get, set) => {
  const next = snapshotOf(get(apiClientAtom));
  const prev = get(snapshotAtom);
  // Same values: keep the old object so nothing re-renders for a keep-alive that changed nothing.
  if (JSON.stringify(prev) !== JSON.stringify(next)) set(snapshotAtom, next);
  return next;
});
