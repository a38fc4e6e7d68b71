// reminders.test.ts — "Remind me" through the real provider: set on a coming programme (not one that has started), listed with its moment on every device, mailed once when that moment comes (on one instance), removed; bad input named.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';
import type { Reminder } from '../../../wire/types.ts';

let server: TestServer;
beforeAll(async () => {
  // The mail job runs when a test calls its round.
  server = await startTestServer({ FTV_PUBLIC_URL: 'https://tv.example' }, { jobs: false });
});
afterAll(() => server?.close());

const post = (user: TestUser, body: Record<string, unknown>) => server.post('/tv/api/reminders', { session_key: user.sessionKey, ...body }, user.token);
const list = async (user: TestUser) => ((await server.get('/tv/api/reminders', { session_key: user.sessionKey }, user.token)).json() as { reminders: Reminder[] }).reminders;
type Slot = { programme: number; startdatetime: number; enddatetime: number; programme_name: string };
const readNowNext = async (user: TestUser, channel: number) => (await server.get(`/tv/api/channel/${channel}`, { session_key: user.sessionKey }, user.token)).json() as { now_playing: Slot; next_playing: Slot };
// The channel's programmes now and next, with the next at least a minute away: read a moment before a boundary, "next" has
// started by the time the test sets it (a busy machine, seconds between calls), so the test clock is moved past such a boundary.
const nowNext = async (user: TestUser, channel = 101) => {
  const pair = await readNowNext(user, channel);
  const untilNext = pair.next_playing.startdatetime - server.now();
  if (untilNext >= 60) return pair;
  server.advance(untilNext + 1);
  return readNowNext(user, channel);
};
const mailsTo = (to: string) => server.app.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', to).orderBy('id').execute();
const emailOf = async (user: TestUser) => (await server.app.deps.db.selectFrom('users').select('email').where('id', '=', user.userId).executeTakeFirstOrThrow()).email;

test('a reminder on the next programme: listed with its moment, the same on a second device, mailed once when the moment comes', async () => {
  const user = await createLoggedInUser(server);
  const { next_playing: next } = await nowNext(user);
  const res = await post(user, { channel_id: 101, programme_id: next.programme, start_time: next.startdatetime, lead_minutes: 10, email: true });
  expect(res.statusCode).toBe(200);
  const reminder = res.json().reminder as Reminder;
  expect(reminder).toMatchObject({ channel_id: 101, programme_id: next.programme, title: next.programme_name, start: next.startdatetime, lead_minutes: 10, email: true, remind_at: next.startdatetime - 600 });
  // Another device of the same user (a session of its own, logged in as them) sees it.
  const sessionKey = await server.init();
  const token = 'b'.repeat(64);
  await server.app.deps.db.updateTable('sessions').set({ user_id: user.userId, access_token: token }).where('key', '=', sessionKey).execute();
  const second = { ...user, sessionKey, token };
  expect(await list(second)).toEqual([reminder]);
  // A minute before its moment (the next programme may start within ten minutes: the clock goes back to be sure).
  const address = await emailOf(user);
  const early = await server.app.deps.db.updateTable('reminders').set({ start: server.now() + 660 }).where('id', '=', reminder.id).execute();
  expect(early).toHaveLength(1);
  await server.app.services.reminders.round();
  expect(await mailsTo(address)).toEqual([]);
  server.advance(60);
  await server.app.services.reminders.round();
  await server.app.services.reminders.round();
  const mails = await mailsTo(address);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ subject: `Starting soon: ${next.programme_name}` });
  expect(mails[0]!.text).toContain('https://tv.example/tv/101');
});

test('only what is to come: a programme on now is refused; setting it again changes it; removed, it is gone', async () => {
  const user = await createLoggedInUser(server);
  const { now_playing: now, next_playing: next } = await nowNext(user, 102);
  expect((await post(user, { channel_id: 102, programme_id: now.programme, start_time: now.startdatetime })).json()).toEqual({ success: false, message: 'That programme has already started' });
  const first = (await post(user, { channel_id: 102, programme_id: next.programme, start_time: next.startdatetime })).json().reminder as Reminder;
  expect(first).toMatchObject({ lead_minutes: 5, email: false });
  const again = (await post(user, { channel_id: 102, programme_id: next.programme, start_time: next.startdatetime, lead_minutes: 0 })).json().reminder as Reminder;
  expect(again).toMatchObject({ id: first.id, lead_minutes: 0 });
  expect(await list(user)).toHaveLength(1);
  expect((await server.del(`/tv/api/reminders/${first.id}`, { session_key: user.sessionKey }, user.token)).json()).toEqual({ success: true });
  expect(await list(user)).toEqual([]);
  expect((await server.del(`/tv/api/reminders/${first.id}`, { session_key: user.sessionKey }, user.token)).statusCode).toBe(404);
});

test('bad input is named, and nothing is set', async () => {
  const user = await createLoggedInUser(server);
  const { next_playing: next } = await nowNext(user);
  const body = { channel_id: 101, programme_id: next.programme, start_time: next.startdatetime };
  const cases: Array<[Record<string, unknown>, number, string]> = [
    [{ ...body, lead_minutes: 16 }, 400, 'lead_minutes must be a whole number from 0 to 15'],
    [{ ...body, email: 'yes' }, 400, 'email must be true or false'],
    [{ ...body, channel_id: 99999 }, 404, 'Channel not found'],
    [{ ...body, start_time: next.startdatetime + 60 }, 404, 'Programme not found on this channel at that start time'],
  ];
  for (const [sent, status, message] of cases) {
    const res = await post(user, sent);
    expect([sent, res.statusCode, res.json()]).toEqual([sent, status, { success: false, message }]);
  }
  expect(await list(user)).toEqual([]);
});
