// media-loops.test.ts — every loop the tests' media dir holds decodes: both renditions, H.264 and AAC, at their sizes. Reaches no database (it runs once, not again on PostgreSQL).
import { expect, test } from 'vitest';
import { readManifest } from '../../../server/media/prepare.ts';
import { loopSegmentPath, RENDITIONS, SEGMENTS_PER_LOOP } from '../../../server/media/recipe.ts';
import { ensureTestMedia, TEST_LOOPS } from '../../support/media.ts';
import { probe } from './mediaHelpers.ts';

test('every prepared loop decodes (its first 360p and last 720p segment)', async () => {
  // Waits on ffprobe: 24 segments decoded, two at a time.
  const mediaDir = await ensureTestMedia();
  expect(readManifest(mediaDir)).toMatchObject({ lineup: TEST_LOOPS, ready: Array.from({ length: TEST_LOOPS }, (_, i) => i + 1) });
  const [small, large] = RENDITIONS as [(typeof RENDITIONS)[0], (typeof RENDITIONS)[1]];
  const checks = Array.from({ length: TEST_LOOPS }, (_, i) => i + 1).flatMap((loop) => [
    { loop, rendition: small.name, sequence: 0, height: small.height },
    { loop, rendition: large.name, sequence: SEGMENTS_PER_LOOP - 1, height: large.height },
  ]);
  // A loop is renamed into place only when both renditions are whole: its first and last segments stand for it. Two
  // ffprobes at a time: a core each.
  const decoded: Array<{ loop: number; rendition: string; codecs: string[]; height: number | undefined }> = [];
  const queue = [...checks];
  await Promise.all(
    [0, 1].map(async () => {
      for (let check = queue.shift(); check; check = queue.shift()) {
        const p = await probe(loopSegmentPath(mediaDir, check.loop, check.rendition, check.sequence));
        decoded.push({ loop: check.loop, rendition: check.rendition, codecs: p.streams.map((s) => s.codec_name).sort(), height: p.streams.find((s) => s.codec_type === 'video')?.height });
      }
    }),
  );
  decoded.sort((a, b) => a.loop - b.loop || a.rendition.localeCompare(b.rendition));
  expect(decoded).toEqual(checks.map(({ loop, rendition, height }) => ({ loop, rendition, codecs: ['aac', 'h264'], height })));
}, 120_000);
