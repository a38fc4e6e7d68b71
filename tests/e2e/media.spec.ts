// media.spec.ts — in headless Chromium with hls.js: every demo channel plays, playback survives the loop's restart, the loop's audio and subtitle tracks play in step, a recording plays back and seeks.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { buySubscription } from '../support/checkout.ts';
import { expect, test } from './fixtures.ts';
import { newEmail } from './support/accounts.ts';
import { ownServer } from './support/server.ts';

const HLS_JS = path.resolve(import.meta.dirname, '..', '..', 'node_modules', 'hls.js', 'dist', 'hls.min.js');
const PLAYER = '/__e2e/player.html';

interface ListChannel {
  id: string;
  type: string;
  is_free: string;
  streams: Array<{ url: string }>;
}

/**
 * A bare page on the app's origin with hls.js and a muted video: served by routes, so the app's own
 * pages and their CSP stay as they are, and every media request still goes to the real server.
 */
async function openPlayer(page: Page) {
  await page.route(`**${PLAYER}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><video id="v" muted playsinline width="640" height="360"></video><script src="/__e2e/hls.js"></script>' }));
  await page.route('**/__e2e/hls.js', (route) => route.fulfill({ path: HLS_JS, contentType: 'text/javascript' }));
  await page.goto(PLAYER);
  await page.waitForFunction(() => 'Hls' in window);
}

/** Loads the URL with hls.js's default configuration; resolves on the first `playing`, rejects on a fatal error. */
function play(page: Page, url: string) {
  return page.evaluate(
    (src) =>
      new Promise<{ width: number; height: number }>((resolve, reject) => {
        const w = window as unknown as { Hls: new () => HlsLike; hls?: HlsLike };
        interface HlsLike {
          loadSource: (s: string) => void;
          attachMedia: (v: HTMLVideoElement) => void;
          on: (event: string, cb: (e: unknown, data: { fatal: boolean; details: string }) => void) => void;
          destroy: () => void;
        }
        w.hls?.destroy();
        const video = document.getElementById('v') as HTMLVideoElement;
        const hls = new w.Hls();
        w.hls = hls;
        const timer = setTimeout(() => reject(new Error(`no playing within 20 s: ${src}`)), 20_000);
        hls.on('hlsError', (_e, data) => {
          if (data.fatal) {
            clearTimeout(timer);
            reject(new Error(`fatal hls.js error ${data.details}: ${src}`));
          }
        });
        video.addEventListener('playing', () => {
          clearTimeout(timer);
          resolve({ width: video.videoWidth, height: video.videoHeight });
        }, { once: true });
        hls.loadSource(src);
        hls.attachMedia(video);
        void video.play().catch(() => undefined);
      }),
    url,
  );
}

/** A user with Premium Yearly (every group), registered and subscribed through the API alone. */
async function subscriber(request: APIRequestContext) {
  const key = ((await (await request.post('/tv/api/init', { data: { app_id: 'ftv-web', app_secret: 'ftv-web-secret' } })).json()) as { session_key: string }).session_key;
  const password = createHash('md5').update('e2e media password').digest('hex');
  expect((await request.post('/tv/api/register', { data: { session_key: key, email: newEmail(), password } })).status()).toBe(200);
  const token = ((await (await request.get(`/tv/api/session?session_key=${key}`)).json()) as { ftv_token: string }).ftv_token;
  const headers = { 'ftv-token': token };
  // No page holds this session: the purchase goes through the API request context.
  await buySubscription(async (path, body) => (await request.post(path, { headers, data: { session_key: key, ...body } })).status(), 'Premium Yearly');
  return { key, headers };
}

async function lineup(request: APIRequestContext) {
  const { key, headers } = await subscriber(request);
  const channels = (await (await request.get(`/tv/api/channels?session_key=${key}`, { headers })).json()) as ListChannel[];
  return channels.filter((c) => c.type === 'standard').map((c) => ({ id: c.id, free: c.is_free === '1', url: c.streams[0]?.url }));
}

// Four groups of twelve: each worker plays its share; together they cover the whole demo lineup.
for (const part of [0, 1, 2, 3]) {
  test(`every demo channel reaches playing in hls.js (channels ${part * 12 + 1}–${part * 12 + 12})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const channels = await lineup(request);
    expect(channels).toHaveLength(48);
    await openPlayer(page);
    for (const channel of channels.slice(part * 12, part * 12 + 12)) {
      expect(channel.url, `channel ${channel.id} has a stream for a subscriber`).toBeTruthy();
      const size = await play(page, channel.url!);
      expect(size.width, `channel ${channel.id}`).toBeGreaterThan(0);
    }
  });
}

test('playback carries on across the point where the loop starts again (a discontinuity)', async ({ page, request }) => {
  // Plays across a loop's restart: waits until the loop comes round.
  test.setTimeout(150_000);
  const [first] = await lineup(request);
  await openPlayer(page);
  await play(page, first!.url!);
  // hls.js plays a few segments behind the live edge; watch the programme date it shows cross a minute.
  const crossed = await page.evaluate(
    () =>
      new Promise<{ before: number; after: number; advanced: number }>((resolve, reject) => {
        const video = document.getElementById('v') as HTMLVideoElement;
        const hls = (window as unknown as { hls: { playingDate: Date | null } }).hls;
        let lastSecond = -1;
        let wrapAt: number | null = null;
        let before = 0;
        const started = Date.now();
        const timer = setInterval(() => {
          const date = hls.playingDate;
          if (!date) return;
          const second = date.getUTCSeconds();
          if (wrapAt === null && lastSecond >= 50 && second < 10) {
            wrapAt = video.currentTime;
            before = lastSecond;
          }
          lastSecond = second;
          // Four seconds of media played past the restart: it did not stall there.
          if (wrapAt !== null && video.currentTime - wrapAt >= 4) {
            clearInterval(timer);
            resolve({ before, after: second, advanced: video.currentTime - wrapAt });
          }
          if (Date.now() - started > 120_000) {
            clearInterval(timer);
            reject(new Error(`no loop restart played within 120 s (last second ${lastSecond}, currentTime ${video.currentTime})`));
          }
        }, 250);
      }),
  );
  expect(crossed.before).toBeGreaterThanOrEqual(50);
  expect(crossed.after).toBeLessThan(15);
  expect(crossed.advanced).toBeGreaterThanOrEqual(4);
});

test("hls.js offers the loop's tracks: the description plays from its own playlist, and the subtitle cue showing names the second on screen", async ({ page, request }) => {
  test.setTimeout(120_000);
  const [first] = await lineup(request);
  await openPlayer(page);
  await play(page, first!.url!);
  const seen = await page.evaluate(
    () =>
      new Promise<{ audio: string[]; subtitles: string[]; describedFragments: number; samples: Array<{ playing: number; cue: string }> }>((resolve, reject) => {
        interface Track { name: string; lang?: string; url?: string }
        interface HlsLike { audioTracks: Track[]; subtitleTracks: Track[]; audioTrack: number; subtitleTrack: number; playingDate: Date | null; on: (event: string, cb: (e: unknown, data: { frag: { type: string; url: string } }) => void) => void }
        const hls = (window as unknown as { hls: HlsLike }).hls;
        const video = document.getElementById('v') as HTMLVideoElement;
        let describedFragments = 0;
        hls.on('hlsFragLoaded', (_e, data) => {
          if (data.frag.type === 'audio' && data.frag.url.includes('/ad/')) describedFragments += 1;
        });
        const audio = hls.audioTracks.map((t) => `${t.name} (${t.lang}${t.url ? ', own playlist' : ', muxed'})`);
        const subtitles = hls.subtitleTracks.map((t) => `${t.name} (${t.lang})`);
        hls.audioTrack = hls.audioTracks.findIndex((t) => t.url);
        hls.subtitleTrack = 0;
        const samples: Array<{ playing: number; cue: string }> = [];
        const started = Date.now();
        const timer = setInterval(() => {
          const track = [...video.textTracks].find((t) => t.mode === 'showing');
          const cue = track?.activeCues?.[0] as VTTCue | undefined;
          const date = hls.playingDate;
          // The wall-clock second being shown (programme date time) beside the cue on screen at that moment.
          if (cue && date && describedFragments > 0) samples.push({ playing: date.getUTCSeconds() + date.getUTCMilliseconds() / 1000, cue: cue.text });
          if (samples.length >= 12) {
            clearInterval(timer);
            resolve({ audio, subtitles, describedFragments, samples });
          } else if (Date.now() - started > 60_000) {
            clearInterval(timer);
            reject(new Error(`after 60 s: ${describedFragments} description fragments, ${samples.length} cue samples, text tracks ${[...video.textTracks].map((t) => `${t.label}:${t.mode}:${t.cues?.length}`).join(' ')}`));
          }
        }, 400);
      }),
  );
  expect(seen.audio).toEqual(['English (en, muxed)', 'English (audio description) (en, own playlist)']);
  expect(seen.subtitles).toEqual(['English (en)', 'Español (es)']);
  expect(seen.describedFragments).toBeGreaterThan(0);
  for (const { playing, cue } of seen.samples) {
    const second = Number(/^Channel 1 — second (\d+)$/.exec(cue)?.[1]);
    // The cue shown is the second being played (a cue change may trail the picture by a timer tick).
    const behind = (playing - second + 60) % 60;
    expect({ playing, cue, inSecond: behind >= 0 && behind < 1.5 }).toEqual({ playing, cue, inSecond: true });
  }
});

test.describe('a recording made through the API', () => {
  // A server of its own with 20-second programmes, so a whole programme records within the test.
  test.use({ baseURL: ownServer({ FTV_SLOT_SECONDS: '20' }) });

  test('records, then plays back in hls.js as a VOD that can be seeked and plays to its end', async ({ page, request }) => {
    // Waits for a 20-second programme to air and be recorded, then plays it to its end.
    test.setTimeout(150_000);
    const { key, headers } = await subscriber(request);
    const channel = (await (await request.get(`/tv/api/channel/101?session_key=${key}`, { headers })).json()) as { next_playing: { programme: number; startdatetime: number } };
    const added = await request.post('/tv/api/dvr/add', { headers, data: { session_key: key, channel_id: 101, programme_id: channel.next_playing.programme, start_time: channel.next_playing.startdatetime } });
    expect(added.status()).toBe(200);
    const id = ((await added.json()) as { recording: { id: number } }).recording.id;
    let streamUrl: string | undefined;
    await expect
      .poll(
        async () => {
          const list = (await (await request.get(`/tv/api/dvr/list?session_key=${key}`, { headers })).json()) as { recordings: Array<{ id: number; status: string; stream_url?: string }> };
          const r = list.recordings.find((x) => x.id === id);
          streamUrl = r?.stream_url;
          return r?.status;
        },
        { timeout: 90_000, intervals: [1000] },
      )
      .toBe('Recorded');
    await openPlayer(page);
    await play(page, streamUrl!);
    const result = await page.evaluate(
      () =>
        new Promise<{ duration: number; seekedTo: number; ended: boolean }>((resolve, reject) => {
          const video = document.getElementById('v') as HTMLVideoElement;
          const timer = setTimeout(() => reject(new Error(`did not play to the end (currentTime ${video.currentTime}, duration ${video.duration})`)), 40_000);
          video.addEventListener('seeked', () => {
            const seekedTo = video.currentTime;
            video.addEventListener('ended', () => {
              clearTimeout(timer);
              resolve({ duration: video.duration, seekedTo, ended: true });
            }, { once: true });
          }, { once: true });
          video.currentTime = 12;
        }),
    );
    expect(result.duration).toBeGreaterThan(19);
    expect(result.duration).toBeLessThan(21.5);
    expect(result.seekedTo).toBeGreaterThanOrEqual(11.5);
    expect(result.ended).toBe(true);
  });
});
