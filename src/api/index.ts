// api/index.ts — the client of the FTV provider API, grouped by area; `api` is the app's instance.
import { createClient } from './client';

export * as storage from './storage';
export { STORAGE_KEYS, memoryStorage, type StorageKey, type StorageBackend } from './storage';
export { API_BASE_URL, apiUrl } from './config';
export { createClient, type Client, type ClientOptions } from './client';
export { ApiError, isApiError, isAbortError } from './errors';
export { SUCCESS, FALLBACK, ERRORS, MIN_PASSWORD_LENGTH } from './messages';
export { KEEP_ALIVE_MS, type SessionState, type ReloginOutcome } from './session';
export { DEFAULT_CACHE_MS, RECORDINGS_CACHE_MS } from './cache';
export { HISTORY_LIMIT } from './history';
export { CHAT_HISTORY } from './chat';
export { isRecorded } from './dvr';
export { guideWindowKey, type GuideWindowRequest } from './guide';
export { sameId } from './normalise';
export type * from './types';

/**
 * The app's client: same origin (or VITE_FTV_API_BASE), window.localStorage, the global fetch.
 * Pure: a bundle that only needs STORAGE_KEYS (the theme at start) leaves the client out.
 */
export const api = /* @__PURE__ */ createClient();
