// storage.ts — the items FTV keeps in the browser (DESIGN.md §4) and safe access to them.

/** Every key carries the provider brand prefix `ftv_`. */
export const STORAGE_KEYS = {
  sessionKey: 'ftv_session_key',
  user: 'ftv_user',
  theme: 'ftv_theme',
  passwordHash: 'ftv_password_hash',
  accessToken: 'ftv_access_token',
  apiSettings: 'ftv_api_settings',
  channelsHistory: 'ftv_channels_history',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be missing (node, some embedded browsers) or throw (private mode, quota):
// FTV then behaves as if nothing was stored rather than failing to start.
function backend(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    backend()?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs persistence, never the action itself.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // As above: nothing to undo.
  }
}
