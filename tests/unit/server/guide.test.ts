// guide.test.ts — the generated guide: determinism, slot lengths, contiguity, ids that resolve back, and both calls' limits.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support.ts';
import { findProgramme, guideFor, programmeAt, type GuideChannel } from '../../../server/programmes/demo.ts';
import { decodeProgrammeId, programmeIdOf, type Programme } from '../../../server/programmes/programme.ts';

const DAY = 86400;
const GENRES = ['news', 'sports', 'movies', 'kids', 'music', 'documentary', 'entertainment', 'lifestyle'];
const channels: GuideChannel[] = GENRES.map((genre, i) => ({ id: 101 + i * 6, genre, recordable: 1 }));
const T0 = 1_790_000_000; // a fixed instant (2026) so the generator tests do not depend on the clock

function expectContiguous(programmes: Programme[]) {
  for (let i = 1; i < programmes.length; i++) expect(programmes[i]!.startdatetime).toBe(programmes[i - 1]!.enddatetime);
}

describe('generator', () => {
  test('is deterministic, and a time gives the same programme whatever the window', () => {
    for (const channel of channels) {
      const a = guideFor(channel, T0 - DAY, T0 + 2 * DAY);
      expect(guideFor(channel, T0 - DAY, T0 + 2 * DAY)).toEqual(a);
      const b = guideFor(channel, T0 + 3600 * 7 + 123, T0 + DAY + 17);
      for (const p of b) expect(a).toContainEqual(p);
      const at = programmeAt(channel, T0 + 5000);
      expect(a).toContainEqual(at);
      expect(at.startdatetime).toBeLessThanOrEqual(T0 + 5000);
      expect(at.enddatetime).toBeGreaterThan(T0 + 5000);
    }
  });

  test('slots are 15–120 minutes in multiples of 5, contiguous, and cover the window (midnight included)', () => {
    for (const channel of channels) {
      const from = T0 - 3 * DAY;
      const to = T0 + 4 * DAY;
      const guide = guideFor(channel, from, to);
      expect(guide[0]!.startdatetime).toBeLessThanOrEqual(from);
      expect(guide.at(-1)!.enddatetime).toBeGreaterThanOrEqual(to);
      expectContiguous(guide);
      for (const p of guide) {
        expect(p.length % 300).toBe(0);
        expect(p.startdatetime % 300).toBe(0);
        expect(p.length).toBeGreaterThanOrEqual(15 * 60);
        expect(p.length).toBeLessThanOrEqual(120 * 60);
        expect(p.enddatetime - p.startdatetime).toBe(p.length);
        expect(p.duration).toMatch(/^\d\d:\d\d$/);
        expect(p.programme_name.length).toBeGreaterThan(2);
        expect(p.genre).toBe(channel.genre);
        expect(p.images).toEqual([`/media/posters/${p.programme}.svg`]);
        expect(p.isSeries ? p.seriesNumber !== null && p.episodeNumber !== null : p.seriesNumber === null).toBe(true);
      }
      expect(new Set(guide.map((p) => p.programme)).size).toBe(guide.length);
    }
  });

  test('genres read like their channels', () => {
    const names = (genre: string) => guideFor({ id: 500, genre, recordable: 1 }, T0, T0 + 3 * DAY).map((p) => p.programme_name);
    expect(names('movies').some((n) => /\(\d{4}\)$/.test(n))).toBe(true);
    expect(names('sports').some((n) => / vs /.test(n))).toBe(true);
    expect(names('news').some((n) => /News/.test(n))).toBe(true);
    expect(guideFor({ id: 500, genre: 'kids', recordable: 1 }, T0, T0 + DAY).some((p) => p.isSeries)).toBe(true);
    expect(guideFor({ id: 500, genre: 'kids', recordable: 0 }, T0, T0 + DAY).every((p) => p.allow_dvr === 0)).toBe(true);
  });

  test('a fixed slot length makes every programme exactly that long, aligned to it', () => {
    const hour = Math.floor(T0 / 3600) * 3600;
    const guide = guideFor(channels[1]!, hour + 7, hour + 3600, 60);
    expect(guide).toHaveLength(60);
    expectContiguous(guide);
    for (const p of guide) {
      expect(p.length).toBe(60);
      expect(p.startdatetime % 60).toBe(0);
    }
  });

  test('programme ids resolve back to the programme', () => {
    const channel = channels[2]!;
    const p = programmeAt(channel, T0);
    expect(decodeProgrammeId(p.programme)).toEqual({ channelId: channel.id, start: p.startdatetime });
    expect(programmeIdOf(channel.id, p.startdatetime)).toBe(p.programme);
    expect(findProgramme(channel, p.programme, p.startdatetime)).toEqual(p);
    expect(findProgramme(channel, p.programme)).toEqual(p);
    expect(findProgramme(channel, p.programme, p.startdatetime + 60)).toBeNull();
    expect(findProgramme(channels[3]!, p.programme, p.startdatetime)).toBeNull();
    expect(findProgramme(channel, p.programme + 60, p.startdatetime + 60)).toBeNull();
    expect(findProgramme(channel, 42)).toBeNull();
  });

  test('200 channels × 24 h generate a day of programmes each', () => {
    // How fast is `npm run bench`'s (bench-api: the guide call for 200 channels × 24 h).
    let count = 0;
    for (let i = 0; i < 200; i++) count += guideFor({ id: 101 + i, genre: GENRES[i % 8]!, recordable: 1 }, T0, T0 + DAY).length;
    expect(count).toBeGreaterThan(200 * 12);
  });
});

describe('HTTP', () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer();
    key = await server.init();
  });
  afterAll(() => server.close());

  test('one channel: from yesterday midnight to a week ahead, contiguous, with currentTime', async () => {
    const res = await server.get('/api-v2/tvguide/101', { session_key: key });
    expect(res.statusCode).toBe(200);
    const { data, currentTime } = res.json() as { data: Programme[]; currentTime: number };
    const t = server.now();
    expect(Math.abs(currentTime - t)).toBeLessThanOrEqual(1);
    const yesterday = Math.floor(t / DAY) * DAY - DAY;
    expect(data[0]!.startdatetime).toBeLessThanOrEqual(yesterday);
    expect(data.at(-1)!.enddatetime).toBeGreaterThanOrEqual(Math.floor(t / DAY) * DAY + 7 * DAY);
    expect(data.every((p) => p.channel_id === 101)).toBe(true);
    expectContiguous(data);
    // Same answer for the same window.
    const again = await server.get('/api-v2/tvguide/101', { session_key: key, startTime: data[3]!.startdatetime, duration: 3600 });
    expect(again.json().data[0]).toEqual(data[3]);
  });

  test('many channels: a window per channel; unknown ids are left out', async () => {
    const t = server.now();
    const res = await server.get('/api-v2/tvguide/', { session_key: key, channels: '101,102,150,99999,101', startTime: t, duration: 6 * 3600 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Record<string, Programme[]> };
    expect(Object.keys(data).sort()).toEqual(['101', '102', '150']);
    for (const [id, programmes] of Object.entries(data)) {
      expect(programmes[0]!.startdatetime).toBeLessThanOrEqual(t);
      expect(programmes.at(-1)!.enddatetime).toBeGreaterThanOrEqual(t + 6 * 3600);
      expect(programmes.every((p) => p.channel_id === Number(id))).toBe(true);
      expectContiguous(programmes);
    }
    // A one-second window holds the programme airing at t alone (a minute could reach past a programme boundary).
    const noSlash = await server.get('/api-v2/tvguide', { session_key: key, channels: '101', startTime: t, duration: 1 });
    expect(noSlash.json().data['101']).toEqual([data['101']![0]]);
  });

  test('200 channels × 24 h in one call: the known ones answered, the unknown left out', async () => {
    // How fast is `npm run bench`'s (bench-api: the same call).
    const ids = Array.from({ length: 200 }, (_, i) => 101 + (i % 51)).map((id, i) => (i < 51 ? id : 1000 + i));
    const res = await server.get('/api-v2/tvguide/', { session_key: key, channels: ids.join(','), startTime: server.now(), duration: DAY });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data)).toHaveLength(51);
  });

  const week = 7 * DAY;
  test.each([
    ['/api-v2/tvguide/99999', {}, 404, 'Channel not found'],
    ['/api-v2/tvguide/abc', {}, 400, 'params/channelId must be integer'],
    ['/api-v2/tvguide/-1', {}, 400, 'params/channelId must be >= 1'],
    ['/api-v2/tvguide/101', { duration: 15 * DAY }, 400, 'At most 14 days per call'],
    ['/api-v2/tvguide/101', { duration: -5 }, 400, 'querystring/duration must be >= 1'],
    ['/api-v2/tvguide/101', { startTime: 'yesterday' }, 400, 'querystring/startTime must be integer'],
    ['/api-v2/tvguide/101', { startTime: '1e400' }, 400, 'querystring/startTime must be integer'],
    ['/api-v2/tvguide/101', { duration: '1e400' }, 400, 'querystring/duration must be integer'],
    ['/api-v2/tvguide/1e400', {}, 400, 'params/channelId must be integer'],
    ['/api-v2/tvguide/', { channels: '101', startTime: '1e400' }, 400, 'querystring/startTime must be integer'],
    ['/api-v2/tvguide/101', { startTime: -(week + 100), duration: 3600 }, 400, 'startTime must be at most 7 days in the past'],
    ['/api-v2/tvguide/101', { startTime: week - 3600, duration: 7200 }, 400, 'The window must end at most 7 days ahead'],
    ['/api-v2/tvguide/', { channels: Array.from({ length: 201 }, (_, i) => i + 101).join(','), startTime: 0, duration: 3600 }, 400, 'At most 200 channels per call'],
    ['/api-v2/tvguide/', { channels: '101', startTime: 0, duration: 49 * 3600 }, 400, 'At most 48 hours per call'],
    ['/api-v2/tvguide/', { channels: '101', startTime: -(week + 1), duration: 3600 }, 400, 'startTime must be at most 7 days in the past'],
    ['/api-v2/tvguide/', { channels: '101', startTime: week + 10, duration: 3600 }, 400, 'startTime must be less than 7 days ahead'],
    ['/api-v2/tvguide/', { channels: "101'; DROP TABLE channels;--", startTime: 0, duration: 3600 }, 400, expect.stringMatching(/^querystring\/channels must match pattern/)],
    ['/api-v2/tvguide/', { channels: '', startTime: 0 }, 400, expect.stringMatching(/^querystring\/channels /)],
    ['/api-v2/tvguide/', { startTime: 0 }, 400, "querystring must have required property 'channels'"],
    ['/api-v2/tvguide/', { channels: '0', startTime: 0 }, 400, 'channels must be channel ids'],
  ])('%s %j → %i', async (url, query, status, message) => {
    const t = server.now();
    // startTime values are relative to now so the cases stay valid whenever they run.
    const q: Record<string, string | number> = { session_key: key, ...query };
    if (typeof q.startTime === 'number') q.startTime += t;
    const res = await server.get(url, q);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  });

  describe('answered from cached bytes', () => {
    const get = (url: string, query: Record<string, string | number>, headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries({ session_key: key, ...query }).map(([k, v]) => [k, String(v)])), headers: { 'ftv-token': '', ...headers } });
    /** The answer as the route made it before it cached: every known channel's generated window. */
    async function freshData(ids: number[], start: number, end: number) {
      const rows = await server.app.deps.db.selectFrom('channels').select(['id', 'genre', 'recordable']).where('id', 'in', ids).execute();
      const data: Record<string, Programme[]> = {};
      for (const row of rows) data[String(row.id)] = guideFor(row, start, end, server.app.deps.config.slotSeconds);
      return data;
    }
    const dataPart = (body: string) => body.slice(0, body.lastIndexOf(',"currentTime":'));

    test('equals a fresh generation; currentTime moves with the clock while the data comes from the cache', async () => {
      const start = Math.floor(server.now() / 3600) * 3600;
      const query = { channels: '150,101,99999,102', startTime: start, duration: 6 * 3600 };
      const first = await get('/api-v2/tvguide/', query);
      expect(first.statusCode).toBe(200);
      const body = first.json() as { data: Record<string, Programme[]>; currentTime: number };
      expect(first.body).toBe(JSON.stringify({ data: await freshData([101, 102, 150], start, start + 6 * 3600), currentTime: body.currentTime }));
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.headers.etag).toMatch(new RegExp(`^"[A-Za-z0-9_-]{16,}-${body.currentTime}"$`));

      server.advance(5);
      const later = await get('/api-v2/tvguide/', { ...query, channels: '102,101,150' });
      const laterTime = (later.json() as { currentTime: number }).currentTime;
      expect(laterTime - body.currentTime).toBeGreaterThanOrEqual(5);
      expect(laterTime - body.currentTime).toBeLessThanOrEqual(6);
      expect(Math.abs(laterTime - server.now())).toBeLessThanOrEqual(1);
      expect(dataPart(later.body)).toBe(dataPart(first.body));
      expect(later.headers.etag).not.toBe(first.headers.etag);
      // The cached bytes, not a copy rebuilt per request: the ETag's data part stays.
      expect(String(later.headers.etag).replace(/-\d+"$/, '')).toBe(String(first.headers.etag).replace(/-\d+"$/, ''));
    });

    test('one channel: equals a fresh generation, and carries its own clock', async () => {
      const start = Math.floor(server.now() / 3600) * 3600;
      const first = await get('/api-v2/tvguide/102', { startTime: start, duration: DAY });
      const again = await get('/api-v2/tvguide/102', { startTime: start, duration: DAY });
      const { currentTime } = first.json() as { currentTime: number };
      expect(first.body).toBe(JSON.stringify({ data: (await freshData([102], start, start + DAY))['102'], currentTime }));
      expect(dataPart(again.body)).toBe(dataPart(first.body));
    });

    test('If-None-Match is 304 within the same second; once the clock has moved it is the new answer', async () => {
      const query = { channels: '101,102', startTime: Math.floor(server.now() / 3600) * 3600, duration: 3600 };
      // Two requests may straddle a second: try until a pair falls within one.
      let conditional;
      let etag = '';
      for (let attempt = 0; attempt < 5; attempt++) {
        etag = String((await get('/api-v2/tvguide/', query)).headers.etag);
        conditional = await get('/api-v2/tvguide/', query, { 'if-none-match': etag });
        if (conditional.statusCode === 304) break;
        expect(conditional.headers.etag).not.toBe(etag);
      }
      expect(conditional!.statusCode).toBe(304);
      expect(conditional!.body).toBe('');
      expect(conditional!.headers.etag).toBe(etag);
      server.advance(1);
      const moved = await get('/api-v2/tvguide/', query, { 'if-none-match': etag });
      expect(moved.statusCode).toBe(200);
      expect(moved.headers.etag).not.toBe(etag);
    });

    test('gzip and br decode to the same JSON as the plain answer, second after second', async () => {
      const query = { channels: '101,150', startTime: Math.floor(server.now() / 3600) * 3600, duration: DAY };
      for (let i = 0; i < 2; i++) {
        const plain = await get('/api-v2/tvguide/', query);
        const { currentTime } = plain.json() as { currentTime: number };
        for (const coding of ['gzip', 'br'] as const) {
          const res = await get('/api-v2/tvguide/', query, { 'accept-encoding': coding });
          expect(res.headers['content-encoding']).toBe(coding);
          expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
          const decoded = JSON.parse((coding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString()) as { currentTime: number };
          // The clock may tick between the two requests; everything else is the same.
          expect(decoded).toEqual({ ...(plain.json() as object), currentTime: decoded.currentTime });
          expect(decoded.currentTime - currentTime).toBeGreaterThanOrEqual(0);
          expect(decoded.currentTime - currentTime).toBeLessThanOrEqual(1);
          expect(String(res.headers.etag)).toMatch(new RegExp(`-${decoded.currentTime}\\.${coding === 'br' ? 'br' : 'gz'}"$`));
        }
        server.advance(1);
      }
    });
  });

  test('the guide needs a session', async () => {
    expect((await server.get('/api-v2/tvguide/101')).statusCode).toBe(400);
    expect((await server.get('/api-v2/tvguide/', { channels: '101' })).statusCode).toBe(400);
  });
});

test('FTV_SLOT_SECONDS=60 makes every guide programme 60 s long, through the API', async () => {
  const server = await startTestServer({ FTV_SLOT_SECONDS: '60' });
  try {
    const key = await server.init();
    const t = server.now();
    const res = await server.get('/api-v2/tvguide/', { session_key: key, channels: '101', startTime: t, duration: 600 });
    const programmes = res.json().data['101'] as Programme[];
    expect(programmes.length).toBeGreaterThanOrEqual(10);
    expectContiguous(programmes);
    for (const p of programmes) expect(p).toMatchObject({ length: 60, duration: '00:01' });
    const detail = (await server.get('/tv/api/channel/101', { session_key: key })).json();
    expect(detail.now_playing.length).toBe(60);
    expect(detail.next_playing.startdatetime).toBe(detail.now_playing.enddatetime);
  } finally {
    await server.close();
  }
});
