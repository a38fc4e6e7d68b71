// passes.test.ts — the lists that split the server tests (passes.ts) name real files, and none said to reach no database does.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DATABASE_FREE_FILES, REACHES_DATABASE, REAL_TIME_FILES } from './passes.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

test('every file the lists name is a test file', () => {
  const missing = [...REAL_TIME_FILES, ...DATABASE_FREE_FILES].filter((file) => !file.endsWith('.test.ts') || !existsSync(path.join(ROOT, file)));
  expect(missing).toEqual([]);
});

test('a file run once (not again on PostgreSQL) starts no test server and names no database or Redis of the run', () => {
  const reaching = DATABASE_FREE_FILES.filter((file) => REACHES_DATABASE.test(readFileSync(path.join(ROOT, file), 'utf8')));
  expect(reaching).toEqual([]);
  // The check itself sees a file that does.
  expect(REACHES_DATABASE.test(readFileSync(path.join(ROOT, 'tests/unit/server/recorder.test.ts'), 'utf8'))).toBe(true);
});
