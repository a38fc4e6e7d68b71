// relay-stamps.test.ts — the wall clock the relay gives an upstream that states none: stamped when first listed, consecutive segments following on exactly, a break estimated anew, an upstream's own PROGRAM-DATE-TIME left as it is.
import { expect, test } from 'vitest';
import { parseMedia } from '../../../server/relay/hls.ts';
import { renderMedia } from '../../../server/relay/render.ts';
import { Numbering } from '../../../server/relay/sequence.ts';
import { SegmentStamps } from '../../../server/relay/stamps.ts';

const BASE = 'http://up.example/live/index.m3u8';
const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);

function window(first: number, count: number, { breaks = [] as number[], pdt = false } = {}) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${first}`];
  for (let s = first; s < first + count; s++) {
    if (breaks.includes(s)) lines.push('#EXT-X-DISCONTINUITY');
    if (pdt) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(Date.UTC(2020, 0, 1) + s * 2000).toISOString()}`);
    lines.push('#EXTINF:2.000,', `seg${s}.ts`);
  }
  return parseMedia(lines.join('\n'), BASE);
}

/** Each rendered segment's stated time (ms), in order. */
function times(stamps: SegmentStamps, numbering: Numbering, playlist: ReturnType<typeof window>, nowMs: number) {
  const numbered = numbering.number('v0', '0', playlist);
  const text = renderMedia(playlist, numbered, (_kind, target) => new URL(target.url).pathname.split('/').pop()!, stamps.stamp(numbered, nowMs));
  return [...text.matchAll(/^#EXT-X-PROGRAM-DATE-TIME:(.+)$/gm)].map((m) => Date.parse(m[1]!));
}

test('first listed, the newest segment ends now; later windows keep those stamps and follow on exactly, whatever the polling jitter', () => {
  const stamps = new SegmentStamps();
  const numbering = new Numbering();
  expect(times(stamps, numbering, window(10, 3), T0)).toEqual([T0 - 6000, T0 - 4000, T0 - 2000]);
  // Polled 2.7 s later (not 2 s): the new segment still starts where the last one ended.
  expect(times(stamps, numbering, window(11, 3), T0 + 2700)).toEqual([T0 - 4000, T0 - 2000, T0]);
});

test('after a break (a discontinuity) or a stall, a segment is placed by the clock again', () => {
  const stamps = new SegmentStamps();
  const numbering = new Numbering();
  times(stamps, numbering, window(10, 3), T0);
  // Twenty seconds later: the upstream was stuck; the next segment ends now, not 2 s after the last.
  expect(times(stamps, numbering, window(11, 3), T0 + 20_000).at(-1)).toBe(T0 + 18_000);
  expect(times(stamps, numbering, window(12, 3, { breaks: [14] }), T0 + 21_000).at(-1)).toBe(T0 + 19_000);
});

test('an upstream that states its own PROGRAM-DATE-TIME keeps it', () => {
  const stamps = new SegmentStamps();
  expect(times(stamps, new Numbering(), window(10, 2, { pdt: true }), T0)).toEqual([Date.UTC(2020, 0, 1) + 20_000, Date.UTC(2020, 0, 1) + 22_000]);
});
