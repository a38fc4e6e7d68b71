// lifecycle.test.ts — the composition root: an app built without its jobs answers and runs nothing in the background; with them, they start with the app and stop with it, and a graceful stop hands its leases over.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDataDir, startTestServer, type TestServer } from './support.ts';

/**
 * Background work runs on intervals (the recorder's loop, the archive, the lineup refresh): they are counted by faking
 * setInterval alone (everything else, the database's I/O included, runs for real). Faked, the intervals never fire:
 * these tests only count them.
 */
const intervals = () => vi.getTimerCount();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  vi.useRealTimers();
});

test('without its jobs the app answers requests and leaves no timer running', async () => {
  server = await startTestServer({ FTV_ARCHIVE: '1' }, { jobs: false });
  const key = await server.init();
  expect((await server.get('/tv/api/channels', { session_key: key })).statusCode).toBe(200);
  expect(intervals()).toBe(0);
});

test('with its jobs the recorder loop runs from the start and stops with the app; a graceful stop hands its leases over at once', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-lifecycle-'));
  try {
    const first = await startTestServer({ DATA_DIR: dataDir, FTV_ARCHIVE: '1' });
    // The recorder's loop, the archive's, the demo guide's rolling horizon, the recording rules' round, the reminder mails',
    // the lineup's refresh (which looks for sources each period: the console may add one at any time) and the streams'
    // health samples.
    expect(intervals()).toBe(7);
    expect(await first.app.services.leases.hold('lifecycle-test')).toBe(true);
    await first.close();
    expect(intervals()).toBe(0);
    // The next instance takes the job at once: without the handover it would wait out the lease (LEASE_SECONDS).
    server = await startTestServer({ DATA_DIR: dataDir }, { jobs: false });
    expect(await server.app.services.leases.hold('lifecycle-test')).toBe(true);
  } finally {
    await server?.close();
    server = null;
    await removeDataDir(dataDir);
  }
});
