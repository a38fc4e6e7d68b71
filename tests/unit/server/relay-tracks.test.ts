// relay-tracks.test.ts — an operator's channel whose upstream lists audio and subtitle renditions (ffmpeg on loopback, as a packager does): FTV's master names them on its own URLs, and each plays through the relay.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startUpstream, type Upstream } from '../../support/upstream.ts';
import { probe, resolve, uris } from './mediaHelpers.ts';
import { startTestServer, type TestServer } from './support.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-relay-tracks-'));
let upstream: Upstream;
let server: TestServer;
let master: { url: string; text: string };

const attr = (line: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(line)?.[1];
const mediaLines = (text: string, type: string) => text.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:') && line.includes(`TYPE=${type}`));

beforeAll(async () => {
  upstream = await startUpstream({ live: [{ name: 'tracks', segmentType: 'tracks' }] });
  await upstream.waitForLive('tracks', 3);
  const lineup = path.join(dir, 'lineup.m3u');
  writeFileSync(lineup, `#EXTM3U\n#EXTINF:-1 tvg-id="quay.test" tvg-chno="1" group-title="Local",Quay TV\n${upstream.url}/quay/tracks/master.m3u8\n`);
  server = await startTestServer({ FTV_LINEUP: lineup });
  const sessionKey = await server.init();
  const [channel] = (await server.get('/tv/api/channels', { session_key: sessionKey })).json() as Array<{ id: string; streams: Array<{ url: string }> }>;
  const url = channel!.streams[0]!.url;
  const res = await server.get(url);
  if (res.statusCode !== 200) throw new Error(`the relayed master answered ${res.statusCode}: ${res.body}`);
  master = { url, text: res.body };
}, 60_000);

afterAll(async () => {
  await server?.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("the master lists the upstream's audio and subtitle renditions with their languages, on FTV's own URLs", () => {
  const audio = mediaLines(master.text, 'AUDIO');
  expect(audio.map((line) => [attr(line, 'LANGUAGE'), line.includes('DEFAULT=YES')])).toEqual([
    ['en', true],
    ['fr', false],
  ]);
  const subtitles = mediaLines(master.text, 'SUBTITLES');
  expect(subtitles.map((line) => attr(line, 'GROUP-ID'))).toEqual(['subs']);
  // Every URI is the relay's, signed like the master; the upstream's address appears nowhere.
  for (const line of [...audio, ...subtitles]) expect(attr(line, 'URI')).toMatch(/^r\/[^/]+\.m3u8\?/);
  expect(master.text).not.toContain(upstream.url);
  expect(master.text).toMatch(/^#EXT-X-STREAM-INF:.*AUDIO="group_aud".*SUBTITLES="subs"/m);
});

test('the subtitle rendition plays through the relay: a live playlist of WebVTT segments with the upstream cues', async () => {
  const playlistUrl = resolve(master.url, attr(mediaLines(master.text, 'SUBTITLES')[0]!, 'URI')!);
  const playlist = await server.get(playlistUrl);
  expect(playlist.statusCode).toBe(200);
  const segments = uris(playlist.body);
  expect(segments.length).toBeGreaterThanOrEqual(2);
  const segment = await server.get(resolve(playlistUrl, segments.at(-1)!));
  expect(segment.statusCode).toBe(200);
  expect(segment.headers['content-type']).toMatch(/^text\/vtt/);
  expect(segment.body).toMatch(/^WEBVTT/);
  expect(segment.body).toMatch(/Upstream second \d+/);
});

test('the second audio rendition plays through the relay: audio-only segments', async () => {
  const french = mediaLines(master.text, 'AUDIO').find((line) => attr(line, 'LANGUAGE') === 'fr')!;
  const playlistUrl = resolve(master.url, attr(french, 'URI')!);
  const playlist = await server.get(playlistUrl);
  expect(playlist.statusCode).toBe(200);
  const segment = resolve(playlistUrl, uris(playlist.body).at(-1)!);
  const base = await server.listen();
  const { streams } = await probe(`${base}${segment}`);
  expect(streams.map((s) => s.codec_type)).toEqual(['audio']);
}, 30_000);
