// channels.test.ts — lineup seeding, list vs detail shapes, premium streams, favourites, signed URLs, logos and posters.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';
import { CAST_LINK_SECONDS, mediaSecret, signedStreamUrl, signStream, verifyStream, WATCH_TIMEOUT_SECONDS } from '../../../server/media/signing.ts';
import { entitledGroupIds } from '../../../server/subscriptions/entitlement.ts';
import { STREAM_EXPIRY_STEP_SECONDS } from '../../../server/channels/list.ts';
import { LINEUP_TTL_SECONDS } from '../../../server/lineup/cache.ts';

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

test('a cast link is the viewer\'s own, valid for CAST_LINK_SECONDS (less than the watch link); premium is refused, unknown is 404', async () => {
  const user = await createLoggedInUser(server);
  const secret = mediaSecret(server.app.deps);
  const res = await server.get('/tv/api/channel/101/cast', { session_key: user.sessionKey }, user.token);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { url: string; expires_at: number; 'watch-timeout': number };
  expect(body['watch-timeout']).toBe(CAST_LINK_SECONDS);
  expect(CAST_LINK_SECONDS).toBeLessThan(WATCH_TIMEOUT_SECONDS);
  const url = new URL(body.url, 'http://x');
  expect(url.pathname).toBe('/media/live/101/master.m3u8');
  expect(Number(url.searchParams.get('user'))).toBe(user.userId);
  expect(Number(url.searchParams.get('expires'))).toBe(body.expires_at);
  expect(body.expires_at - server.now()).toBeGreaterThan(CAST_LINK_SECONDS - 5);
  expect(body.expires_at - server.now()).toBeLessThanOrEqual(CAST_LINK_SECONDS);
  expect(url.searchParams.get('scope')).toBe('cast');
  expect(verifyStream(secret, 101, user.userId, body.expires_at, url.searchParams.get('token')!, server.now(), 'cast')).toBe(true);
  // Signed for casting only: as a watch link (which also opens the time-shift) it is not valid.
  expect(verifyStream(secret, 101, user.userId, body.expires_at, url.searchParams.get('token')!, server.now())).toBe(false);
  // Another viewer's id in the link does not open it.
  expect(verifyStream(secret, 101, user.userId + 1, body.expires_at, url.searchParams.get('token')!, server.now(), 'cast')).toBe(false);
  // A premium channel the viewer's plans leave out (102) is refused with a reason; an unknown one is not found.
  const premium = await server.get('/tv/api/channel/102/cast', { session_key: user.sessionKey }, user.token);
  expect([premium.statusCode, premium.json().message ?? premium.json().error]).toEqual([403, 'This channel is not included in your subscription']);
  expect((await server.get('/tv/api/channel/99999/cast', { session_key: user.sessionKey }, user.token)).statusCode).toBe(404);
  expect((await server.get('/tv/api/channel/abc/cast', { session_key: user.sessionKey }, user.token)).statusCode).toBe(400);
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

test('FTV_CHANNELS=10000 seeds 10,000 standard channels and lists them all', async () => {
  // How fast the seed and the list are is `npm run bench`'s (bench-start: spawn to listening; bench-api: the list).
  const big = await startTestServer({ FTV_CHANNELS: '10000' });
  try {
    const sessionKey = await big.init();
    const res = await big.get('/tv/api/channels', { session_key: sessionKey });
    const channels = res.json() as ListChannel[];
    expect(channels).toHaveLength(10000);
    expect(channels.every((c) => c.type === 'standard')).toBe(true);
    expect(new Set(channels.map((c) => c.alias)).size).toBe(10000);
    expect(channels[9999]).toMatchObject({ id: '10100', number: '10000' });
  } finally {
    await big.close();
  }
});

describe('the list as cached bytes', () => {
  /** The list as the route answered it before it cached: from the rows, the viewer and the URLs' expiry. */
  async function freshList(s: TestServer, userId: number | null, expires: number): Promise<string> {
    const { db } = s.app.deps;
    const secret = mediaSecret(s.app.deps);
    const rows = await db
      .selectFrom('channels')
      .innerJoin('channel_groups', 'channel_groups.id', 'channels.group_id')
      .selectAll('channels')
      .select('channel_groups.name as group_name')
      .orderBy('channels.number')
      .orderBy('channels.id')
      .execute();
    const entitled = await entitledGroupIds(s.app.deps, userId);
    const favourites = new Set(userId ? (await db.selectFrom('favorites').select('channel_id').where('user_id', '=', userId).execute()).map((f) => f.channel_id) : []);
    return JSON.stringify(
      rows.map((c) => ({
        id: String(c.id),
        title: c.title,
        alias: c.alias,
        number: String(c.number),
        description: c.description,
        logo: `/media/logos/${c.id}.svg`,
        big_logo: `/media/logos/${c.id}-big.svg`,
        group: c.group_name,
        group_id: String(c.group_id),
        type: c.type,
        is_free: c.is_free ? '1' : '0',
        recordable: c.recordable ? '1' : '0',
        // The demo lineup keeps FTV_CATCHUP_DAYS of every live channel (its loops); a VOD channel has no catch-up.
        catchup_days: c.type === 'standard' ? String(s.app.deps.config.catchupDays) : '0',
        is_favorite: favourites.has(c.id) ? '1' : '0',
        streams:
          !c.is_free && !entitled.has(c.group_id)
            ? []
            : [{ quality: 'auto', url: signedStreamUrl(secret, c.id, userId, expires - WATCH_TIMEOUT_SECONDS), name: 'HLS', 'watch-timeout': WATCH_TIMEOUT_SECONDS }],
      })),
    );
  }

  const get = (s: TestServer, sessionKey: string, token = '', headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url: '/tv/api/channels', query: { session_key: sessionKey }, headers: { 'ftv-token': token, ...headers } });
  const as = (u: TestUser, headers: Record<string, string> = {}) => get(server, u.sessionKey, u.token, headers);
  const expiresOf = (body: string) => Number(/&expires=(\d+)&/.exec(body)![1]);
  const streamsOf = (body: string) => (JSON.parse(body) as ListChannel[]).filter((c) => c.is_free === '0' && c.type === 'standard').map((c) => c.streams.length);

  test('equals a fresh serialisation, first and from the cache, with a strong ETag, private no-cache and Vary', async () => {
    const user = await createLoggedInUser(server);
    await server.app.deps.db.insertInto('favorites').values({ user_id: user.userId, channel_id: 104, created_at: server.now() }).execute();
    const first = await as(user);
    const again = await as(user);
    expect(first.statusCode).toBe(200);
    const expires = expiresOf(first.body);
    expect(first.body).toBe(await freshList(server, user.userId, expires));
    expect(again.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-encoding']).toBeUndefined();
    // The security headers of every answer are still there.
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  test('If-None-Match with the current ETag is 304 without a body; any other is the full answer', async () => {
    const user = await createLoggedInUser(server);
    const { headers } = await as(user);
    const etag = String(headers.etag);
    for (const condition of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const res = await as(user, { 'if-none-match': condition });
      expect([condition, res.statusCode, res.body]).toEqual([condition, 304, '']);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-length']).toBeUndefined();
    }
    const other = await as(user, { 'if-none-match': '"stale"' });
    expect(other.statusCode).toBe(200);
    expect(other.body.length).toBeGreaterThan(1000);
  });

  test('br and gzip are compressed once and decode to the same JSON, each with its own ETag (never compressed twice)', async () => {
    const user = await createLoggedInUser(server);
    const plain = await as(user);
    const variants = new Map<string, string>();
    for (const [accept, coding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br'], ['gzip, br;q=0.5', 'gzip'], ['deflate', undefined]] as const) {
      const res = await as(user, { 'accept-encoding': accept });
      expect([accept, res.statusCode, res.headers['content-encoding']]).toEqual([accept, 200, coding]);
      const bytes = res.rawPayload;
      const decoded = coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;
      expect(decoded.toString()).toBe(plain.body);
      expect(bytes.length).toBeLessThanOrEqual(coding ? plain.rawPayload.length / 3 : plain.rawPayload.length);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // Plain bytes for a coding it does not keep (deflate): the plain ETag.
      variants.set(coding ?? 'identity', String(res.headers.etag));
    }
    expect(variants.get('identity')).toBe(plain.headers.etag);
    expect(new Set(variants.values()).size).toBe(3);
    // Each coding revalidates against its own ETag.
    expect((await as(user, { 'accept-encoding': 'br', 'if-none-match': variants.get('br')! })).statusCode).toBe(304);
    expect((await as(user, { 'accept-encoding': 'gzip', 'if-none-match': variants.get('br')! })).statusCode).toBe(200);
  });

  test('never another viewer’s bytes: each list signs its own user into every URL', async () => {
    const [a, b] = [await createLoggedInUser(server), await createLoggedInUser(server)];
    const secret = mediaSecret(server.app.deps);
    const t = server.now();
    const anonymous = await get(server, await server.init());
    const answers = [
      [a.userId, await as(a)],
      [b.userId, await as(b)],
      [0, anonymous],
    ] as const;
    expect(new Set(answers.map(([, res]) => res.headers.etag)).size).toBe(3);
    for (const [userId, res] of answers) {
      const urls = (res.json() as ListChannel[]).flatMap((c) => c.streams.map((s) => new URL(s.url, 'http://x')));
      expect(urls.length).toBeGreaterThan(30);
      for (const url of urls) {
        expect(url.searchParams.get('user')).toBe(String(userId));
        const channelId = Number(/^\/media\/live\/(\d+)\//.exec(url.pathname)![1]);
        expect(verifyStream(secret, channelId, userId || null, Number(url.searchParams.get('expires')), url.searchParams.get('token')!, t)).toBe(true);
      }
    }
    // Asked again, each still gets its own.
    expect((await as(b)).headers.etag).toBe(answers[1][1].headers.etag);
    expect((await as(a)).headers.etag).toBe(answers[0][1].headers.etag);
  });

  test('a subscription bought through the checkout streams its premium channels in the very next list, under a new ETag', async () => {
    const user = await createLoggedInUser(server);
    const before = await as(user);
    expect(streamsOf(before.body).every((n) => n === 0)).toBe(true);
    const post = (path: string, body: Record<string, unknown> = {}) => server.post(path, { session_key: user.sessionKey, ...body }, user.token);
    expect((await post('/tv/api/checkout/clear-cart')).statusCode).toBe(200);
    expect((await post('/tv/api/checkout/add-to-cart/3')).statusCode).toBe(200); // Premium Yearly: every group
    const expiration = `12/${String((new Date(server.now() * 1000).getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
    const paid = await post('/tv/api/checkout/subscribe', { card_number: '4242424242424242', expiration, cvv: '123', card_holder_name: 'Cache Tester', agree_to_terms: true, agree_to_marketing: false });
    expect(paid.statusCode).toBe(200);
    const after = await as(user);
    expect(streamsOf(after.body).every((n) => n === 1)).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await as(user, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    expect(after.body).toBe(await freshList(server, user.userId, expiresOf(after.body)));
  });
});

describe('the list over time (a server of its own: the clock moves)', () => {
  let own: TestServer;
  beforeAll(async () => {
    // Sessions kept an hour idle: the clock jumps a whole grid step (300 s, the default idle limit) between two calls,
    // and the real second that passes meanwhile would otherwise expire the session (410) now and then.
    own = await startTestServer({ FTV_SESSION_TTL: '3600' });
  });
  afterAll(() => own.close());

  test('URLs expire on a 5-minute grid: the same bytes within a step, new URLs and ETag in the next; a plan that runs out locks at once', async () => {
    // The server's clock runs with the real one: start just past a step of the grid, so the seconds this
    // test takes (many on a loaded machine) can never carry a request over into the next step.
    own.advance((STREAM_EXPIRY_STEP_SECONDS - ((own.now() + WATCH_TIMEOUT_SECONDS) % STREAM_EXPIRY_STEP_SECONDS) + 1) % STREAM_EXPIRY_STEP_SECONDS);
    const user = await createLoggedInUser(own);
    const get = () => own.app.inject({ method: 'GET', url: '/tv/api/channels', query: { session_key: user.sessionKey }, headers: { 'ftv-token': user.token } });
    const { db, now } = own.app.deps;
    await db.insertInto('plans').values({ id: 901, name: 'Kids test', description: '', price: 100, currency: 'EUR', period: 'month', features: '[]', storage_hours: 0, position: 99 }).execute();
    await db.insertInto('plan_groups').values({ plan_id: 901, group_id: 4 }).execute();
    await db.insertInto('user_subscriptions').values({ user_id: user.userId, plan_id: 901, order_id: null, status: 'active', started_at: now(), expires_at: now() + 400, auto_renew: 0 }).execute();

    const first = await get();
    const t = own.now();
    const expires = Number(/&expires=(\d+)&/.exec(first.body)![1]);
    expect(expires % STREAM_EXPIRY_STEP_SECONDS).toBe(0);
    expect(expires - t).toBeGreaterThanOrEqual(WATCH_TIMEOUT_SECONDS - 1);
    expect(expires - t).toBeLessThan(WATCH_TIMEOUT_SECONDS + STREAM_EXPIRY_STEP_SECONDS);
    const kids = (body: string) => (JSON.parse(body) as ListChannel[]).filter((c) => c.group === 'Kids' && c.is_free === '0').map((c) => c.streams.length);
    expect(kids(first.body).every((n) => n === 1)).toBe(true);

    own.advance(STREAM_EXPIRY_STEP_SECONDS);
    const next = await get();
    expect(Number(/&expires=(\d+)&/.exec(next.body)![1])).toBe(expires + STREAM_EXPIRY_STEP_SECONDS);
    expect(next.headers.etag).not.toBe(first.headers.etag);
    expect(kids(next.body).every((n) => n === 1)).toBe(true);

    // 400 s after it started the plan has run out, with nothing written anywhere: the list locks it.
    own.advance(150);
    const later = await get();
    expect(kids(later.body).every((n) => n === 0)).toBe(true);
  });

  test('an edit to the channels table shows within LINEUP_TTL_SECONDS', async () => {
    const key = await own.init();
    const title = async () => ((await own.get('/tv/api/channels', { session_key: key })).json() as ListChannel[]).find((c) => c.id === '101')!.title;
    const before = await title();
    await own.app.deps.db.updateTable('channels').set({ title: 'Renamed News' }).where('id', '=', 101).execute();
    own.advance(LINEUP_TTL_SECONDS);
    expect(await title()).toBe('Renamed News');
    await own.app.deps.db.updateTable('channels').set({ title: before }).where('id', '=', 101).execute();
  });
});
