// dvr.integration.test.ts — the recorder calls against the real provider: schedule a coming programme, see it recorded, remove it.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createClient, isRecorded, memoryStorage } from '../../../src/api/index.ts';
import { startTestServer, type TestServer } from '../server/support.ts';

let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestServer({ FTV_RATE_LIMIT_OFF: '1' });
  baseUrl = await server.listen();
}, 60_000);
afterAll(() => server?.close());

test('dvr: add (sent as {channel_id, programme_id, start_time}), list with userStorage, isRecorded, remove {recording_id}', async () => {
  const client = createClient({ baseUrl, storage: memoryStorage() });
  await client.auth.register(`dvr-${process.pid}-${Date.now()}@ftv.example`, 'dvr-password');
  // docs/client.md#login-and-logout: a login loads the recordings in the background.
  await vi.waitFor(() => expect(client.recordingsCache.get()).toMatchObject({ recordings: [] }));
  const channel = (await client.channels.list()).find((c) => c.isFree && c.recordable)!;
  const guide = await client.guide.channel(channel.id);
  // A programme that has not started: the recorder only schedules it, nothing is captured during the test.
  const programme = guide.data.find((p) => p.allowDvr && p.start > guide.currentTime! + 3600 && p.length <= 2 * 3600)!;
  expect(programme).toBeDefined();

  const before = await client.dvr.list({ fresh: true });
  expect(before.recordings).toEqual([]);
  expect(before.userStorage.total).toBeGreaterThan(0);
  expect(isRecorded(programme, before.recordings)).toBe(false);

  const added = await client.dvr.add(programme);
  expect(added).toMatchObject({ channelId: channel.id, programmeId: programme.id, start: programme.start, status: 'Accepted' });
  const cached = await client.dvr.list(); // from the recordings cache, kept in step by add
  expect(isRecorded(programme, cached.recordings)).toBe(true);
  const fresh = await client.dvr.list({ fresh: true });
  expect(fresh.recordings.map((r) => r.id)).toEqual([added!.id]);
  expect(isRecorded(programme, fresh.recordings)).toBe(true);

  await expect(client.dvr.add(programme)).rejects.toThrow('Already recorded');
  await client.dvr.remove(added!.id);
  expect((await client.dvr.list()).recordings).toEqual([]);
  expect((await client.dvr.list({ fresh: true })).recordings).toEqual([]);
  await expect(client.dvr.remove(added!.id)).rejects.toThrow('Recording not found');
}, 60_000);
