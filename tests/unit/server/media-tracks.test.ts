// media-tracks.test.ts — a demo channel's subtitles and audio description: the master's renditions, their windows, cue text timed to the picture, a second tone, and the same signed access as video.
import { describe, expect, test } from 'vitest';
import { createLoggedInUser } from './support.ts';
import { audioFrequency, firstVideoPts, FREE, PREMIUM, probe, resolve, serverOverLoops, streamUrlOf, tagValue, uris } from './mediaHelpers.ts';
import { mediaSecret, signStream } from '../../../server/media/signing.ts';
import { describedToneOf, loopSegmentPath, mainToneOf, toneFrequency } from '../../../server/media/recipe.ts';

const media = serverOverLoops();
const OTHER = 107; // number 7: its tones differ from number 1's

/** A master playlist's EXT-X-MEDIA lines as attribute maps (quoted values unquoted). */
function mediaRenditions(master: string): Array<Record<string, string>> {
  return master
    .split('\n')
    .filter((l) => l.startsWith('#EXT-X-MEDIA:'))
    .map((l) => Object.fromEntries([...l.slice('#EXT-X-MEDIA:'.length).matchAll(/([A-Z-]+)=("[^"]*"|[^,]*)/g)].map((m) => [m[1]!, m[2]!.replace(/^"|"$/g, '')])));
}

async function masterOf(channelId: number) {
  const url = (await streamUrlOf(media.server, channelId, media.key))!;
  expect(url).toBeDefined();
  const res = await media.server.get(url);
  expect(res.statusCode).toBe(200);
  return { url, query: url.slice(url.indexOf('?')), body: res.body };
}

/** Everything in a media playlist but its segment lines' extension: what two renditions of one window share. */
const windowOf = (playlist: string) => playlist.replace(/^(\d+)\.(ts|vtt)\?/gm, '$1.?');

describe('master playlist', () => {
  test('lists two audio renditions (the muxed main one without URI, the description with one) and two subtitle languages, and every variant names both groups', async () => {
    const { query, body } = await masterOf(FREE);
    const renditions = mediaRenditions(body);
    expect(renditions.filter((r) => r.TYPE === 'AUDIO')).toEqual([
      { TYPE: 'AUDIO', 'GROUP-ID': 'aud', LANGUAGE: 'en', NAME: 'English', DEFAULT: 'YES', AUTOSELECT: 'YES' },
      { TYPE: 'AUDIO', 'GROUP-ID': 'aud', LANGUAGE: 'en', NAME: 'English (audio description)', DEFAULT: 'NO', AUTOSELECT: 'YES', CHARACTERISTICS: 'public.accessibility.describes-video', URI: `ad/index.m3u8${query}` },
    ]);
    expect(renditions.filter((r) => r.TYPE === 'SUBTITLES')).toEqual([
      { TYPE: 'SUBTITLES', 'GROUP-ID': 'subs', LANGUAGE: 'en', NAME: 'English', DEFAULT: 'NO', AUTOSELECT: 'YES', URI: `subs-en/index.m3u8${query}` },
      { TYPE: 'SUBTITLES', 'GROUP-ID': 'subs', LANGUAGE: 'es', NAME: 'Español', DEFAULT: 'NO', AUTOSELECT: 'YES', URI: `subs-es/index.m3u8${query}` },
    ]);
    const variants = body.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(2);
    for (const variant of variants) expect(variant).toMatch(/,AUDIO="aud",SUBTITLES="subs"$/);
    // Video renditions keep the main audio muxed in: a player that ignores EXT-X-MEDIA still has sound.
    expect(variants[0]).toContain('CODECS="avc1.42c01e,mp4a.40.2"');
  });
});

describe('subtitles', () => {
  test("each language's playlist is the video's window: the same sequence, discontinuities, dates and durations, with .vtt segments", async () => {
    const { url, query } = await masterOf(FREE);
    const get = async (rendition: string) => (await media.server.get(resolve(url, `${rendition}/index.m3u8${query}`))).body;
    // The video window before and after: the clock may move on between requests, never back.
    const before = await get('720p');
    const [english, spanish] = [await get('subs-en'), await get('subs-es')];
    const after = await get('720p');
    expect([windowOf(before), windowOf(after)]).toContain(windowOf(english));
    expect([windowOf(before), windowOf(after)]).toContain(windowOf(spanish));
    expect(before).toMatch(/^#EXT-X-DISCONTINUITY-SEQUENCE:\d+$/m);
    const sequence = Number(tagValue(english, 'EXT-X-MEDIA-SEQUENCE'));
    expect(uris(english)[0]).toBe(`${sequence}.vtt${query}`);
  });

  test('a cue says what the picture shows (the channel and the second of the minute), in each language', async () => {
    const { url, query } = await masterOf(OTHER);
    const playlistUrl = resolve(url, `subs-en/index.m3u8${query}`);
    const last = uris((await media.server.get(playlistUrl)).body).at(-1)!;
    const sequence = Number(last.split('.')[0]);
    // Segment s covers unix seconds [2s, 2s + 2): its cues name those two seconds of the minute.
    const second = (sequence * 2) % 60;
    const english = await media.server.get(resolve(playlistUrl, last));
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/vtt/);
    expect(english.headers['cache-control']).toMatch(/public, max-age=\d+, immutable/);
    expect(english.body).toMatch(/^WEBVTT\n/);
    expect(english.body).toContain(`00:00:00.000 --> 00:00:01.000\nChannel 7 — second ${second}\n`);
    expect(english.body).toContain(`00:00:01.000 --> 00:00:02.000\nChannel 7 — second ${second + 1}\n`);
    const spanish = await media.server.get(resolve(url, `subs-es/${last}`));
    expect(spanish.body).toContain(`Canal 7 — segundo ${second}\n`);
    // A subtitle track has no .ts segments, nor a video rendition .vtt ones.
    expect((await media.server.get(resolve(url, `subs-en/${sequence}.ts${query}`))).statusCode).toBe(404);
    expect((await media.server.get(resolve(url, `720p/${sequence}.vtt${query}`))).statusCode).toBe(404);
  });

  test("X-TIMESTAMP-MAP pins a cue's local 0 to the first video timestamp of the same segment, read from the prepared loop", async () => {
    const { url, query } = await masterOf(FREE);
    const playlistUrl = resolve(url, `subs-en/index.m3u8${query}`);
    // The window's first and last segments: at least one is not the loop's first, whose timestamps start at 0.
    for (const uri of [uris((await media.server.get(playlistUrl)).body)[0]!, uris((await media.server.get(playlistUrl)).body).at(-1)!]) {
      const sequence = Number(uri.split('.')[0]);
      const vtt = (await media.server.get(resolve(playlistUrl, uri))).body;
      const map = /^X-TIMESTAMP-MAP=MPEGTS:(\d+),LOCAL:00:00:00\.000$/m.exec(vtt);
      expect(map).not.toBeNull();
      for (const rendition of ['360p', '720p']) expect({ sequence, rendition, pts: Number(map![1]) }).toEqual({ sequence, rendition, pts: await firstVideoPts(loopSegmentPath(media.mediaDir, 1, rendition, sequence)) });
    }
  });
});

describe('audio description', () => {
  test('its playlist is the video window; its segments are audio-only AAC in another tone than the main audio muxed in the video', async () => {
    const base = await media.server.listen();
    for (const [channelId, loop] of [[FREE, 1], [OTHER, 7]] as const) {
      const { url, query } = await masterOf(channelId);
      const get = async (rendition: string) => (await media.server.get(resolve(url, `${rendition}/index.m3u8${query}`))).body;
      const before = await get('720p');
      const described = await get('ad');
      const after = await get('720p');
      expect([before, after]).toContain(described);
      const last = uris(described).at(-1)!;
      const segment = resolve(url, `ad/${last}`);
      const p = await probe(`${base}${segment}`);
      expect(p.streams.map((s) => [s.codec_type, s.codec_name])).toEqual([['audio', 'aac']]);
      const describedHz = await audioFrequency(`${base}${segment}`);
      const mainHz = await audioFrequency(`${base}${resolve(url, `720p/${last}`)}`);
      // Within 6 % of each tone (the beep adds ~4 %); the two tones are 41 % apart.
      expect(Math.abs(describedHz / toneFrequency(describedToneOf(loop)) - 1)).toBeLessThan(0.06);
      expect(Math.abs(mainHz / toneFrequency(mainToneOf(loop)) - 1)).toBeLessThan(0.06);
    }
  }, 60_000);
});

describe('access', () => {
  test("a premium channel's subtitle and audio playlists need the entitlement, and a wrong token opens no segment", async () => {
    const secret = mediaSecret(media.server.app.deps);
    const expires = media.server.now() + 3600;
    const viewer = await createLoggedInUser(media.server);
    const query = `?token=${signStream(secret, PREMIUM, viewer.userId, expires)}&expires=${expires}&user=${viewer.userId}`;
    for (const rendition of ['subs-en', 'subs-es', 'ad']) {
      const res = await media.server.get(`/media/live/${PREMIUM}/${rendition}/index.m3u8${query}`);
      expect({ rendition, status: res.statusCode, message: (res.json() as { message: string }).message }).toEqual({ rendition, status: 403, message: expect.stringMatching(/subscription/) });
    }
    const { query: free } = await masterOf(FREE);
    const wrong = free.replace(/token=([0-9a-f])/, (_m, c: string) => `token=${c === '0' ? '1' : '0'}`);
    const sequence = Math.floor(media.server.now() / 2) - 2;
    for (const file of [`subs-en/${sequence}.vtt`, `ad/${sequence}.ts`]) {
      expect({ file, status: (await media.server.get(`/media/live/${FREE}/${file}${wrong}`)).statusCode }).toEqual({ file, status: 403 });
      expect({ file, status: (await media.server.get(`/media/live/${FREE}/${file}${free}`)).statusCode }).toEqual({ file, status: 200 });
    }
    // The same kept token opens the premium tracks once a plan includes the channel.
    const { db, now } = media.server.app.deps;
    await db.insertInto('user_subscriptions').values({ user_id: viewer.userId, plan_id: 3, order_id: null, status: 'active', started_at: now(), expires_at: now() + 86400, auto_renew: 1 }).execute();
    for (const rendition of ['subs-en', 'ad']) expect((await media.server.get(`/media/live/${PREMIUM}/${rendition}/index.m3u8${query}`)).statusCode).toBe(200);
  });

  test('an unknown rendition is a 404 that names the ones there are', async () => {
    const { url, query } = await masterOf(FREE);
    const res = await media.server.get(resolve(url, `subs-fr/index.m3u8${query}`));
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toBe('No rendition subs-fr: this stream has 360p, 720p, ad, subs-en, subs-es');
  });
});
