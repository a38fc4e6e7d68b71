// channels.test.ts — lineup seeding, list vs detail shapes, premium streams, favourites, signed URLs, logos and posters.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer } from './support.ts';
import { mediaSecret, signStream, verifyStream, WATCH_TIMEOUT_SECONDS } from '../../../server/media/signing.ts';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  key = await server.init();
});
afterAll(() => server.close());

interface ListChannel {
  id: string;
  title: string;
  alias: string;
  description: string;
  number: string;
  group: string;
  group_id: string;
  type: string;
  is_free: string;
  recordable: string;
  is_favorite: string;
  logo: string;
  big_logo: string;
  streams: Array<{ quality: string; url: string; name: string; 'watch-timeout': number }>;
}

const list = async (sessionKey: string, token?: string) => {
  const res = await server.get('/tv/api/channels', { session_key: sessionKey }, token);
  expect(res.statusCode).toBe(200);
  return res.json() as ListChannel[];
};

test('the demo lineup: ≥48 live channels in 8 groups, premium ones, vod entries after the live ones', async () => {
  const channels = await list(key);
  const live = channels.filter((c) => c.type === 'standard');
  const vod = channels.filter((c) => c.type === 'vod');
  expect(live.length).toBeGreaterThanOrEqual(48);
  expect(vod.length).toBe(3);
  expect(new Set(live.map((c) => c.group_id)).size).toBe(8);
  expect(new Set(live.map((c) => c.group))).toEqual(new Set(['News', 'Sports', 'Movies', 'Kids', 'Music', 'Documentary', 'Entertainment', 'Lifestyle']));
  expect(live.filter((c) => c.is_free === '0').length).toBeGreaterThanOrEqual(16);
  expect(live.map((c) => Number(c.number))).toEqual(live.map((_, i) => i + 1));
  expect(Math.min(...vod.map((c) => Number(c.number)))).toBeGreaterThan(live.length);
  expect(live.find((c) => c.number === '1')).toMatchObject({ id: '101', title: 'FTV News 24', alias: 'ftv-news-24', group: 'News', is_free: '1' });
});

test('list values are strings; streams carry a signed URL and a numeric watch-timeout', async () => {
  const [first] = await list(key);
  for (const field of ['id', 'title', 'alias', 'number', 'description', 'logo', 'big_logo', 'group', 'group_id', 'type', 'is_free', 'recordable', 'is_favorite'] as const) {
    expect([field, typeof first![field]]).toEqual([field, 'string']);
  }
  expect(first!.logo).toBe('/media/logos/101.svg');
  expect(first!.big_logo).toBe('/media/logos/101-big.svg');
  expect(first!.streams).toEqual([{ quality: 'auto', name: 'HLS', 'watch-timeout': WATCH_TIMEOUT_SECONDS, url: expect.stringMatching(/^\/media\/live\/101\/master\.m3u8\?token=[0-9a-f]{64}&expires=\d+&user=0$/) }]);
});

test('detail answers native types plus now and next playing', async () => {
  const res = await server.get('/tv/api/channel/101', { session_key: key });
  expect(res.statusCode).toBe(200);
  const c = res.json();
  expect(c).toMatchObject({ id: 101, number: 1, group_id: 1, type: 'standard', is_free: true, recordable: true, is_favorite: false, group: 'News' });
  const t = server.now();
  expect(c.now_playing.startdatetime).toBeLessThanOrEqual(t);
  expect(c.now_playing.enddatetime).toBeGreaterThan(t);
  expect(c.next_playing.startdatetime).toBe(c.now_playing.enddatetime);
  expect(c.now_playing).toMatchObject({ channel_id: 101, genre: 'news', allow_dvr: 1 });
});

test.each([
  ['/tv/api/channel/99999', 404, 'Channel not found'],
  ['/tv/api/channel/abc', 400, 'params/id must be integer'],
  ['/tv/api/channel/-5', 400, 'params/id must be >= 1'],
  ['/tv/api/channel/1%27%20OR%201=1', 400, 'params/id must be integer'],
  ['/tv/api/channel/99999999999999999999', 400, expect.stringMatching(/^params\/id /)],
  ['/tv/api/channel/1e400', 400, 'params/id must be integer'],
])('detail %s → %i', async (url, status, message) => {
  const res = await server.get(url, { session_key: key });
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ success: false, message });
});

test('the list needs a session', async () => {
  expect((await server.get('/tv/api/channels')).statusCode).toBe(400);
  expect((await server.get('/tv/api/channels', { session_key: 'f'.repeat(32) })).statusCode).toBe(410);
});

test('premium channels stream only for a user whose active plan includes their group; favourites are flagged', async () => {
  const user = await createLoggedInUser(server);
  const premium = (channels: ListChannel[]) => channels.filter((c) => c.is_free === '0' && c.type === 'standard');
  const before = await list(user.sessionKey, user.token);
  expect(premium(before).length).toBeGreaterThan(0);
  for (const c of premium(before)) expect(c.streams).toEqual([]);
  for (const c of before.filter((c) => c.is_free === '1')) expect(c.streams).toHaveLength(1);
  expect(before.every((c) => c.is_favorite === '0')).toBe(true);

  const { db, now } = server.app.deps;
  await db.insertInto('plans').values({ id: 900, name: 'Sports test', description: '', price: 100, currency: 'EUR', period: 'month', features: '[]', storage_hours: 0, position: 99 }).execute();
  await db.insertInto('plan_groups').values({ plan_id: 900, group_id: 2 }).execute();
  await db.insertInto('user_subscriptions').values({ user_id: user.userId, plan_id: 900, order_id: null, status: 'active', started_at: now(), expires_at: now() + 3600, auto_renew: 0 }).execute();
  await db.insertInto('favorites').values({ user_id: user.userId, channel_id: 103, created_at: now() }).execute();

  const after = await list(user.sessionKey, user.token);
  for (const c of premium(after)) expect([c.title, c.streams.length]).toEqual([c.title, c.group_id === '2' ? 1 : 0]);
  const sportsPremium = premium(after).find((c) => c.group_id === '2')!;
  expect(sportsPremium.streams[0]!.url).toContain(`&user=${user.userId}`);
  expect(after.filter((c) => c.is_favorite === '1').map((c) => c.id)).toEqual(['103']);
  const detail = (await server.get('/tv/api/channel/103', { session_key: user.sessionKey }, user.token)).json();
  expect(detail.is_favorite).toBe(true);

  // Once the plan has expired the premium channel is locked again.
  await db.updateTable('user_subscriptions').set({ expires_at: now() - 1 }).where('user_id', '=', user.userId).execute();
  const later = await list(user.sessionKey, user.token);
  expect(later.find((c) => c.id === sportsPremium.id)!.streams).toEqual([]);
});

test('signed stream URLs verify, and fail when tampered with or expired', async () => {
  const secret = mediaSecret(server.app.deps);
  const [first] = await list(await server.init());
  const url = new URL(first!.streams[0]!.url, 'http://x');
  const token = url.searchParams.get('token')!;
  const expires = Number(url.searchParams.get('expires'));
  const t = server.now();
  expect(expires - t).toBeGreaterThan(WATCH_TIMEOUT_SECONDS - 5);
  expect(verifyStream(secret, 101, 0, expires, token, t)).toBe(true);
  expect(verifyStream(secret, 102, 0, expires, token, t)).toBe(false);
  expect(verifyStream(secret, 101, 7, expires, token, t)).toBe(false);
  expect(verifyStream(secret, 101, 0, expires + 1, token, t)).toBe(false);
  expect(verifyStream(secret, 101, 0, expires, token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')), t)).toBe(false);
  expect(verifyStream(secret, 101, 0, expires, 'not-hex', t)).toBe(false);
  expect(verifyStream(secret, 101, 0, expires, token, expires)).toBe(false);
  expect(verifyStream('other-secret', 101, 0, expires, token, t)).toBe(false);
  expect(signStream(secret, 101, null, expires)).toBe(token);
  // The generated secret lives in the data dir, readable by the owner only, and is stable.
  const { statSync, readFileSync } = await import('node:fs');
  const file = `${server.dataDir}/media-secret`;
  expect(readFileSync(file, 'utf8').trim()).toBe(secret);
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

test('logos and posters are SVG with a long cache; unknown ones are 404 JSON', async () => {
  for (const url of ['/media/logos/101.svg', '/media/logos/101-big.svg']) {
    const res = await server.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d{5,}/);
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('FN2');
  }
  const detail = (await server.get('/tv/api/channel/113', { session_key: await server.init() })).json();
  const poster = await server.get(detail.now_playing.images[0]);
  expect(poster.statusCode).toBe(200);
  expect(poster.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(poster.body).toContain('MOVIES');
  for (const url of ['/media/logos/99999.svg', '/media/logos/abc.svg', '/media/logos/101.png', '/media/posters/123.svg', '/media/posters/x.svg', `/media/posters/${detail.now_playing.programme + 1}.svg`]) {
    const res = await server.get(url);
    expect([url, res.statusCode]).toEqual([url, 404]);
    expect(res.json().success).toBe(false);
  }
});

test('FTV_CHANNELS=10000 seeds 10,000 standard channels quickly and lists them fast', async () => {
  const started = performance.now();
  const big = await startTestServer({ FTV_CHANNELS: '10000' });
  try {
    const seeded = performance.now() - started;
    expect(seeded).toBeLessThan(4000);
    const sessionKey = await big.init();
    const t = performance.now();
    const res = await big.get('/tv/api/channels', { session_key: sessionKey });
    const listed = performance.now() - t;
    const channels = res.json() as ListChannel[];
    expect(channels).toHaveLength(10000);
    expect(channels.every((c) => c.type === 'standard')).toBe(true);
    expect(new Set(channels.map((c) => c.alias)).size).toBe(10000);
    expect(channels[9999]).toMatchObject({ id: '10100', number: '10000' });
    expect(listed).toBeLessThan(2000);
  } finally {
    await big.close();
  }
});
