// media.test.ts — live HLS: playlists, real decodable segments, a window that moves with the clock, signed access (every prepared loop decoding is media-loops.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer } from './support.ts';
import { FREE, PREMIUM, probe, resolve, serverOverLoops, streamUrlOf, tagValue, uris } from './mediaHelpers.ts';
import { mediaSecret, signRecording, signStream } from '../../../server/media/signing.ts';
import { loopSegmentPath } from '../../../server/media/recipe.ts';

/** One-minute loops from 1970 to 2026-11-01, where the live playlists start counting their restarts. */
const LOOPS_BEFORE_EPOCH = Date.UTC(2026, 10, 1) / 60_000;

const media = serverOverLoops();

async function master(channelId = FREE) {
  const url = await streamUrlOf(media.server, channelId, media.key);
  expect(url).toBeDefined();
  return { url: url!, res: await media.server.get(url!) };
}

describe('playlists', () => {
  test('the master playlist lists 360p and 720p with BANDWIDTH, RESOLUTION and CODECS, and the signed query on each', async () => {
    const { url, res } = await master();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const query = url.slice(url.indexOf('?'));
    const lines = res.body.split('\n');
    const infs = lines.filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(infs).toHaveLength(2);
    expect(infs[0]).toMatch(/BANDWIDTH=\d+,RESOLUTION=640x360,CODECS="avc1\.42c01e,mp4a\.40\.2"/);
    expect(infs[1]).toMatch(/BANDWIDTH=\d+,RESOLUTION=1280x720,CODECS="avc1\.42c01f,mp4a\.40\.2"/);
    expect(uris(res.body)).toEqual([`360p/index.m3u8${query}`, `720p/index.m3u8${query}`]);
  });

  test('a media playlist is a 6-segment live window with the media sequence and PROGRAM-DATE-TIME of the wall clock', async () => {
    const { url } = await master();
    const playlistUrl = resolve(url, `720p/index.m3u8${url.slice(url.indexOf('?'))}`);
    const edgeBefore = Math.floor(media.server.now() / 2) - 1;
    const res = await media.server.get(playlistUrl);
    const edgeAfter = Math.floor(media.server.now() / 2) - 1;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(res.headers['cache-control']).toMatch(/max-age=1\b/);
    const body = res.body;
    expect(body).not.toContain('#EXT-X-ENDLIST');
    expect(tagValue(body, 'EXT-X-TARGETDURATION')).toBe('2');
    const sequence = Number(tagValue(body, 'EXT-X-MEDIA-SEQUENCE'));
    // The newest listed segment is the last one whose two seconds have passed (the clock may tick during the call).
    expect([edgeBefore, edgeAfter]).toContain(sequence + 5);
    // Loop restarts (one a minute) counted from 2026-11-01, so the number stays small for hls.js.
    expect(Number(tagValue(body, 'EXT-X-DISCONTINUITY-SEQUENCE'))).toBe(Math.floor(sequence / 30) - LOOPS_BEFORE_EPOCH);
    expect(Number(tagValue(body, 'EXT-X-DISCONTINUITY-SEQUENCE'))).toBeLessThan(10_000_000);
    const dates = [...body.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.*)$/gm)].map((m) => Date.parse(m[1]!) / 1000);
    expect(dates).toEqual(Array.from({ length: 6 }, (_, i) => (sequence + i) * 2));
    const segments = uris(body);
    expect(segments).toHaveLength(6);
    expect(segments[0]).toBe(`${sequence}.ts${url.slice(url.indexOf('?'))}`);
    for (const line of body.split('\n').filter((l) => l.startsWith('#EXTINF:'))) expect(Number(line.slice(8, -1))).toBeLessThanOrEqual(2);
  });

  test('the live edge moves in real time: a few seconds later the window has advanced as far', async () => {
    const { url } = await master();
    const playlistUrl = resolve(url, `360p/index.m3u8${url.slice(url.indexOf('?'))}`);
    const sequenceAt = async () => Number(tagValue((await media.server.get(playlistUrl)).body, 'EXT-X-MEDIA-SEQUENCE'));
    const before = await sequenceAt();
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, 4500));
    const after = await sequenceAt();
    const elapsed = (Date.now() - t0) / 1000;
    expect(after - before).toBeGreaterThanOrEqual(Math.floor(elapsed / 2));
    expect(after - before).toBeLessThanOrEqual(Math.ceil(elapsed / 2) + 1);
  });

  test('where the loop starts again the window marks a discontinuity and the sequence counts loops', async () => {
    // Put the server's clock 5 s past the next minute: the window (12 s) straddles the loop's restart.
    const t = media.server.now();
    media.server.advance(60 - (t % 60) + 5);
    const { url } = await master();
    const body = (await media.server.get(resolve(url, `720p/index.m3u8${url.slice(url.indexOf('?'))}`))).body;
    const first = Number(tagValue(body, 'EXT-X-MEDIA-SEQUENCE'));
    const lines = body.split('\n');
    const wrapAt = lines.findIndex((l) => l.startsWith(`${first + (30 - (first % 30))}.ts`));
    expect(wrapAt).toBeGreaterThan(0);
    expect(lines.slice(0, wrapAt).filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    expect(Number(tagValue(body, 'EXT-X-DISCONTINUITY-SEQUENCE'))).toBe(Math.floor(first / 30) - LOOPS_BEFORE_EPOCH);
  });
});

describe('segments', () => {
  test('each rendition decodes: H.264 Constrained Baseline + AAC, the right size, a keyframe first, at most 2 s', async () => {
    const base = await media.server.listen();
    for (const channelId of [FREE, 148]) {
      const url = await streamUrlOf(media.server, channelId, media.key);
      expect(url, `channel ${channelId} answers a stream`).toBeDefined();
      const query = url!.slice(url!.indexOf('?'));
      for (const [rendition, width, height] of [['360p', 640, 360], ['720p', 1280, 720]] as const) {
        const playlistUrl = resolve(url!, `${rendition}/index.m3u8${query}`);
        const segment = resolve(playlistUrl, uris((await media.server.get(playlistUrl)).body).at(-1)!);
        const p = await probe(`${base}${segment}`, true);
        const video = p.streams.find((s) => s.codec_type === 'video');
        const audio = p.streams.find((s) => s.codec_type === 'audio');
        expect(video).toMatchObject({ codec_name: 'h264', profile: 'Constrained Baseline', width, height, level: rendition === '360p' ? 30 : 31 });
        expect(audio).toMatchObject({ codec_name: 'aac' });
        const frames = p.frames!;
        expect(frames[0]).toMatchObject({ key_frame: 1, pict_type: 'I' });
        expect(frames.filter((f) => f.key_frame === 1)).toHaveLength(1);
        const span = Number(frames.at(-1)!.pts_time) - Number(frames[0]!.pts_time) + 1 / 12;
        expect(span).toBeGreaterThan(1.9);
        expect(span).toBeLessThanOrEqual(2.001);
      }
    }
  }, 60_000);

  test('a segment is the loop file for its sequence, with CDN-friendly caching; future and stale ones are 404', async () => {
    const { url } = await master();
    const query = url.slice(url.indexOf('?'));
    const playlistUrl = resolve(url, `720p/index.m3u8${query}`);
    const body = (await media.server.get(playlistUrl)).body;
    const last = uris(body).at(-1)!;
    const sequence = Number(last.split('.')[0]);
    const res = await media.server.get(resolve(playlistUrl, last));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp2t');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+, immutable/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.rawPayload.equals(readFileSync(loopSegmentPath(media.mediaDir, 1, '720p', sequence)))).toBe(true);
    expect((await media.server.get(resolve(playlistUrl, `${sequence + 10}.ts${query}`))).statusCode).toBe(404);
    expect((await media.server.get(resolve(playlistUrl, `${sequence - 1000}.ts${query}`))).statusCode).toBe(404);
    const bad = await media.server.get(resolve(url, `1080p/index.m3u8${query}`));
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringContaining('1080p') });
  });

  test('channels past the prepared lineup (FTV_CHANNELS) share its loops: number 49 shows loop 1', async () => {
    const scaled = await startTestServer({ FTV_MEDIA_DIR: media.mediaDir, FTV_CHANNELS: '60' });
    try {
      const url = await streamUrlOf(scaled, 149, await scaled.init());
      const playlistUrl = resolve(url!, `360p/index.m3u8${url!.slice(url!.indexOf('?'))}`);
      const last = uris((await scaled.get(playlistUrl)).body).at(-1)!;
      const res = await scaled.get(resolve(playlistUrl, last));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(readFileSync(loopSegmentPath(media.mediaDir, 1, '360p', Number(last.split('.')[0]))))).toBe(true);
    } finally {
      await scaled.close();
    }
  });

  test('other origins may fetch media: CORS preflight answers 204 with the allowed methods', async () => {
    const res = await media.server.app.inject({ method: 'OPTIONS', url: '/media/live/101/master.m3u8', headers: { origin: 'https://tv.example', 'access-control-request-method': 'GET' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('GET');
  });
});

describe('access', () => {
  const denial = async (url: string) => {
    const res = await media.server.get(url);
    return { url, status: res.statusCode, body: res.json() as unknown };
  };
  const FORBIDDEN = { status: 403, body: { success: false, message: expect.stringMatching(/token|subscription/i) } };

  test('a wrong, missing or altered token is 403 on playlists and segments', async () => {
    const { url } = await master();
    const [path, query] = url.split('?') as [string, string];
    const wrong = query.replace(/token=([0-9a-f])/, (_m, c: string) => `token=${c === '0' ? '1' : '0'}`);
    expect(await denial(`${path}?${wrong}`)).toMatchObject(FORBIDDEN);
    expect(await denial(path)).toMatchObject(FORBIDDEN);
    expect(await denial(`${path}?${query.replace(/user=0/, 'user=5')}`)).toMatchObject(FORBIDDEN);
    expect(await denial(`${path}?${query.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1}`)}`)).toMatchObject(FORBIDDEN);
    expect(await denial(`/media/live/${FREE}/720p/index.m3u8?${wrong}`)).toMatchObject(FORBIDDEN);
    expect(await denial(`/media/live/${FREE}/720p/${Math.floor(media.server.now() / 2) - 2}.ts`)).toMatchObject(FORBIDDEN);
  });

  test("one channel's token does not open another channel", async () => {
    const { url } = await master(FREE);
    expect(await denial(url.replace(`/live/${FREE}/`, '/live/103/'))).toMatchObject(FORBIDDEN);
  });

  test('a recording token never opens a live stream, nor a live token a recording', async () => {
    const secret = mediaSecret(media.server.app.deps);
    const expires = media.server.now() + 600;
    expect(await denial(`/media/live/${FREE}/master.m3u8?token=${signRecording(secret, FREE, 0, expires)}&expires=${expires}&user=0`)).toMatchObject(FORBIDDEN);
    const live = await master(FREE);
    const res = await media.server.get(`/media/recordings/1/index.m3u8${live.url.slice(live.url.indexOf('?'))}`);
    expect(res.statusCode).toBe(403);
  });

  test('an expired URL is 403: the clock moves past watch-timeout', async () => {
    const other = await startTestServer({ FTV_MEDIA_DIR: media.mediaDir });
    try {
      const url = await streamUrlOf(other, FREE, await other.init());
      expect((await other.get(url!)).statusCode).toBe(200);
      other.advance(6 * 3600 + 1);
      const res = await other.get(url!);
      expect(res.statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });

  test('a premium channel needs the entitlement at playlist time, even with a correctly signed URL', async () => {
    const secret = mediaSecret(media.server.app.deps);
    const expires = media.server.now() + 3600;
    const viewer = await createLoggedInUser(media.server);
    // A visitor's and a non-subscriber's channel answer has no stream at all…
    expect(await streamUrlOf(media.server, PREMIUM, media.key)).toBeUndefined();
    expect(await streamUrlOf(media.server, PREMIUM, viewer.sessionKey, viewer.token)).toBeUndefined();
    // …and a signed URL (say, kept from a lapsed plan) is refused by the media server itself.
    const signed = (user: number) => `/media/live/${PREMIUM}/master.m3u8?token=${signStream(secret, PREMIUM, user, expires)}&expires=${expires}&user=${user}`;
    expect(await denial(signed(viewer.userId))).toMatchObject(FORBIDDEN);
    expect(await denial(signed(0))).toMatchObject(FORBIDDEN);
    const subscriber = await createLoggedInUser(media.server);
    const { db, now } = media.server.app.deps;
    // Premium Yearly (plan 3) includes every group.
    await db.insertInto('user_subscriptions').values({ user_id: subscriber.userId, plan_id: 3, order_id: null, status: 'active', started_at: now(), expires_at: now() + 86400, auto_renew: 1 }).execute();
    const url = await streamUrlOf(media.server, PREMIUM, subscriber.sessionKey, subscriber.token);
    expect(url).toBeDefined();
    const res = await media.server.get(url!);
    expect(res.statusCode).toBe(200);
    const playlist = await media.server.get(resolve(url!, uris(res.body)[0]!));
    expect(playlist.statusCode).toBe(200);
  });

  test('a viewer refused a moment ago plays the premium channel as soon as the plan is bought', async () => {
    const secret = mediaSecret(media.server.app.deps);
    const expires = media.server.now() + 3600;
    const viewer = await createLoggedInUser(media.server);
    const signed = `/media/live/${PREMIUM}/master.m3u8?token=${signStream(secret, PREMIUM, viewer.userId, expires)}&expires=${expires}&user=${viewer.userId}`;
    expect(await denial(signed)).toMatchObject(FORBIDDEN);
    const { db, now } = media.server.app.deps;
    await db.insertInto('user_subscriptions').values({ user_id: viewer.userId, plan_id: 3, order_id: null, status: 'active', started_at: now(), expires_at: now() + 86400, auto_renew: 1 }).execute();
    // No wait for an entitlement cache: the refusal was not kept.
    expect((await media.server.get(signed)).statusCode).toBe(200);
  });
});
