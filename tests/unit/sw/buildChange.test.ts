// buildChange.test.ts — "FTV was updated." only when the build at this start replaced another one this browser started with.
import { expect, test } from 'vitest';
import { createStorage, memoryStorage, STORAGE_KEYS } from '../../../src/api/storage.ts';
import { noteBuild } from '../../../src/app/pwa/buildChange.ts';

test('the first build is remembered, not announced; the same build again is nothing; another one is an update', () => {
  const backend = memoryStorage();
  const storage = createStorage(() => backend);
  expect(noteBuild('b1', storage)).toBe(false);
  expect(storage.read(STORAGE_KEYS.appBuild)).toBe('b1');
  expect(noteBuild('b1', storage)).toBe(false);
  expect(noteBuild('b2', storage)).toBe(true);
  expect(storage.read(STORAGE_KEYS.appBuild)).toBe('b2');
  expect(noteBuild('b2', storage)).toBe(false);
});

test('no answer from a worker changes nothing', () => {
  const backend = memoryStorage();
  const storage = createStorage(() => backend);
  expect(noteBuild('b1', storage)).toBe(false);
  expect(noteBuild(null, storage)).toBe(false);
  expect(storage.read(STORAGE_KEYS.appBuild)).toBe('b1');
});

test('blocked storage: never an update', () => {
  const storage = createStorage(() => null);
  expect(noteBuild('b1', storage)).toBe(false);
  expect(noteBuild('b2', storage)).toBe(false);
});
