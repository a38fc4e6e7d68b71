// auth.ts — login, registration, automatic re-login and logout: the sequences of docs/client.md#login-and-logout.
import { ApiError, failWith, isApiError } from './errors';
import { FALLBACK } from './messages';
import { looksLikeUser, toUser } from './normalise';
import { checkNewPassword, hashForLogin, md5Hex } from './password';
import type { ReloginOutcome, Session } from './session';
import { STORAGE_KEYS, type FtvStorage } from './storage';
import type { CallOptions, User } from './types';

export interface AuthApi {
  /** The stored user, if any. */
  user: () => User | null;
  /** docs/client.md#authentication-state: both a session key and user data are stored. */
  isAuthenticated: () => boolean;
  login: (login: string, password: string, options?: CallOptions) => Promise<User>;
  register: (email: string, password: string, options?: CallOptions) => Promise<User>;
  /** Logs the stored user in again with the saved login (ftv_user's `login`) and hash (ftv_password_hash). */
  relogin: () => Promise<ReloginOutcome>;
  logout: () => Promise<void>;
}

export interface AuthDeps {
  session: Session;
  storage: FtvStorage;
  /** Runs after a login or registration without being awaited (docs/client.md#login-and-logout: recordings load in the background). */
  afterLogin: () => Promise<unknown>;
  /** Everything cached in memory (docs/client.md#caches: cleared on logout). */
  clearCaches: () => void;
}

export function createAuth({ session, storage, afterLogin, clearCaches }: AuthDeps): AuthApi {
  const user = () => {
    const saved = storage.readJson<unknown>(STORAGE_KEYS.user);
    return looksLikeUser(saved) ? toUser(saved) : null;
  };

  /** Stores the user and hash, then refreshes the session: the refreshed settings carry the access token. */
  async function loggedIn(answer: unknown, hash: string, fallback: string, options: CallOptions): Promise<User> {
    if (!looksLikeUser(answer)) throw new ApiError(0, fallback, answer);
    const next = toUser(answer);
    storage.writeJson(STORAGE_KEYS.user, next);
    storage.write(STORAGE_KEYS.passwordHash, hash);
    try {
      await session.refresh(options);
    } catch (error) {
      // Without the token nothing that needs the login works: report the login as failed, consistently.
      session.clearAuth();
      throw error;
    }
    if (session.accessToken() === null) {
      session.clearAuth();
      throw new ApiError(0, fallback);
    }
    // The recordings load only once the token is there: the provider answers them to a logged-in session.
    void afterLogin().catch(() => undefined);
    return next;
  }

  async function login(login: string, password: string, options: CallOptions = {}): Promise<User> {
    return failWith(FALLBACK.login, async () => {
      const hash = await hashForLogin(storage, password);
      const answer = await session.call({ method: 'POST', path: '/tv/api/login', body: { login, password: hash }, signal: options.signal }, { relogin: false });
      return loggedIn(answer, hash, FALLBACK.login, options);
    });
  }

  async function register(email: string, password: string, options: CallOptions = {}): Promise<User> {
    return failWith(FALLBACK.register, async () => {
      checkNewPassword(password, 'Password must be at least 8 characters');
      const hash = await md5Hex(password);
      const answer = await session.call({ method: 'POST', path: '/tv/api/register', body: { email, password: hash }, signal: options.signal }, { relogin: false });
      return loggedIn(answer, hash, FALLBACK.register, options);
    });
  }

  async function relogin(): Promise<ReloginOutcome> {
    const saved = user();
    const hash = storage.read(STORAGE_KEYS.passwordHash);
    if (!saved || !hash || !(saved.login || saved.email)) return 'unavailable';
    try {
      // recover: false — this call is itself part of recovering from a 410 or 403.
      const answer = await session.call({ method: 'POST', path: '/tv/api/login', body: { login: saved.login || saved.email, password: hash } }, { recover: false });
      if (!looksLikeUser(answer)) return 'rejected';
      storage.writeJson(STORAGE_KEYS.user, toUser(answer));
      await session.refresh();
      return session.accessToken() === null ? 'failed' : 'ok';
    } catch (error) {
      // The provider said no (wrong hash after a password change elsewhere, account gone): the login ends.
      // No answer at all (network, 5xx, rate limit) keeps it for the next attempt.
      return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429 && error.status !== 410 ? 'rejected' : 'failed';
    }
  }

  async function logout(): Promise<void> {
    session.stopKeepAlive();
    try {
      await session.call({ method: 'POST', path: '/tv/api/logout' }, { recover: false });
    } catch {
      // Logging out locally must work offline too: the server's session expires on its own.
    }
    session.clearAuth();
    clearCaches();
    session.clearSessionKey();
    session.clearSettings();
    try {
      await session.init();
    } catch {
      // No network: the next call initialises (ensure) as anonymous.
    }
  }

  return {
    user,
    isAuthenticated: () => session.sessionKey() !== null && user() !== null,
    login,
    register,
    relogin,
    logout,
  };
}
