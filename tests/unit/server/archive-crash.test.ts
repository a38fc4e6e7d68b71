// archive-crash.test.ts — kill -9 while the archive writes: every segment a playlist names is whole, a torn write and a half-done prune are cleared, and the archive carries on after the restart with the downtime shown as a gap. Slow: waits for the archive to keep live segments, then 12 s with the server down.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startUpstream, type Upstream } from '../../support/upstream.ts';
import { APP_CREDENTIALS } from './support.ts';
import { serverProcess } from './serverProcess.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-archive-crash-'));
const dataDir = path.join(dir, 'data');
let upstream: Upstream;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }] });
  await upstream.waitForLive('live', 3);
  writeFileSync(path.join(dir, 'lineup.m3u'), `#EXTM3U\n#EXTINF:-1 tvg-chno="1" group-title="Test",alpha\n${upstream.url}/alpha/live/index.m3u8\n`);
}, 60_000);

afterAll(async () => {
  await server.killHard();
  await upstream?.close();
  rmSync(dir, { recursive: true, force: true });
});

const server = serverProcess(dataDir, { FTV_MEDIA_DIR: path.join(dir, 'media'), FTV_LINEUP: path.join(dir, 'lineup.m3u'), FTV_ARCHIVE: '1' });
const startProcess = () => server.start();
const killHard = () => server.killHard();

/** The archive's rows as the database holds them (read while the server is down). */
function rows(): Array<{ n: number; init: string | null; bytes: number }> {
  const db = new DatabaseSync(path.join(dataDir, 'ftv.sqlite'), { readOnly: true });
  try {
    return (db.prepare('SELECT n, init, bytes FROM archive_segments ORDER BY n').all() as Array<{ n: number; init: string | null; bytes: number }>).map((r) => ({ n: Number(r.n), init: r.init, bytes: Number(r.bytes) }));
  } finally {
    db.close();
  }
}

const channelDir = () => {
  const root = path.join(dataDir, 'archive');
  return path.join(root, readdirSync(root)[0]!);
};
const fileOf = (n: number) => path.join(channelDir(), String(Math.floor(n / 1000)), `${n}.ts`);

async function windowPlaylist(): Promise<string> {
  const call = async (url: string, init?: RequestInit) => fetch(`${server.base}${url}`, init);
  const key = ((await (await call('/tv/api/init', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(APP_CREDENTIALS) })).json()) as { session_key: string }).session_key;
  const channels = (await (await call(`/tv/api/channels?session_key=${key}`)).json()) as Array<{ id: string }>;
  const answer = (await (await call(`/tv/api/channel/${channels[0]!.id}?session_key=${key}`)).json()) as { timeshift: { url: string } };
  const res = await call(`${answer.timeshift.url}window/archive/index.m3u8`);
  return res.status === 200 ? res.text() : '';
}

async function waitForSegments(count: number, after = -1): Promise<string> {
  const end = Date.now() + 30_000;
  for (;;) {
    const text = await windowPlaylist();
    const kept = text.split('\n').filter((l) => /^[0-9]+\.ts$/.test(l) && Number.parseInt(l, 10) > after);
    if (kept.length >= count) return text;
    if (Date.now() > end) throw new Error(`timed out waiting for ${count} archived segments after ${after}:\n${text}`);
    await sleep(500);
  }
}

test('kill -9 mid-archive: every row names a whole file, crash leftovers are cleared, and the archive resumes with the downtime as a gap', async () => {
  // Waits on the wall clock: the archive follows a live upstream (a segment a second) before and after the kill.
  await startProcess();
  await waitForSegments(4);
  // Killed while it follows the channel: a segment is fetched and written every second.
  await sleep(700);
  await killHard();
  const before = rows();
  expect(before.length).toBeGreaterThanOrEqual(4);
  // Every row names a whole file: written and fsynced under a temp name, renamed, and only then recorded.
  for (const r of before) expect(statSync(fileOf(r.n)).size).toBe(r.bytes);
  const newest = before.at(-1)!.n;
  // What a kill can leave behind, made certain here: a torn temp file, and the next segment's file without its row (a prune
  // stopped between its rows and its files leaves the same: files no row names).
  const bucket = path.dirname(fileOf(newest));
  writeFileSync(path.join(bucket, `${newest + 1}.ts.12345.tmp`), 'torn');
  writeFileSync(fileOf(newest + 1), 'not a segment');
  // Down long enough to be a gap, not jitter: when it comes back, the upstream still lists its last 5 s, which the archive
  // takes, so the gap it sees is the downtime less those.
  await sleep(12_000);
  await startProcess();
  const after = await waitForSegments(2, newest);
  const names = readdirSync(bucket);
  // The torn files of the killed process are gone; the running one's own (`{name}.{pid}.tmp`, a segment it is writing
  // right now) may be listed for the moment it takes to write and rename it.
  expect(names.filter((n) => n.endsWith('.tmp') && !n.endsWith(`.${server.pid}.tmp`))).toEqual([]);
  // The numbers go on from the last row, skipping the downtime's GAP placeholders; the orphan's number was never reused.
  const resumed = after.split('\n').filter((l) => /^[0-9]+\.ts$/.test(l)).map((l) => Number.parseInt(l, 10)).filter((n) => n > newest);
  expect(resumed[0]).toBeGreaterThan(newest + 1);
  expect(names).not.toContain(`${newest + 1}.ts`);
  const lines = after.split('\n');
  const at = lines.indexOf(`${resumed[0]}.ts`);
  expect(lines.slice(0, at).filter((l) => l === 'gap.ts').length).toBe(resumed[0]! - newest - 1);
  expect(lines.slice(lines.lastIndexOf('gap.ts'), at)).toContain('#EXT-X-DISCONTINUITY');
  // The segments before the kill are still listed and still play.
  expect(after).toContain(`\n${newest}.ts\n`);
  const playlistRows = rows();
  for (const r of playlistRows) expect(statSync(fileOf(r.n)).size).toBe(r.bytes);
  await killHard();
}, 90_000);
