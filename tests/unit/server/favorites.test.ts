// favorites.test.ts — favourites list/add/remove: the provider's `result[].channel` shape, idempotency, bad input, authorisation.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHANNEL_GROUPS } from '../../../server/lineup/groups.ts';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

let server: TestServer;
let channelIds: number[];

/** Two standard channels: from the seeded lineup when it exists, else a minimal one made here. */
async function ensureChannels(s: TestServer): Promise<number[]> {
  const { db } = s.app.deps;
  if (!(await db.selectFrom('channel_groups').select('id').limit(1).executeTakeFirst())) {
    await db.insertInto('channel_groups').values(CHANNEL_GROUPS.map((g) => ({ id: g.id, name: g.name, alias: g.alias }))).execute();
  }
  if (!(await db.selectFrom('channels').select('id').limit(1).executeTakeFirst())) {
    const base = { description: 'A test channel', type: 'standard' as const, recordable: 1 };
    await db
      .insertInto('channels')
      .values([
        { ...base, id: 101, number: 1, title: 'Test News', alias: 'test-news', group_id: 1, is_free: 1, genre: 'news' },
        { ...base, id: 102, number: 2, title: 'Test Sports', alias: 'test-sports', group_id: 2, is_free: 0, genre: 'sports' },
      ])
      .execute();
  }
  const rows = await s.app.deps.db.selectFrom('channels').select('id').where('type', '=', 'standard').orderBy('number').limit(2).execute();
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  server = await startTestServer();
  channelIds = await ensureChannels(server);
});
afterAll(() => server.close());

const list = (u: TestUser) => server.get('/tv/api/favorites', { session_key: u.sessionKey }, u.token);
const add = (u: TestUser, channel_id: unknown) => server.post('/tv/api/favorites', { session_key: u.sessionKey, channel_id }, u.token);
const remove = (u: TestUser, channel_id: unknown) => server.del('/tv/api/favorites', { session_key: u.sessionKey, channel_id }, u.token);

test('a new user has no favourites', async () => {
  const user = await createLoggedInUser(server);
  const res = await list(user);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, result: [] });
});

test('add (number or numeric string), list in the order added with string-typed fields, remove', async () => {
  const user = await createLoggedInUser(server);
  const [first, second] = channelIds as [number, number];
  expect((await add(user, second)).json()).toEqual({ success: true, result: true });
  server.advance(1);
  const res = await add(user, String(first));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, result: true });

  const body = (await list(user)).json();
  expect(body.result.map((r: { channel: { id: string } }) => r.channel.id)).toEqual([String(second), String(first)]);
  const channel = body.result[0].channel;
  expect(channel).toMatchObject({ id: String(second), is_favorite: '1', type: 'standard' });
  expect(typeof channel.title).toBe('string');
  expect(channel.number).toMatch(/^[0-9]+$/);
  expect(channel.group_id).toMatch(/^[0-9]+$/);
  expect(['0', '1']).toContain(channel.is_free);
  expect(channel.logo).toBe(`/media/logos/${second}.svg`);

  expect((await remove(user, second)).json()).toEqual({ success: true, result: true });
  expect((await list(user)).json().result.map((r: { channel: { id: string } }) => r.channel.id)).toEqual([String(first)]);
});

test('adding twice and removing a non-favourite both answer success (idempotent)', async () => {
  const user = await createLoggedInUser(server);
  const id = channelIds[0]!;
  expect((await add(user, id)).statusCode).toBe(200);
  expect((await add(user, id)).json()).toEqual({ success: true, result: true });
  expect((await list(user)).json().result).toHaveLength(1);
  expect((await remove(user, id)).statusCode).toBe(200);
  const again = await remove(user, id);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ success: true, result: true });
});

test('an unknown channel is 404', async () => {
  const user = await createLoggedInUser(server);
  const res = await add(user, 999_999_999);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ success: false, message: 'Channel not found' });
});

test('bad channel ids are 400 with a message naming the field, never 5xx', async () => {
  const user = await createLoggedInUser(server);
  const bad: unknown[] = ['abc', "1; DROP TABLE favorites; --", '<script>alert(1)</script>', -5, 0, 1.5, '9'.repeat(5000), { id: 1 }, [1], null, '', 99_999_999_999];
  for (const value of bad) {
    for (const call of [add, remove]) {
      const res = await call(user, value);
      expect([JSON.stringify(value), res.statusCode]).toEqual([JSON.stringify(value), 400]);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/channel_id/);
    }
  }
  const missing = await server.post('/tv/api/favorites', { session_key: user.sessionKey }, user.token);
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toMatch(/channel_id/);
  // The table survived the injection attempts.
  expect((await list(user)).statusCode).toBe(200);
});

test('one user’s favourites are invisible to another', async () => {
  const alice = await createLoggedInUser(server);
  const bob = await createLoggedInUser(server);
  await add(alice, channelIds[0]);
  expect((await list(bob)).json().result).toEqual([]);
  // Bob removing Alice's channel only touches his own (empty) list.
  await remove(bob, channelIds[0]);
  expect((await list(alice)).json().result).toHaveLength(1);
});

test('the channel list shows a favourite added or removed in the very next answer, under a new ETag', async () => {
  const user = await createLoggedInUser(server);
  const channelList = async (ifNoneMatch?: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/tv/api/channels',
      query: { session_key: user.sessionKey },
      headers: { 'ftv-token': user.token, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });
    const favourites = res.statusCode === 200 ? (res.json() as Array<{ id: string; is_favorite: string }>).filter((c) => c.is_favorite === '1').map((c) => c.id) : null;
    return { status: res.statusCode, etag: String(res.headers.etag), favourites };
  };
  const [first] = channelIds as [number, number];
  const before = await channelList();
  expect(before.favourites).toEqual([]);
  expect((await channelList(before.etag)).status).toBe(304);

  await add(user, first);
  const added = await channelList(before.etag);
  expect(added.status).toBe(200);
  expect(added.favourites).toEqual([String(first)]);
  expect(added.etag).not.toBe(before.etag);

  await remove(user, first);
  const removed = await channelList(added.etag);
  expect(removed.status).toBe(200);
  expect(removed.favourites).toEqual([]);
  expect(removed.etag).not.toBe(added.etag);
});

describe('authorisation', () => {
  const calls = [
    (u: TestUser, token?: string) => server.get('/tv/api/favorites', { session_key: u.sessionKey }, token),
    (u: TestUser, token?: string) => server.post('/tv/api/favorites', { session_key: u.sessionKey, channel_id: channelIds[0] }, token),
    (u: TestUser, token?: string) => server.del('/tv/api/favorites', { session_key: u.sessionKey, channel_id: channelIds[0] }, token),
  ];

  test('no token or another user’s token: 403 Unauthorized', async () => {
    const alice = await createLoggedInUser(server);
    const bob = await createLoggedInUser(server);
    for (const call of calls) {
      for (const token of [undefined, bob.token]) {
        const res = await call(alice, token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
      }
    }
  });

  test('an anonymous session is 403; an expired session is 410; no session key is 400', async () => {
    const alice = await createLoggedInUser(server);
    const anonymous = await server.init();
    for (const call of calls) {
      expect((await call({ ...alice, sessionKey: anonymous }, alice.token)).statusCode).toBe(403);
    }
    expect((await server.get('/tv/api/favorites', {}, alice.token)).statusCode).toBe(400);
    // Expire only Alice's session: its last activity long ago.
    await server.app.deps.db.updateTable('sessions').set({ last_seen: server.now() - 100_000 }).where('key', '=', alice.sessionKey).execute();
    const res = await calls[0]!(alice, alice.token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ success: false, message: 'Session expired' });
  });
});
