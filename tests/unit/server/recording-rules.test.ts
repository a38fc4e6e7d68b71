// recording-rules.test.ts — recording rules through the real provider: a series booked episode by episode with every skipped airing's reason, new only, edits and pauses that keep bookings, a delete that cancels them when asked, the preview, priorities, bad input, and one booking per airing when plans run at once, on one instance and on two.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLoggedInUser, createPostgresDatabase, dropPostgresDatabase, startTestServer, type TestServer, type TestUser } from './support.ts';
import type { RecordingRule, RecordingsList } from '../../../wire/types.ts';

let server: TestServer;
beforeAll(async () => {
  // The rules' own job stays off: each test plans when it saves, and says so.
  server = await startTestServer({}, { jobs: false });
});
afterAll(() => server?.close());

const api = (user: TestUser) => ({
  list: async () => ((await server.get('/tv/api/dvr/rules', { session_key: user.sessionKey }, user.token)).json() as { rules: RecordingRule[] }).rules,
  create: (body: Record<string, unknown>) => server.post('/tv/api/dvr/rules', { session_key: user.sessionKey, ...body }, user.token),
  preview: (body: Record<string, unknown>) => server.post('/tv/api/dvr/rules/preview', { session_key: user.sessionKey, ...body }, user.token),
  edit: (id: number, body: Record<string, unknown>) => server.app.inject({ method: 'PATCH', url: `/tv/api/dvr/rules/${id}`, payload: { session_key: user.sessionKey, ...body }, headers: { 'ftv-token': user.token } }),
  order: (ids: unknown) => server.post('/tv/api/dvr/rules/order', { session_key: user.sessionKey, ids }, user.token),
  remove: (id: number, body: Record<string, unknown> = {}) => server.del(`/tv/api/dvr/rules/${id}`, { session_key: user.sessionKey, ...body }, user.token),
  recordings: async () => ((await server.get('/tv/api/dvr/list', { session_key: user.sessionKey }, user.token)).json() as RecordingsList).recordings,
});

/** A series on a free, recordable demo channel with several airings in the coming days, from the programme store. */
async function aSeries(): Promise<{ seriesId: string; title: string; channelId: number }> {
  const t = server.now();
  const row = await server.app.deps.db
    .selectFrom('programmes')
    .innerJoin('channels', 'channels.id', 'programmes.channel_id')
    .select(['programmes.series_id', 'programmes.title', 'programmes.channel_id'])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('programmes.series_id', 'is not', null)
    .where('channels.is_free', '=', 1)
    .where('channels.recordable', '=', 1)
    .where('programmes.start', '>', t)
    .groupBy(['programmes.series_id', 'programmes.title', 'programmes.channel_id'])
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  return { seriesId: row.series_id!, title: row.title, channelId: Number(row.channel_id) };
}

const KNOWN_REASONS = /^(already booked \(S\d+E\d+ on [A-Z][a-z]{2} \d+\)|already recorded \(.+\)|a repeat( \(first aired [A-Z][a-z]{2} \d+\))?|storage full at that time(: lower priority than ".+")?)$/;

describe('a series rule', () => {
  let user: TestUser;
  let rule: RecordingRule;
  beforeAll(async () => {
    user = await createLoggedInUser(server);
    const { seriesId, title, channelId } = await aSeries();
    const res = await api(user).create({ kind: 'series', series_id: seriesId, title, channel_id: channelId });
    if (res.statusCode !== 200) throw new Error(`the rule was refused: ${res.body}`);
    rule = (res.json() as { rule: RecordingRule }).rule;
  });

  test('books its coming episodes, each once, and lists every airing it skips with the reason', async () => {
    expect(rule).toMatchObject({ kind: 'series', priority: 1, paused: false, new_only: false, weekdays: [0, 1, 2, 3, 4, 5, 6], time_zone: 'UTC' });
    const booked = rule.airings.filter((a) => a.outcome === 'booked');
    const skipped = rule.airings.filter((a) => a.outcome === 'skipped');
    expect(booked.length).toBeGreaterThan(2);
    expect(skipped.length).toBeGreaterThan(0);
    for (const a of skipped) expect(a.reason).toMatch(KNOWN_REASONS);
    // The free plan's 5 hours run out: what is left says so.
    expect(skipped.some((a) => a.reason === 'storage full at that time')).toBe(true);
    const recordings = await api(user).recordings();
    for (const a of booked) expect(recordings).toContainEqual(expect.objectContaining({ id: a.recording_id, programme_id: a.programme_id, time_start: a.start, status: 'Accepted' }));
    expect(recordings).toHaveLength(booked.length);
    // The list says the same after a reload.
    expect((await api(user).list())[0]!.airings).toEqual(rule.airings);
  });

  test('a pause, and an edit, keep what it booked; a delete keeps it too unless told to cancel', async () => {
    const before = (await api(user).recordings()).map((r) => r.id);
    const paused = await api(user).edit(rule.id, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().rule).toMatchObject({ paused: true, airings: [] });
    expect((await api(user).recordings()).map((r) => r.id)).toEqual(before);
    const edited = await api(user).edit(rule.id, { paused: false, new_only: true });
    expect(edited.json().rule).toMatchObject({ paused: false, new_only: true });
    expect((await api(user).recordings()).map((r) => r.id)).toEqual(expect.arrayContaining(before));
    expect((await api(user).remove(rule.id)).statusCode).toBe(200);
    expect(await api(user).list()).toEqual([]);
    expect((await api(user).recordings()).map((r) => r.id)).toEqual(expect.arrayContaining(before));
  });

  test('a rule deleted with cancel_bookings takes the bookings it made that have not begun; a recording made by hand stays', async () => {
    const viewer = await createLoggedInUser(server);
    const detail = (await server.get(`/tv/api/channel/${rule.channel_id}`, { session_key: viewer.sessionKey })).json();
    const byHand = await server.post('/tv/api/dvr/add', { session_key: viewer.sessionKey, channel_id: rule.channel_id, programme_id: detail.next_playing.programme, start_time: detail.next_playing.startdatetime }, viewer.token);
    expect(byHand.statusCode).toBe(200);
    const again = (await api(viewer).create({ kind: 'series', series_id: rule.series_id, title: rule.title, channel_id: rule.channel_id })).json().rule as RecordingRule;
    expect((await api(viewer).recordings()).length).toBeGreaterThan(1);
    expect((await api(viewer).remove(again.id, { cancel_bookings: true })).statusCode).toBe(200);
    expect((await api(viewer).recordings()).map((r) => r.id)).toEqual([byHand.json().recording.id]);
  });
});

test('one booking skipped alone: cancelled, the rule lists it "skipped by you" and never books it again; the others stay', async () => {
  const user = await createLoggedInUser(server);
  const { seriesId, title, channelId } = await aSeries();
  const rule = (await api(user).create({ kind: 'series', series_id: seriesId, title, channel_id: channelId })).json().rule as RecordingRule;
  const [first, ...rest] = rule.airings.filter((a) => a.outcome === 'booked');
  expect(rest.length).toBeGreaterThan(0);
  expect((await server.post('/tv/api/dvr/remove', { session_key: user.sessionKey, recording_id: first!.recording_id }, user.token)).statusCode).toBe(200);
  // Planned again (an edit, and the round every user's rules get): the airing stays skipped, with its reason.
  const edited = (await api(user).edit(rule.id, { padding_after: 60 })).json().rule as RecordingRule;
  await server.app.services.rules.expandAll();
  const listed = (await api(user).list())[0]!;
  for (const airings of [edited.airings, listed.airings]) expect(airings.find((a) => a.programme_id === first!.programme_id)).toMatchObject({ outcome: 'skipped', reason: 'skipped by you' });
  const recordings = await api(user).recordings();
  expect(recordings.some((r) => r.programme_id === first!.programme_id)).toBe(false);
  for (const a of rest) expect(recordings.some((r) => r.id === a.recording_id)).toBe(true);
});

test('new only: repeats are skipped with when they first aired, and no airing is booked that the guide calls a repeat', async () => {
  const user = await createLoggedInUser(server);
  const { seriesId, title } = await aSeries();
  const rule = (await api(user).create({ kind: 'series', series_id: seriesId, title, new_only: true })).json().rule as RecordingRule;
  expect(rule.channel_id).toBeNull();
  const repeats = rule.airings.filter((a) => a.reason?.startsWith('a repeat'));
  expect(repeats.length).toBeGreaterThan(0);
  for (const a of repeats) expect(a.reason).toMatch(/^a repeat \(first aired [A-Z][a-z]{2} \d+\)$/);
  const rows = await server.app.deps.db.selectFrom('programmes').select(['channel_id', 'start', 'is_new', 'previously_shown', 'original_air']).where('series_id', '=', seriesId).execute();
  const byAiring = new Map(rows.map((r) => [`${r.channel_id}|${r.start}`, r]));
  for (const a of rule.airings.filter((b) => b.outcome === 'booked')) {
    const row = byAiring.get(`${a.channel_id}|${a.start}`)!;
    expect(Number(row.is_new) === 1 || Number(row.previously_shown) === 0 || Number(row.original_air) >= a.start - 28 * 86400).toBe(true);
  }
});

test('padding: what a rule books records 2 minutes before and 5 after each programme, and its storage counts them', async () => {
  const user = await createLoggedInUser(server);
  const { seriesId, title, channelId } = await aSeries();
  const rule = (await api(user).create({ kind: 'series', series_id: seriesId, title, channel_id: channelId, padding_before: 120, padding_after: 300 })).json().rule as RecordingRule;
  expect(rule).toMatchObject({ padding_before: 120, padding_after: 300 });
  const recordings = await api(user).recordings();
  expect(recordings.length).toBeGreaterThan(0);
  for (const r of recordings) expect(r).toMatchObject({ rule_id: rule.id, padding_before: 120, padding_after: 300 });
  const list = (await server.get('/tv/api/dvr/list', { session_key: user.sessionKey }, user.token)).json() as RecordingsList;
  const seconds = recordings.reduce((sum, r) => sum + r.length + 420, 0);
  expect(list.userStorage.recorded).toBeCloseTo(seconds / 3600, 2);
});

test('the preview says what a rule would book and skip, and saves nothing', async () => {
  const user = await createLoggedInUser(server);
  const res = await api(user).preview({ kind: 'keyword', keyword: 'news', channel_id: 101 });
  expect(res.statusCode).toBe(200);
  const { airings } = res.json() as { airings: RecordingRule['airings'] };
  expect(airings.length).toBeGreaterThan(0);
  expect(airings.every((a) => a.channel_id === 101 && /news/i.test(a.title) === true)).toBe(true);
  expect(airings.some((a) => a.outcome === 'booked')).toBe(true);
  expect(await api(user).list()).toEqual([]);
  expect(await api(user).recordings()).toEqual([]);
});

test('priorities: the order is the user\'s, and must list every rule once', async () => {
  const user = await createLoggedInUser(server);
  const a = (await api(user).create({ kind: 'slot', channel_id: 101, weekdays: [1, 2, 3, 4, 5], start_from: '18:00', start_to: '19:30', title: 'Evening news' })).json().rule as RecordingRule;
  const b = (await api(user).create({ kind: 'keyword', keyword: 'Comet', regex: false })).json().rule as RecordingRule;
  expect([a.priority, b.priority]).toEqual([1, 2]);
  expect(a).toMatchObject({ start_from: '18:00', start_to: '19:30', weekdays: [1, 2, 3, 4, 5] });
  expect((await api(user).order([b.id])).json()).toEqual({ success: false, message: 'ids must list every one of your rules once, first priority first' });
  const reordered = (await api(user).order([b.id, a.id])).json().rules as RecordingRule[];
  expect(reordered.map((r) => [r.id, r.priority])).toEqual([
    [b.id, 1],
    [a.id, 2],
  ]);
});

test('a rule that reminds sets a reminder on each airing it books, keeps one the user set, and a "Record series" finds its series in the guide', async () => {
  const user = await createLoggedInUser(server);
  const { seriesId, title, channelId } = await aSeries();
  // The guide's answer carries what "Record series" books by: the series id and the title without the episode's.
  const guide = (await server.get(`/api-v2/tvguide/${channelId}`, { session_key: user.sessionKey, startTime: server.now(), duration: 86_400 * 6 }, user.token)).json() as { data: Array<{ programme: number; startdatetime: number; series_id?: string | null; series_title?: string }> };
  const episodes = guide.data.filter((p) => p.series_id === seriesId);
  expect(episodes.length).toBeGreaterThan(1);
  expect(episodes.every((p) => p.series_title === title)).toBe(true);
  // The user already asked to be reminded of one episode, by mail, 15 minutes ahead: that stays theirs.
  const own = episodes.find((p) => p.startdatetime > server.now())!;
  await server.post('/tv/api/reminders', { session_key: user.sessionKey, channel_id: channelId, programme_id: own.programme, start_time: own.startdatetime, lead_minutes: 15, email: true }, user.token);
  const res = await api(user).create({ kind: 'series', series_id: seriesId, title, channel_id: channelId, remind_minutes: 2 });
  expect(res.statusCode).toBe(200);
  const rule = res.json().rule as RecordingRule;
  expect(rule.remind_minutes).toBe(2);
  const booked = rule.airings.filter((a) => a.outcome === 'booked' && a.start > server.now());
  expect(booked.length).toBeGreaterThan(0);
  const reminders = ((await server.get('/tv/api/reminders', { session_key: user.sessionKey }, user.token)).json() as { reminders: Array<{ programme_id: number; lead_minutes: number; email: boolean }> }).reminders;
  for (const a of booked) {
    const expected = a.programme_id === own.programme ? { lead_minutes: 15, email: true } : { lead_minutes: 2, email: false };
    expect(reminders.find((r) => r.programme_id === a.programme_id)).toMatchObject(expected);
  }
  // Skipped airings get none.
  for (const a of rule.airings.filter((x) => x.outcome === 'skipped' && x.programme_id !== own.programme)) expect(reminders.some((r) => r.programme_id === a.programme_id)).toBe(false);
  // Turned off, the rule says so; what it set stays (a reminder is the user's to remove).
  expect((await api(user).edit(rule.id, { remind_minutes: null })).json().rule.remind_minutes).toBeNull();
});

test('bad input is refused with the field named, and nothing is saved', async () => {
  const user = await createLoggedInUser(server);
  const cases: Array<[Record<string, unknown>, number, string]> = [
    [{ kind: 'film' }, 400, 'kind must be series, keyword or slot'],
    [{ kind: 'series' }, 400, 'A series rule needs the series: its title or series_id'],
    [{ kind: 'keyword', keyword: '(' , regex: true }, 400, 'keyword is not a valid regular expression: ('],
    [{ kind: 'keyword' }, 400, 'A keyword rule needs a keyword'],
    [{ kind: 'slot', start_from: '18:00', start_to: '19:00' }, 400, 'A time-slot rule needs a channel'],
    [{ kind: 'slot', channel_id: 101, start_from: '25:00', start_to: '19:00' }, 400, 'start_from must be a time of day as HH:MM (00:00 to 23:59)'],
    [{ kind: 'slot', channel_id: 101, start_from: '18:00' }, 400, 'start_from and start_to go together: both times, or neither'],
    [{ kind: 'slot', channel_id: 101, weekdays: [] }, 400, 'weekdays must name at least one day, 0 (Sunday) to 6 (Saturday)'],
    [{ kind: 'series', title: 'X', time_zone: 'Mars/Olympus' }, 400, 'time_zone is not a time zone: Mars/Olympus'],
    [{ kind: 'series', title: 'X', new_only: 'yes' }, 400, 'new_only must be true or false'],
    [{ kind: 'series', title: 'X', channel_id: 99999 }, 404, 'Channel not found'],
    [{ kind: 'series', title: 'x'.repeat(201) }, 400, 'title must be at most 200 characters'],
    [{ kind: 'series', title: 'X', padding_before: 1801 }, 400, 'padding_before must be whole seconds from 0 to 1800 (30 minutes)'],
    [{ kind: 'series', title: 'X', padding_after: -1 }, 400, 'padding_after must be whole seconds from 0 to 1800 (30 minutes)'],
    [{ kind: 'series', title: 'X', remind_minutes: 16 }, 400, 'remind_minutes must be a whole number from 0 to 15, or null'],
  ];
  for (const [body, status, message] of cases) {
    const res = await api(user).create(body);
    expect([body, res.statusCode, res.json()]).toEqual([body, status, { success: false, message }]);
  }
  expect(await api(user).list()).toEqual([]);
  expect((await api(user).edit(987654, { paused: true })).json()).toEqual({ success: false, message: 'Rule not found' });
  expect((await api(user).remove(987654)).statusCode).toBe(404);
  // Someone else's rule is not found either.
  const other = await createLoggedInUser(server);
  const theirs = (await api(other).create({ kind: 'keyword', keyword: 'news' })).json().rule as RecordingRule;
  expect((await api(user).remove(theirs.id)).statusCode).toBe(404);
  // Without the user's token: the app's "log in again" (docs/api.md#errors).
  expect((await server.get('/tv/api/dvr/rules', { session_key: user.sessionKey })).statusCode).toBe(403);
});

test('two plans at once (a save here, the job there) book each airing once', async () => {
  const user = await createLoggedInUser(server);
  const { seriesId, title, channelId } = await aSeries();
  const rule = (await api(user).create({ kind: 'series', series_id: seriesId, title, channel_id: channelId })).json().rule as RecordingRule;
  await server.app.deps.db.deleteFrom('recordings').where('user_id', '=', user.userId).execute();
  await Promise.all([server.app.services.rules.expand(user.userId), server.app.services.rules.expand(user.userId), server.app.services.rules.expandAll()]);
  const recordings = await api(user).recordings();
  expect(new Set(recordings.map((r) => r.programme_id)).size).toBe(recordings.length);
  expect(recordings.length).toBe(rule.airings.filter((a) => a.outcome === 'booked').length);
});

describe.skipIf(!process.env.FTV_TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  test('planning the same user on both at once books each airing once', async () => {
    const database = await createPostgresDatabase();
    const a = await startTestServer({ DATABASE_URL: database }, { jobs: false });
    const b = await startTestServer({ DATABASE_URL: database }, { jobs: false });
    try {
      const user = await createLoggedInUser(a);
      const rule = (await a.post('/tv/api/dvr/rules', { session_key: user.sessionKey, kind: 'keyword', keyword: 'news' }, user.token)).json().rule as RecordingRule;
      const booked = rule.airings.filter((x) => x.outcome === 'booked').length;
      expect(booked).toBeGreaterThan(0);
      await a.app.deps.db.deleteFrom('recordings').where('user_id', '=', user.userId).execute();
      await Promise.all([a.app.services.rules.expand(user.userId), b.app.services.rules.expand(user.userId), a.app.services.rules.expand(user.userId), b.app.services.rules.expand(user.userId)]);
      const rows = await a.app.deps.db.selectFrom('recordings').select(['programme_id']).where('user_id', '=', user.userId).execute();
      expect(new Set(rows.map((r) => Number(r.programme_id))).size).toBe(rows.length);
      expect(rows.length).toBe(booked);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await dropPostgresDatabase(database);
    }
  });
});
