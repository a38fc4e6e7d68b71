// session.ts — the session lifecycle: init, restore, the 410/403 recovery around every call, refresh and keep-alive.
import { ApiError, isAbortError, isApiError } from './errors';
import type { Emitter } from './events';
import { ERRORS } from './messages';
import { fromSessionSettings, isObject, looksLikeUser, sameId, toSessionSettings, toUser } from './normalise';
import { STORAGE_KEYS, type FtvStorage } from './storage';
import { updateStoredUser } from './storedUser';
import type { RequestSpec, Transport } from './transport';
import type { CallOptions, SessionSettings } from './types';

/** The keep-alive interval (docs/client.md#constants). */
export const KEEP_ALIVE_MS = 200_000;

export type SessionState = 'uninitialised' | 'initialised';

/** What an automatic re-login came to: 'rejected' and 'unavailable' end the login, 'failed' (network) keeps it. */
export type ReloginOutcome = 'ok' | 'rejected' | 'failed' | 'unavailable';

export interface AppCredentials {
  appId: string;
  appSecret: string;
}

export interface CallPolicy {
  /** false: no re-init or re-login on 410/403 (the calls that are themselves part of recovering). */
  recover?: boolean;
  /** false: a 403 is the caller's (login and register: wrong credentials), not the token's — no token cleared, no re-login. */
  relogin?: boolean;
}

export interface Session {
  state: () => SessionState;
  sessionKey: () => string | null;
  accessToken: () => string | null;
  settings: () => SessionSettings | null;
  /** POST /tv/api/init: a new anonymous session. */
  init: (options?: CallOptions) => Promise<SessionSettings>;
  /** The current session key, making a session first if there is none (and logging the stored user back in). */
  ensure: (options?: CallOptions) => Promise<string>;
  /** A call with the session's key and token, recovering once from 410 (re-init) and 403 (re-login). */
  call: (spec: RequestSpec, policy?: CallPolicy) => Promise<unknown>;
  /** The session update (keep-alive): 410 raises 'Session expired', 403 'Unauthorized'; any failure re-initialises. */
  refresh: (options?: CallOptions) => Promise<SessionSettings>;
  /** At start: keep the stored session if it is still alive, else a new one; the stored user is logged back in. */
  restore: (options?: CallOptions) => Promise<SessionSettings | null>;
  clearSessionKey: () => void;
  /** Removes the hashed password, the access token and the user; the session key stays (docs/client.md#login-and-logout). */
  clearAuth: () => void;
  clearSettings: () => void;
  startKeepAlive: () => void;
  stopKeepAlive: () => void;
  keepAliveRunning: () => boolean;
  /** Late-bound by the auth module: logs the stored user in again with the saved login and hash. */
  setRelogin: (relogin: () => Promise<ReloginOutcome>) => void;
  events: Emitter;
}

export function createSession({ transport, storage, credentials, events }: { transport: Transport; storage: FtvStorage; credentials: AppCredentials; events: Emitter }): Session {
  let state: SessionState = 'uninitialised';
  let renewing: Promise<SessionSettings> | null = null;
  let relogging: Promise<ReloginOutcome> | null = null;
  let relogin: () => Promise<ReloginOutcome> = async () => 'unavailable';
  let keepAlive: ReturnType<typeof setInterval> | null = null;

  const sessionKey = () => storage.read(STORAGE_KEYS.sessionKey) || null;
  const accessToken = () => storage.read(STORAGE_KEYS.accessToken) || null;
  const hasUser = () => storage.read(STORAGE_KEYS.user) !== null;

  function clearSessionKey() {
    storage.remove(STORAGE_KEYS.sessionKey);
    state = 'uninitialised';
    events.emit();
  }

  function clearAuth() {
    storage.remove(STORAGE_KEYS.passwordHash);
    storage.remove(STORAGE_KEYS.accessToken);
    storage.remove(STORAGE_KEYS.user);
    events.emit();
  }

  function dropToken() {
    if (accessToken() === null) return;
    storage.remove(STORAGE_KEYS.accessToken);
    events.emit();
  }

  /** Keeps what the provider said about the session, in its names; the access token is the provider's ftv_token. */
  function store(settings: SessionSettings) {
    storage.write(STORAGE_KEYS.sessionKey, settings.sessionKey);
    storage.writeJson(STORAGE_KEYS.apiSettings, fromSessionSettings(settings));
    if (settings.loggedIn && settings.accessToken) storage.write(STORAGE_KEYS.accessToken, settings.accessToken);
    else storage.remove(STORAGE_KEYS.accessToken);
    state = 'initialised';
    events.emit();
  }

  /**
   * A logged-in session answer carries the user: the server's copy replaces the stored one of the same
   * user, so favourites or a profile changed in another tab or on another device reach this one.
   */
  function adoptUser(answer: unknown) {
    if (!isObject(answer) || !looksLikeUser(answer.user)) return;
    const next = toUser(answer.user);
    updateStoredUser(storage, (stored) => (sameId(stored.id, next.id) ? next : stored));
  }

  /** One re-login at a time: concurrent 403s or expiries share it. */
  function reloginOnce(): Promise<ReloginOutcome> {
    relogging ??= relogin()
      .catch((): ReloginOutcome => 'failed')
      .then((outcome) => {
        // A provider that no longer takes the saved login and hash: the login is over, consistently.
        if (outcome === 'rejected' || outcome === 'unavailable') clearAuth();
        return outcome;
      })
      .finally(() => {
        relogging = null;
      });
    return relogging;
  }

  /** A user is stored but the session is anonymous: log them back in (unless that is what is running). */
  async function reconcile(settings: SessionSettings) {
    if (!settings.loggedIn && hasUser() && relogging === null) await reloginOnce();
  }

  async function init(options: CallOptions = {}): Promise<SessionSettings> {
    const answer = await transport.send(
      { method: 'POST', path: '/tv/api/init', body: { app_id: credentials.appId, app_secret: credentials.appSecret }, signal: options.signal },
      null,
      null,
    );
    const settings = toSessionSettings(answer);
    store(settings);
    return settings;
  }

  /** A new session, and the stored user logged back into it: what a 410 or a missing key leads to. */
  function renew(options: CallOptions = {}): Promise<SessionSettings> {
    renewing ??= (async () => {
      const settings = await init(options);
      await reconcile(settings);
      return readSettings() ?? settings;
    })().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  async function ensure(options: CallOptions = {}): Promise<string> {
    const key = sessionKey();
    if (key) return key;
    await renew(options);
    const renewed = sessionKey();
    if (!renewed) throw new ApiError(0, ERRORS.noSessionKey);
    return renewed;
  }

  async function call(spec: RequestSpec, { recover = true, relogin: mayRelogin = true }: CallPolicy = {}): Promise<unknown> {
    const key = await ensure(spec);
    const token = accessToken();
    try {
      return await transport.send(spec, key, token);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 410) {
        // docs/client.md#session-lifecycle: the key is cleared and the app re-initialises; the call is tried once more.
        // Only the key this call used is cleared: another call may already have renewed it.
        if (sessionKey() === key) clearSessionKey();
        if (!recover) throw error;
        await ensure(spec);
        return call(spec, { recover: false });
      }
      // Login and register (relogin: false) answer 403 for wrong credentials, which says nothing about the token.
      if (error.status === 403 && token !== null && mayRelogin) {
        // docs/client.md#session-lifecycle: a 403 while a token is held clears the stored token. The saved login and hash
        // then get one chance to log the user back in; the call is retried once if they do.
        if (accessToken() === token) dropToken();
        if (!recover) throw error;
        const outcome = accessToken() === null ? await reloginOnce() : 'ok';
        if (outcome === 'ok') return call(spec, { recover: false });
      }
      throw error;
    }
  }

  function readSettings(): SessionSettings | null {
    const saved = storage.readJson<unknown>(STORAGE_KEYS.apiSettings);
    try {
      return saved === null ? null : toSessionSettings(saved);
    } catch {
      return null;
    }
  }

  async function refresh(options: CallOptions = {}): Promise<SessionSettings> {
    const key = sessionKey();
    if (!key) {
      await ensure(options);
      return readSettings()!;
    }
    const token = accessToken();
    let settings: SessionSettings;
    let answer: unknown;
    try {
      answer = await transport.send({ method: 'GET', path: '/tv/api/session', signal: options.signal }, key, token);
      settings = toSessionSettings(answer);
    } catch (error) {
      if (isAbortError(error)) throw error;
      if (isApiError(error) && error.status === 403) {
        dropToken();
        throw new ApiError(403, ERRORS.unauthorized, error.body, { cause: error });
      }
      // docs/client.md#session-lifecycle: a failed refresh re-initialises (410 first clears the key). If init fails as well,
      // a key that was not expired stays, so a passing network fault loses nothing.
      if (isApiError(error) && error.status === 410 && sessionKey() === key) clearSessionKey();
      await renew().catch(() => undefined);
      if (isApiError(error) && error.status === 410) throw new ApiError(410, ERRORS.sessionExpired, error.body, { cause: error });
      throw error;
    }
    if (settings.loggedIn) adoptUser(answer);
    store(settings);
    await reconcile(settings);
    return readSettings() ?? settings;
  }

  async function restore(options: CallOptions = {}): Promise<SessionSettings | null> {
    if (sessionKey()) {
      try {
        return await refresh(options);
      } catch (error) {
        if (isAbortError(error)) throw error;
        // An expired key was already replaced by refresh; anything else leaves us where init would.
        if (sessionKey() && state === 'initialised') return readSettings();
        throw error;
      }
    }
    await ensure(options);
    return readSettings();
  }

  return {
    state: () => state,
    sessionKey,
    accessToken,
    settings: readSettings,
    init,
    ensure,
    call,
    refresh,
    restore,
    clearSessionKey,
    clearAuth,
    clearSettings: () => {
      storage.remove(STORAGE_KEYS.apiSettings);
      events.emit();
    },
    startKeepAlive: () => {
      if (keepAlive !== null) return;
      // Errors are handled inside refresh (re-init, token cleared); the timer only keeps going.
      keepAlive = setInterval(() => void refresh().catch(() => undefined), KEEP_ALIVE_MS);
    },
    stopKeepAlive: () => {
      if (keepAlive !== null) clearInterval(keepAlive);
      keepAlive = null;
    },
    keepAliveRunning: () => keepAlive !== null,
    setRelogin: (fn) => {
      relogin = fn;
    },
    events,
  };
}

/** docs/client.md#session-lifecycle: cancel-subscription, subscribe and password-reset need a session already there; they do not make one. */
export function requireSessionKey(session: Session): string {
  const key = session.sessionKey();
  if (!key) throw new ApiError(0, ERRORS.noSessionKey);
  return key;
}
