// storage.test.ts — the ftv_* items (docs/client.md#persistence) over an injectable backend that may be missing or throw.
import { expect, test } from 'vitest';
import { createStorage, memoryStorage, STORAGE_KEYS } from '../../../src/api/storage.ts';

test('every key carries the ftv_ prefix, with the names of docs/client.md#persistence the instant channel change setting (issue 14) and TV mode (issue 33)', () => {
  expect(Object.values(STORAGE_KEYS).sort()).toEqual(['ftv_access_token', 'ftv_api_settings', 'ftv_app_build', 'ftv_channels_history', 'ftv_instant_zap', 'ftv_password_hash', 'ftv_session_key', 'ftv_stage_place', 'ftv_theme', 'ftv_track_choice', 'ftv_tv_mode', 'ftv_user']);
});

test('JSON items round-trip; a broken item reads as null', () => {
  const backend = memoryStorage();
  const storage = createStorage(() => backend);
  storage.writeJson(STORAGE_KEYS.apiSettings, { session_key: 'k' });
  expect(storage.readJson(STORAGE_KEYS.apiSettings)).toEqual({ session_key: 'k' });
  backend.setItem(STORAGE_KEYS.user, '{oops');
  expect(storage.readJson(STORAGE_KEYS.user)).toBeNull();
});

test('a missing or throwing storage costs persistence, never the action', () => {
  const missing = createStorage(() => null);
  missing.write(STORAGE_KEYS.sessionKey, 'x');
  expect(missing.read(STORAGE_KEYS.sessionKey)).toBeNull();
  const throwing = createStorage(() => ({
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  }));
  expect(() => throwing.write(STORAGE_KEYS.user, '{}')).not.toThrow();
  expect(() => throwing.remove(STORAGE_KEYS.user)).not.toThrow();
  expect(throwing.read(STORAGE_KEYS.user)).toBeNull();
});
