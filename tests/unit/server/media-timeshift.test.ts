// media-timeshift.test.ts — time-shift and catch-up served by the real provider: the channel answer's base, the window, start over, a past programme as VOD, the same bytes as live, and every refusal with its reason.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FREE, PREMIUM, resolve, serverOverLoops, tagValue, uris } from './mediaHelpers.ts';
import { liveEdge } from '../../../server/media/playlists.ts';
import { loopSegmentPath } from '../../../server/media/recipe.ts';
import { webvttSegment } from '../../../server/media/subtitles.ts';
import { mediaSecret, signStream } from '../../../server/media/signing.ts';

// A one-hour window keeps the playlists of this test small; the default (2 h) is config's.
const media = serverOverLoops({ FTV_TIMESHIFT_SECONDS: '3600', FTV_CATCHUP_DAYS: '3' });

interface Timeshift {
  url: string | null;
  seconds: number;
  catchup_days: number;
}

async function timeshiftOf(channelId: number): Promise<Timeshift> {
  const res = await media.server.get(`/tv/api/channel/${channelId}`, { session_key: media.key });
  expect(res.statusCode).toBe(200);
  return (res.json() as { timeshift: Timeshift }).timeshift;
}

const refusal = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, message: (res.json() as { error?: string; message?: string }).message ?? (res.json() as { error?: string }).error });

describe('the channel answer', () => {
  test('names where its time-shift lives (the live link\'s signature in the path), how far back, and the catch-up days', async () => {
    const shift = await timeshiftOf(FREE);
    expect(shift).toEqual({ url: expect.stringMatching(/^\/media\/shift\/101\/[0-9a-f]{64}-\d+-0\/$/), seconds: 3600, catchup_days: 3 });
  });

  test('a premium channel without the plan has none, as it has no stream', async () => {
    expect(await timeshiftOf(PREMIUM)).toEqual({ url: null, seconds: 0, catchup_days: 0 });
  });
});

describe('playlists and segments', () => {
  test('the window: a master of relative renditions, and a live playlist reaching FTV_TIMESHIFT_SECONDS back to the live edge', async () => {
    const base = (await timeshiftOf(FREE)).url!;
    const master = await media.server.get(`${base}window/master.m3u8`);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(uris(master.body)).toEqual(['360p/index.m3u8', '720p/index.m3u8']);
    const before = liveEdge(media.server.now());
    const playlist = await media.server.get(resolve(`${base}window/master.m3u8`, '360p/index.m3u8'));
    const after = liveEdge(media.server.now());
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['cache-control']).toMatch(/max-age=1\b/);
    const segments = uris(playlist.body);
    expect(segments).toHaveLength(1800);
    const last = Number(segments.at(-1)!.replace('.ts', ''));
    expect(last).toBeGreaterThanOrEqual(before);
    expect(last).toBeLessThanOrEqual(after);
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    // Rewind an hour: that segment is the loop's own bytes, as live served them then.
    const old = last - 1790;
    const segment = await media.server.get(`${base}window/360p/${old}.ts`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload.equals(readFileSync(loopSegmentPath(media.mediaDir, 1, '360p', old)))).toBe(true);
  });

  test('start over: an EVENT playlist from the programme\'s start that grows to the live edge', async () => {
    const base = (await timeshiftOf(FREE)).url!;
    const started = media.server.now() - 1207;
    const res = await media.server.get(`${base}from-${started}/720p/index.m3u8`);
    expect(res.statusCode).toBe(200);
    expect(tagValue(res.body, 'EXT-X-PLAYLIST-TYPE')).toBe('EVENT');
    expect(Number(tagValue(res.body, 'EXT-X-MEDIA-SEQUENCE'))).toBe(Math.floor(started / 2));
    expect(Date.parse(tagValue(res.body, 'EXT-X-PROGRAM-DATE-TIME')!) / 1000).toBe(Math.floor(started / 2) * 2);
  });

  test('catch-up: yesterday\'s programme as VOD with its end, its segments served, none outside it', async () => {
    const base = (await timeshiftOf(FREE)).url!;
    const from = Math.floor((media.server.now() - 86_400) / 3600) * 3600;
    const span = `${from}-${from + 1800}`;
    const res = await media.server.get(`${base}${span}/360p/index.m3u8`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=300/);
    expect(tagValue(res.body, 'EXT-X-PLAYLIST-TYPE')).toBe('VOD');
    expect(res.body).toContain('#EXT-X-ENDLIST');
    const segments = uris(res.body);
    expect(segments[0]).toBe(`${from / 2}.ts`);
    expect(segments).toHaveLength(900);
    expect((await media.server.get(`${base}${span}/360p/${from / 2 + 10}.ts`)).statusCode).toBe(200);
    const outside = await media.server.get(`${base}${span}/360p/${from / 2 + 5000}.ts`);
    expect(refusal(outside)).toEqual({ status: 404, message: 'Segment is not in this time-shift span' });
  });
});

describe('captions and audio description', () => {
  test('a span\'s master lists the live tracks; its subtitle and description playlists cover the video\'s span, and their segments are the live ones', async () => {
    const base = (await timeshiftOf(FREE)).url!;
    const from = Math.floor((media.server.now() - 7200) / 60) * 60;
    const span = `${from}-${from + 60}`;
    const master = await media.server.get(`${base}${span}/master.m3u8`);
    expect(master.statusCode).toBe(200);
    const mediaUris = [...master.body.matchAll(/^#EXT-X-MEDIA:.*URI="([^"]+)"/gm)].map((m) => m[1]);
    expect(mediaUris).toEqual(['ad/index.m3u8', 'subs-en/index.m3u8', 'subs-es/index.m3u8']);
    for (const variant of master.body.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))) expect(variant).toMatch(/,AUDIO="aud",SUBTITLES="subs"$/);
    const playlistOf = async (rendition: string) => (await media.server.get(`${base}${span}/${rendition}/index.m3u8`)).body;
    const video = await playlistOf('720p');
    const english = await playlistOf('subs-en');
    expect(english.replace(/\.vtt$/gm, '.ts')).toBe(video);
    expect(await playlistOf('ad')).toBe(video);
    const first = from / 2;
    const cue = await media.server.get(`${base}${span}/subs-es/${first + 3}.vtt`);
    expect(cue.statusCode).toBe(200);
    expect(cue.headers['content-type']).toMatch(/^text\/vtt/);
    expect(cue.body).toBe(webvttSegment(1, first + 3, 'es'));
    const described = await media.server.get(`${base}${span}/ad/${first + 3}.ts`);
    expect(described.rawPayload.equals(readFileSync(loopSegmentPath(media.mediaDir, 1, 'ad', first + 3)))).toBe(true);
    // A subtitle segment is .vtt and nothing else; a rendition the channel lacks says which it has.
    expect((await media.server.get(`${base}${span}/subs-en/${first + 3}.ts`)).statusCode).toBe(404);
    expect(refusal(await media.server.get(`${base}${span}/subs-fr/index.m3u8`))).toEqual({ status: 404, message: 'No rendition subs-fr: this stream has 360p, 720p, ad, subs-en, subs-es' });
  });
});

describe('refusals', () => {
  test('each says what is wrong: a programme not over, too old, a span that is none, a bad or foreign signature, a premium channel without the plan', async () => {
    const base = (await timeshiftOf(FREE)).url!;
    const now = media.server.now();
    expect(refusal(await media.server.get(`${base}${now - 600}-${now + 600}/master.m3u8`))).toEqual({
      status: 409,
      message: 'This programme has not ended yet: start it over from the live channel instead',
    });
    expect(refusal(await media.server.get(`${base}${now - 4 * 86_400}-${now - 4 * 86_400 + 3600}/master.m3u8`))).toEqual({
      status: 404,
      message: 'This programme is older than the 3-day catch-up window',
    });
    expect(refusal(await media.server.get(`${base}yesterday/master.m3u8`)).status).toBe(400);
    expect(refusal(await media.server.get(`${base}from-${now + 3600}/master.m3u8`))).toEqual({ status: 409, message: 'This programme has not started yet' });
    // Another channel's signature, and a mangled one.
    expect((await media.server.get(base.replace('/101/', '/103/') + 'window/master.m3u8')).statusCode).toBe(403);
    expect((await media.server.get(base.replace(/[0-9a-f]{64}/, 'f'.repeat(64)) + 'window/master.m3u8')).statusCode).toBe(403);
    expect((await media.server.get('/media/shift/101/not-a-signature/window/master.m3u8')).statusCode).toBe(403);
    // A valid anonymous signature for a premium channel: the stream is signed, but the viewer is not entitled.
    const expires = now + 600;
    const premium = `/media/shift/${PREMIUM}/${signStream(mediaSecret(media.server.app.deps), PREMIUM, null, expires)}-${expires}-0/window/master.m3u8`;
    expect(refusal(await media.server.get(premium))).toEqual({ status: 403, message: 'This channel needs a subscription that includes it' });
  });
});

describe('a cast link', () => {
  test('opens the live stream and its renditions only: its signature in a time-shift path, or the link without its scope, is refused', async () => {
    const cast = await media.server.get('/tv/api/channel/101/cast', { session_key: media.key });
    expect(cast.statusCode).toBe(200);
    const link = (cast.json() as { url: string }).url;
    const master = await media.server.get(link);
    expect(master.statusCode).toBe(200);
    // The renditions it names carry the scope, and open.
    const rendition = resolve(link, uris(master.body)[0]!);
    expect(rendition).toContain('&scope=cast');
    expect((await media.server.get(rendition)).statusCode).toBe(200);
    // The same token, expiry and user as a time-shift path: the archive stays closed to it.
    const query = new URL(link, 'http://provider.invalid').searchParams;
    const shift = `/media/shift/101/${query.get('token')}-${query.get('expires')}-${query.get('user')}/window/master.m3u8`;
    expect(refusal(await media.server.get(shift))).toEqual({ status: 403, message: 'Stream token is missing, wrong or expired: fetch the channel again for a fresh URL' });
    // Without its scope (a watch link's shape), or with another one, it opens nothing.
    expect((await media.server.get(link.replace('&scope=cast', ''))).statusCode).toBe(403);
    expect((await media.server.get(link.replace('&scope=cast', '&scope=live'))).statusCode).toBe(403);
    // The watch link's own time-shift still opens.
    expect((await media.server.get(`${(await timeshiftOf(FREE)).url!}window/master.m3u8`)).statusCode).toBe(200);
  });
});
