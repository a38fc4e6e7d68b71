// rules.integration.test.ts — the client's recording rules, reminders, trash and protection against the real provider: every field sent by the provider's name and read back in the app's.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createClient, memoryStorage, type Client, type Programme, type RuleFields } from '../../../src/api/index.ts';
import { startTestServer, type TestServer } from '../server/support.ts';

let server: TestServer;
let client: Client;
let episode: Programme;

beforeAll(async () => {
  server = await startTestServer({ FTV_RATE_LIMIT_OFF: '1' }, { jobs: false });
  client = createClient({ baseUrl: await server.listen(), storage: memoryStorage() });
  await client.auth.register(`rules-${process.pid}-${Date.now()}@ftv.example`, 'rules-password');
  // A coming episode of a series on a free, recordable channel, as the guide gives it.
  for (const channel of (await client.channels.list()).filter((c) => c.isFree && c.recordable)) {
    const guide = await client.guide.channel(channel.id);
    const found = guide.data.find((p) => p.seriesId && p.allowDvr && p.start > guide.currentTime! + 600);
    if (found) {
      episode = found;
      break;
    }
  }
}, 60_000);
afterAll(() => server?.close());

const seriesRule = (over: Partial<RuleFields> = {}): RuleFields => ({
  kind: 'series',
  title: episode.seriesTitle,
  seriesId: episode.seriesId,
  keyword: null,
  regex: false,
  channelId: episode.channelId,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  startFrom: null,
  startTo: null,
  timeZone: 'Europe/Berlin',
  newOnly: false,
  keepCount: 3,
  keepDays: null,
  paddingBefore: 120,
  paddingAfter: 300,
  remindMinutes: 5,
  ...over,
});

test('a series rule: previewed without saving, created with every field, listed, paused, reordered and deleted with its bookings', async () => {
  expect(episode).toBeDefined();
  expect(episode.seriesTitle).not.toBe('');
  const preview = await client.rules.preview(seriesRule());
  expect(preview.some((a) => a.outcome === 'booked' && a.programmeId === episode.id)).toBe(true);
  expect(await client.rules.list()).toEqual([]);

  const rule = await client.rules.create(seriesRule());
  expect(rule).toMatchObject({ ...seriesRule(), priority: 1, paused: false });
  const booked = rule.airings.find((a) => a.programmeId === episode.id)!;
  expect(booked).toMatchObject({ outcome: 'booked', channelId: episode.channelId, start: episode.start, end: episode.end, reason: null });
  // Its booking is a recording that names it; the rule reminds too.
  const recordings = (await client.dvr.list({ fresh: true })).recordings;
  expect(recordings.find((r) => r.id === booked.recordingId)).toMatchObject({ ruleId: rule.id, isProtected: false });
  expect((await client.reminders.list()).find((r) => r.programmeId === episode.id)).toMatchObject({ channelId: episode.channelId, leadMinutes: 5, email: false, remindAt: episode.start - 300 });

  const keyword = await client.rules.create({ ...seriesRule(), kind: 'keyword', title: '“zzz”', seriesId: null, keyword: 'zzz nothing airs this', channelId: null, remindMinutes: null });
  expect(keyword).toMatchObject({ priority: 2, keyword: 'zzz nothing airs this', channelId: null, airings: [] });
  expect((await client.rules.update(rule.id, { paused: true })).paused).toBe(true);
  expect((await client.rules.reorder([keyword.id, rule.id])).map((r) => r.id)).toEqual([keyword.id, rule.id]);
  await expect(client.rules.update(rule.id, { keyword: '(', regex: true, kind: 'keyword' })).rejects.toThrow('keyword is not a valid regular expression: (');

  await client.rules.remove(rule.id, true);
  expect((await client.rules.list()).map((r) => r.id)).toEqual([keyword.id]);
  expect((await client.dvr.list()).recordings.some((r) => r.ruleId === rule.id)).toBe(false);
});

test('reminders: set (again: changed), listed, removed', async () => {
  const reminder = await client.reminders.set(episode, { leadMinutes: 10, email: true });
  expect(reminder).toMatchObject({ channelId: episode.channelId, programmeId: episode.id, start: episode.start, end: episode.end, leadMinutes: 10, email: true, remindAt: episode.start - 600 });
  expect((await client.reminders.set(episode, { leadMinutes: 0 })).id).toBe(reminder.id);
  expect((await client.reminders.list()).find((r) => r.id === reminder.id)).toMatchObject({ leadMinutes: 0 });
  await client.reminders.remove(reminder.id);
  expect((await client.reminders.list()).some((r) => r.id === reminder.id)).toBe(false);
  await expect(client.reminders.remove(reminder.id)).rejects.toThrow('Reminder not found');
});

test('a finished recording: protected, deleted into the trash, restored', async () => {
  const added = (await client.dvr.add(episode))!;
  // Finished, as the recorder would leave it (recording it is the recorder's own tests').
  await server.app.deps.db.updateTable('recordings').set({ status: 'Recorded' }).where('id', '=', added.id).execute();
  expect((await client.dvr.protect(added.id, true)).isProtected).toBe(true);
  await client.dvr.remove(added.id);
  const list = await client.dvr.list({ fresh: true });
  expect(list.recordings.some((r) => r.id === added.id)).toBe(false);
  const trashed = list.trash.find((r) => r.id === added.id)!;
  expect(trashed.purgeAt! - trashed.deletedAt!).toBe(7 * 86_400);
  expect(await client.dvr.restore(added.id)).toMatchObject({ id: added.id, status: 'Recorded', deletedAt: null });
  expect((await client.dvr.list({ fresh: true })).recordings.some((r) => r.id === added.id)).toBe(true);
  await expect(client.dvr.restore(added.id)).rejects.toThrow('Recording not in the trash');
});
