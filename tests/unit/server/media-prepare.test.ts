// media-prepare.test.ts — preparing loops: complete folders only, a manifest, nothing twice; the settings; no media means 503, not a crash. Slow: encodes two loops with ffmpeg (compute, not waiting).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, test, vi } from 'vitest';
import { prepareLiveMedia } from '../../../scripts/prepare-media.ts';
import { loadConfig } from '../../../server/config.ts';
import { prepareMedia, readManifest } from '../../../server/media/prepare.ts';
import { recipeDir, SEGMENTS_PER_LOOP } from '../../../server/media/recipe.ts';
import { ensureTestMedia, TEST_LOOPS } from '../../support/media.ts';
import { startTestServer } from './support.ts';
import { probe, streamUrlOf } from './mediaHelpers.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-prepare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Where a preparation's progress goes when nobody reads it. */
const devNull = Object.assign(new Writable({ write: (_chunk, _encoding, done) => done() }), { isTTY: false }) as unknown as NodeJS.WriteStream;

test('FTV_MEDIA_DIR moves the loops out of the data dir; by default they live in DATA_DIR/media', () => {
  expect(loadConfig({ DATA_DIR: '/tmp/x' }, '/srv').mediaDir).toBe('/tmp/x/media');
  expect(loadConfig({}, '/srv').mediaDir).toBe('/srv/data/media');
  expect(loadConfig({ DATA_DIR: '/tmp/x', FTV_MEDIA_DIR: '/cache/media' }, '/srv').mediaDir).toBe('/cache/media');
});

test('FTV_MEDIA_LOOPS: `npm start` prepares that many of the lineup\'s loops (all by default), and a start over them encodes nothing more', async () => {
  expect(loadConfig({}).mediaLoops).toBeNull();
  expect(loadConfig({ FTV_MEDIA_LOOPS: '12' }).mediaLoops).toBe(12);
  expect(() => loadConfig({ FTV_MEDIA_LOOPS: '0' })).toThrow('FTV_MEDIA_LOOPS must be a positive whole number, got "0"');
  // The tests' twelve, prepared: a start asked for twelve keeps them as they are (a start asked for the whole lineup
  // would encode the rest and make every channel past twelve show another loop).
  const mediaDir = await ensureTestMedia();
  vi.stubEnv('FTV_MEDIA_LOOPS', String(TEST_LOOPS));
  try {
    expect(await prepareLiveMedia(mediaDir, devNull)).toBe(0);
  } finally {
    vi.unstubAllEnvs();
  }
  expect(readManifest(mediaDir)).toMatchObject({ lineup: TEST_LOOPS });
});

test('a loop appears whole or not at all: leftovers of an interrupted run are cleared, the manifest lists what is ready, a second run encodes nothing', async () => {
  // Waits on ffmpeg: three encodes of its own loops (two, then one redone), as preparing is what it tests.
  const base = recipeDir(dir);
  // What a run killed mid-encode leaves behind: a temp folder with some segments.
  mkdirSync(path.join(base, '.tmp-2-999999', '720p'), { recursive: true });
  writeFileSync(path.join(base, '.tmp-2-999999', '720p', 'seg_0.ts'), 'partial');
  expect(readManifest(dir)).toBeNull();
  const progress: Array<[number, number]> = [];
  const channels = [{ number: 1, title: 'Test & Channel: One' }, { number: 2, title: "Viewer's Two" }];
  const first = await prepareMedia({ mediaDir: dir, channels, onProgress: (done, total) => progress.push([done, total]) });
  expect(first.encoded).toBe(2);
  expect(first.manifest).toMatchObject({ lineup: 2, ready: [1, 2] });
  expect(readManifest(dir)).toEqual(first.manifest);
  expect(progress.at(-1)).toEqual([2, 2]);
  expect(readdirSync(base).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  for (const rendition of ['360p', '720p', 'ad']) {
    expect(readdirSync(path.join(base, '1', rendition)).filter((n) => n.endsWith('.ts'))).toHaveLength(SEGMENTS_PER_LOOP);
  }
  // The video carries the main audio only; the description is a rendition of its own.
  const p = await probe(path.join(base, '2', '720p', 'seg_5.ts'));
  expect(p.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
  expect((await probe(path.join(base, '2', 'ad', 'seg_5.ts'))).streams.map((s) => s.codec_name)).toEqual(['aac']);
  expect((await prepareMedia({ mediaDir: dir, channels })).encoded).toBe(0);
  // Losing a loop's last segment makes it not ready again: the next run redoes exactly that one.
  rmSync(path.join(base, '2', '720p', `seg_${SEGMENTS_PER_LOOP - 1}.ts`));
  expect((await prepareMedia({ mediaDir: dir, channels })).encoded).toBe(1);
  expect(existsSync(path.join(base, '2', '720p', `seg_${SEGMENTS_PER_LOOP - 1}.ts`))).toBe(true);
  // Three encodes of a loop: CPU work, which takes several times longer while other test files share the cores.
}, 300_000);

test('a server without prepared media answers live playlists 503 with a message, never a crash', async () => {
  const server = await startTestServer({ FTV_MEDIA_DIR: path.join(dir, 'empty') });
  try {
    const url = await streamUrlOf(server, 101, await server.init());
    const res = await server.get(url!);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/not prepared/) });
  } finally {
    await server.close();
  }
});
