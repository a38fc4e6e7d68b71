// migrations.test.ts — the database is migrated at start: from an empty data dir, and again over an existing one.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { migrate, openDatabase } from '../../../server/db/connect.ts';
import { removeDataDir, startTestServer } from './support.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-migrate-'));
afterAll(() => removeDataDir(dataDir));

test('an empty data dir gets every migration; a second start applies none and keeps the data', async () => {
  const db = await openDatabase({ dataDir });
  const applied = await migrate(db);
  expect(applied[0]).toBe('0001_initial');
  expect(await migrate(db)).toEqual([]);
  await db.destroy();
});

test('restarting over an existing data dir seeds nothing twice and loses nothing', async () => {
  const first = await startTestServer({ DATA_DIR: dataDir });
  const { db } = first.app.deps;
  const count = async (table: 'channels' | 'plans' | 'users') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const channels = await count('channels');
  const plans = await count('plans');
  expect(channels).toBeGreaterThanOrEqual(40);
  expect(plans).toBeGreaterThanOrEqual(3);
  const key = await first.init();
  await first.post('/tv/api/register', { session_key: key, email: 'kept@ftv.example', password: 'e10adc3949ba59abbe56e057f20f883e' });
  await first.app.close();

  const second = await startTestServer({ DATA_DIR: dataDir });
  try {
    const again = second.app.deps.db;
    const n = async (table: 'channels' | 'plans') => Number((await again.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await n('channels')).toBe(channels);
    expect(await n('plans')).toBe(plans);
    const login = await second.post('/tv/api/login', { session_key: key, login: 'kept@ftv.example', password: 'e10adc3949ba59abbe56e057f20f883e' });
    expect(login.statusCode).toBe(200);
  } finally {
    await second.app.close();
  }
});
