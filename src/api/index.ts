// api/index.ts — the client of the FTV provider API, grouped by area.
export * as storage from './storage';
export { STORAGE_KEYS, type StorageKey } from './storage';
export { API_BASE_URL, apiUrl } from './config';
