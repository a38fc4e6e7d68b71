// admin-health.test.ts — the console's stream health through the real provider and a real upstream (ffmpeg on loopback): a probe times each stream to its first segment and names the one that fails, the minute samples make its day, and a stream switched off leaves the relay's list.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startUpstream, type Upstream } from '../../support/upstream.ts';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

const OPERATOR = `health-operator-${process.pid}@ftv.example`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-health-'));
let upstream: Upstream;
let server: TestServer;
let operator: TestUser;
let channelId: number;

beforeAll(async () => {
  upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }] });
  await upstream.waitForLive('live', 2);
  const playlist = path.join(dir, 'lineup.m3u');
  writeFileSync(
    playlist,
    '#EXTM3U\n' +
      `#EXTINF:-1 tvg-id="dock.test" tvg-chno="1",Dock TV\n${upstream.url}/primary/live/master.m3u8\n` +
      `#EXTINF:-1 tvg-id="dock.test",Dock TV (backup)\n${upstream.url}/backup/live/master.m3u8\n`,
  );
  server = await startTestServer({ FTV_LINEUP: playlist, FTV_ADMIN_EMAILS: OPERATOR, FTV_RELAY_ALLOW_PRIVATE: '1' }, { jobs: false });
  operator = await createLoggedInUser(server, { email: OPERATOR, emailVerified: true });
  const channels = (await server.get('/tv/api/channels', { session_key: operator.sessionKey })).json() as Array<{ id: string; title: string }>;
  channelId = Number(channels.find((c) => c.title === 'Dock TV')!.id);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

function call(method: 'GET' | 'POST', url: string, body: Record<string, unknown> = {}) {
  const headers = { 'ftv-token': operator.token };
  if (method === 'GET') return server.app.inject({ method, url, query: { session_key: operator.sessionKey }, headers });
  return server.app.inject({ method, url, payload: { session_key: operator.sessionKey, ...body }, headers });
}

interface StreamHealth {
  index: number;
  host: string;
  enabled: boolean;
  up: boolean | null;
  last_error: string | null;
  ttfs_ms: number | null;
  series: Array<{ at: number; up: number | null; ttfs_ms: number | null }>;
}

test('a probe times each stream to its first segment and names the one that fails; the samples make its day; no URL is shown', async () => {
  const before = (await call('GET', `/admin/api/health/${channelId}`)).json() as { streams: StreamHealth[] };
  expect(before.streams.map((s) => [s.index, s.enabled, s.up])).toEqual([
    [0, true, null],
    [1, true, null],
  ]);
  expect(before.streams[0]!.series).toHaveLength(144);

  upstream.mode('/primary', 'fail');
  const probed = await call('POST', `/admin/api/health/${channelId}/probe`);
  expect(probed.statusCode).toBe(200);
  const answer = probed.json() as { probe: Array<{ ok: boolean; ms: number; error?: string }>; streams: StreamHealth[] };
  expect(answer.probe.map((p) => p.ok)).toEqual([false, true]);
  const [primary, backup] = answer.streams;
  expect(primary).toMatchObject({ index: 0, up: false, last_error: expect.stringContaining('503'), host: new URL(upstream.url).host });
  expect(backup).toMatchObject({ index: 1, up: true, last_error: null });
  expect(backup!.ttfs_ms).toBeGreaterThan(0);
  // The last bucket of the day holds the probe.
  expect(backup!.series.at(-1)).toMatchObject({ up: 1, ttfs_ms: backup!.ttfs_ms });
  expect(JSON.stringify(answer)).not.toContain('/primary/live');
  upstream.mode('/primary', 'ok');
});

test('a stream switched off and the order changed: the relay tries only what is on, the health lists it off and last', async () => {
  expect((await call('POST', '/admin/api/lineup/edit', { ids: [channelId], change: { streams: [] } })).json()).toEqual({ success: false, message: 'A channel needs at least one stream switched on' });
  expect((await call('POST', '/admin/api/lineup/edit', { ids: [channelId], change: { streams: [1, 1] } })).json().message).toBe('streams must list stream indices from 0 to 1, each at most once');
  expect((await call('POST', '/admin/api/lineup/edit', { ids: [channelId], change: { streams: [1] } })).json()).toMatchObject({ success: true, changed: 1 });
  const health = (await call('GET', `/admin/api/health/${channelId}`)).json() as { streams: StreamHealth[] };
  expect(health.streams.map((s) => [s.index, s.enabled])).toEqual([
    [1, true],
    [0, false],
  ]);
  const probed = (await call('POST', `/admin/api/health/${channelId}/probe`)).json() as { probe: unknown[] };
  expect(probed.probe).toHaveLength(1);
  // Back to the source's: the edit goes.
  expect((await call('POST', '/admin/api/lineup/edit', { ids: [channelId], change: { streams: [0, 1] } })).json()).toMatchObject({ success: true });
  const lineup = (await call('GET', '/admin/api/lineup')).json() as { channels: Array<{ id: number; edited: string[] }> };
  expect(lineup.channels.find((c) => c.id === channelId)!.edited).toEqual([]);
});
