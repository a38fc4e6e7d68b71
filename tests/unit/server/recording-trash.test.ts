// recording-trash.test.ts — deleted recordings wait in a trash (restorable, their space held), purged after 7 days or when a booking needs the space, the longest there first; keep rules move a rule's oldest recordings there, never a protected one.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';
import type { RecordingRule, RecordingsList } from '../../../wire/types.ts';
import { programmeIdOf } from '../../../server/programmes/programme.ts';

const HOUR = 3600;
const DAY = 86400;

let server: TestServer;
beforeAll(async () => {
  // The rules' round (housekeeping) runs when a test calls it.
  server = await startTestServer({}, { jobs: false });
});
afterAll(() => server?.close());

const list = async (user: TestUser) => (await server.get('/tv/api/dvr/list', { session_key: user.sessionKey }, user.token)).json() as RecordingsList;
const post = (user: TestUser, url: string, body: Record<string, unknown>) => server.post(url, { session_key: user.sessionKey, ...body }, user.token);

/** A finished recording of an earlier programme, written as the scheduler leaves one. */
async function recorded(user: TestUser, hoursAgo: number, length: number, ruleId: number | null = null): Promise<number> {
  const start = server.now() - hoursAgo * HOUR;
  const row = await server.app.deps.db
    .insertInto('recordings')
    .values({ user_id: user.userId, channel_id: 101, programme_id: programmeIdOf(101, start), title: `Recorded ${hoursAgo} h ago`, description: '', time_start: start, length, status: 'Recorded', reason: null, recorded_from: null, next_sequence: null, segments_done: 1, missing_seconds: 0, created_at: start, rule_id: ruleId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The free plan's 5 hours all in the trash: two recordings of two and a half hours, deleted a second apart (the first longer there). */
async function fillTheTrash(user: TestUser): Promise<[number, number]> {
  const first = await recorded(user, 50, 2.5 * HOUR);
  const second = await recorded(user, 40, 2.5 * HOUR);
  await post(user, '/tv/api/dvr/remove', { recording_id: first });
  server.advance(1);
  await post(user, '/tv/api/dvr/remove', { recording_id: second });
  return [first, second];
}

test('a deleted recording goes to the trash, out of the list but its space held, and comes back when restored', async () => {
  const user = await createLoggedInUser(server);
  const id = await recorded(user, 30, HOUR);
  expect((await post(user, '/tv/api/dvr/remove', { recording_id: id })).json()).toEqual({ success: true });
  const trashed = await list(user);
  expect(trashed.recordings).toEqual([]);
  expect(trashed.trash).toEqual([expect.objectContaining({ id, status: 'Recorded', protected: false, deleted_at: expect.any(Number) })]);
  expect(trashed.trash![0]!.purge_at).toBe(trashed.trash![0]!.deleted_at! + 7 * DAY);
  // Nothing to play from the trash; the space is still taken.
  expect(trashed.trash![0]!.stream_url).toBeUndefined();
  expect(trashed.userStorage.recorded).toBe(1);
  // Deleting it again is not found: it is in the trash already.
  expect((await post(user, '/tv/api/dvr/remove', { recording_id: id })).statusCode).toBe(404);
  const restored = await post(user, '/tv/api/dvr/restore', { recording_id: id });
  expect(restored.json()).toMatchObject({ success: true, recording: { id, stream_url: expect.any(String) } });
  expect(restored.json().recording.deleted_at).toBeUndefined();
  expect((await list(user)).recordings.map((r) => r.id)).toEqual([id]);
  expect((await post(user, '/tv/api/dvr/restore', { recording_id: id })).json()).toEqual({ success: false, message: 'Recording not in the trash' });
  expect((await post(user, '/tv/api/dvr/protect', { recording_id: id, protected: 'yes' })).json()).toEqual({ success: false, message: 'protected must be true or false' });
  // Someone else's is not found.
  const other = await createLoggedInUser(server);
  expect((await post(other, '/tv/api/dvr/protect', { recording_id: id, protected: true })).statusCode).toBe(404);
});

test('a booking that needs the space purges the trash, the longest there first, and only as much as it needs', async () => {
  const user = await createLoggedInUser(server);
  const [, second] = await fillTheTrash(user);
  const { next_playing } = (await server.get('/tv/api/channel/101', { session_key: user.sessionKey }, user.token)).json();
  const add = await post(user, '/tv/api/dvr/add', { channel_id: 101, programme_id: next_playing.programme, start_time: next_playing.startdatetime });
  expect(add.statusCode).toBe(200);
  const after = await list(user);
  expect(after.trash!.map((r) => r.id)).toEqual([second]);
  expect(after.recordings.map((r) => r.status)).toEqual(['Accepted']);
});

test('a rule\'s bookings take their space from the trash too, the longest there first', async () => {
  const user = await createLoggedInUser(server);
  const [, second] = await fillTheTrash(user);
  const rule = (await post(user, '/tv/api/dvr/rules', { kind: 'slot', channel_id: 101, start_from: '00:00', start_to: '23:59', weekdays: [0, 1, 2, 3, 4, 5, 6], title: 'Everything on 101' })).json().rule as RecordingRule;
  const booked = rule.airings.filter((a) => a.outcome === 'booked');
  expect(booked.length).toBeGreaterThan(0);
  const after = await list(user);
  // What the bookings needed came out of the trash, the longest there first; the storage holds no more than the plan.
  const bookedSeconds = after.recordings.reduce((sum, r) => sum + r.length, 0);
  expect(after.trash!.map((r) => r.id)).toEqual(bookedSeconds > 2.5 * HOUR ? [] : [second]);
  expect(after.userStorage.recorded).toBeLessThanOrEqual(5);
  expect(rule.airings.some((a) => a.reason === 'storage full at that time')).toBe(true);
});

test('keep the last N: older recordings of the rule go to the trash, never a protected one; the trash empties after 7 days', async () => {
  const user = await createLoggedInUser(server);
  const rule = (await post(user, '/tv/api/dvr/rules', { kind: 'keyword', keyword: 'no programme is called this', keep_count: 2 })).json().rule as RecordingRule;
  expect(rule).toMatchObject({ keep_count: 2, keep_days: null });
  const ids = [await recorded(user, 10, 600, rule.id), await recorded(user, 20, 600, rule.id), await recorded(user, 30, 600, rule.id), await recorded(user, 40, 600, rule.id)];
  const byHand = await recorded(user, 50, 600);
  expect((await post(user, '/tv/api/dvr/protect', { recording_id: ids[3], protected: true })).json()).toMatchObject({ success: true, recording: { id: ids[3], protected: true } });
  await server.app.services.rules.expandAll();
  const kept = await list(user);
  expect(kept.recordings.map((r) => r.id)).toEqual([ids[0], ids[1], ids[3], byHand]);
  expect(kept.trash!.map((r) => r.id)).toEqual([ids[2]]);
  // A week on (the user's session has long expired: the rows say it).
  server.advance(7 * DAY + 1);
  await server.app.services.rules.expandAll();
  const left = await server.app.deps.db.selectFrom('recordings').select('id').where('user_id', '=', user.userId).orderBy('id').execute();
  expect(left.map((r) => Number(r.id))).toEqual([ids[0], ids[1], ids[3], byHand].sort((a, b) => a! - b!));
});

test('keep limits are checked: a whole number in range, or null', async () => {
  const user = await createLoggedInUser(server);
  for (const [body, message] of [
    [{ keep_count: 0 }, 'keep_count must be a whole number from 1 to 100, or null for no limit'],
    [{ keep_days: 1.5 }, 'keep_days must be a whole number from 1 to 365, or null for no limit'],
  ] as const) {
    expect((await post(user, '/tv/api/dvr/rules', { kind: 'keyword', keyword: 'news', ...body })).json()).toEqual({ success: false, message });
  }
});
