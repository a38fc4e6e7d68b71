// storage.ts — the items FTV keeps in the browser (docs/client.md#persistence) and safe access to them.

/** Every key carries the provider brand prefix `ftv_`. */
export const STORAGE_KEYS = {
  sessionKey: 'ftv_session_key',
  user: 'ftv_user',
  theme: 'ftv_theme',
  passwordHash: 'ftv_password_hash',
  accessToken: 'ftv_access_token',
  apiSettings: 'ftv_api_settings',
  channelsHistory: 'ftv_channels_history',
  instantZap: 'ftv_instant_zap',
  tvMode: 'ftv_tv_mode',
  trackChoice: 'ftv_track_choice',
  stagePlace: 'ftv_stage_place',
  appBuild: 'ftv_app_build',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of the Web Storage API FTV uses: `window.localStorage`, or an in-memory one in tests. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FtvStorage {
  read: (key: StorageKey) => string | null;
  write: (key: StorageKey, value: string) => void;
  remove: (key: StorageKey) => void;
  /** Parsed JSON, or null when absent or not JSON (a hand-edited item must not break the start). */
  readJson: <T>(key: StorageKey) => T | null;
  writeJson: (key: StorageKey, value: unknown) => void;
}

/** A Storage that lives only in memory: node tests, and browsers without usable storage. */
export function memoryStorage(): StorageBackend & { clear: () => void; readonly length: number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    get length() {
      return items.size;
    },
  };
}

// Storage can be missing (node, some embedded browsers) or throw (private mode, quota):
// FTV then behaves as if nothing was stored rather than failing to start.
export function browserStorage(): StorageBackend | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Typed, never-throwing access over a backend that is looked up on each use (it may appear late). */
export function createStorage(backend: () => StorageBackend | null = browserStorage): FtvStorage {
  const read = (key: StorageKey) => {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: StorageKey, value: string) => {
    try {
      backend()?.setItem(key, value);
    } catch {
      // A full or blocked storage only costs persistence, never the action itself.
    }
  };
  const remove = (key: StorageKey) => {
    try {
      backend()?.removeItem(key);
    } catch {
      // As above: nothing to undo.
    }
  };
  return {
    read,
    write,
    remove,
    readJson: <T>(key: StorageKey) => {
      const text = read(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    writeJson: (key, value) => write(key, JSON.stringify(value)),
  };
}

const defaultStorage = createStorage();

export const readItem = defaultStorage.read;
export const writeItem = defaultStorage.write;
export const removeItem = defaultStorage.remove;
