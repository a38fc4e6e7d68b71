// timeshift.test.ts — the arithmetic of pause, rewind, start over and catch-up: which segments a span holds at a given clock, its limits and its playlist text, across a daylight-saving day and loop restarts.
import { describe, expect, test } from 'vitest';
import { liveEdge } from '../../../server/media/playlists.ts';
import { SEGMENT_SECONDS, SEGMENTS_PER_LOOP } from '../../../server/media/recipe.ts';
import { MAX_CATCHUP_SECONDS, parseSpan, segmentsOf, shiftPlaylist, shiftWindowStart, SpanError } from '../../../server/media/timeshift.ts';

const LIMITS = { timeshiftSeconds: 7200, catchupDays: 7 };
/** 2026-11-25 18:00:07 UTC: an odd second, mid-segment. */
const NOW = Date.UTC(2026, 10, 25, 18, 0, 7) / 1000;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SpanError) return { status: error.status, message: error.message };
    throw error;
  }
  return null;
};

describe('parseSpan', () => {
  test('reads the three spans and nothing else', () => {
    expect(parseSpan('window')).toEqual({ kind: 'window' });
    expect(parseSpan('from-1764093600')).toEqual({ kind: 'from', from: 1764093600 });
    expect(parseSpan('1764000000-1764003600')).toEqual({ kind: 'range', from: 1764000000, to: 1764003600 });
    for (const bad of ['', 'Window', 'from-', 'from--5', '12-', '-12', '1.5-3', '1e3-2e3', '1234567890123-1', 'from-1 ', '../x']) expect(parseSpan(bad)).toBeNull();
  });
});

describe('segmentsOf', () => {
  test('the window reaches FTV_TIMESHIFT_SECONDS back from the live edge, and slides with the clock', () => {
    const span = segmentsOf({ kind: 'window' }, NOW, LIMITS);
    expect(span).toEqual({ first: liveEdge(NOW) - 3599, last: liveEdge(NOW), type: 'window' });
    expect((span.last - span.first + 1) * SEGMENT_SECONDS).toBe(7200);
    const later = segmentsOf({ kind: 'window' }, NOW + 10, LIMITS);
    expect([later.first - span.first, later.last - span.last]).toEqual([5, 5]);
    expect(segmentsOf({ kind: 'window' }, NOW, { ...LIMITS, timeshiftSeconds: 60 }).first).toBe(liveEdge(NOW) - 29);
  });

  test('start over runs from the programme\'s start to the live edge, clamped to the window; a programme yet to start is refused', () => {
    const start = NOW - 1207; // began 20 min 7 s ago, at an odd second
    expect(segmentsOf({ kind: 'from', from: start }, NOW, LIMITS)).toEqual({ first: Math.floor(start / 2), last: liveEdge(NOW), type: 'EVENT' });
    // Began three hours ago: the window keeps two, so it plays from the oldest moment kept.
    expect(segmentsOf({ kind: 'from', from: NOW - 3 * 3600 }, NOW, LIMITS).first).toBe(shiftWindowStart(NOW, 7200));
    expect(refusal(() => segmentsOf({ kind: 'from', from: NOW + 60 }, NOW, LIMITS))).toEqual({ status: 409, message: 'This programme has not started yet' });
    // Began this very second: one segment, the live edge (never an empty playlist).
    const now = segmentsOf({ kind: 'from', from: NOW }, NOW, LIMITS);
    expect(now.first).toBe(now.last);
  });

  test('a catch-up span covers its programme whole, on the 2 s grid', () => {
    const from = NOW - 86_400 - 1800; // an odd second: the span rounds out to whole segments on both ends
    const to = from + 3600;
    const span = segmentsOf({ kind: 'range', from, to }, NOW, LIMITS);
    expect(span.type).toBe('VOD');
    expect(span.first * SEGMENT_SECONDS).toBeLessThanOrEqual(from);
    expect((span.last + 1) * SEGMENT_SECONDS).toBeGreaterThanOrEqual(to);
    expect(span.last - span.first + 1).toBe(1801);
  });

  test('a catch-up span is refused backwards, too long, not over yet, or older than the catch-up days, each with its reason', () => {
    expect(refusal(() => segmentsOf({ kind: 'range', from: NOW - 100, to: NOW - 200 }, NOW, LIMITS))).toEqual({ status: 400, message: 'A catch-up span must end after it starts' });
    expect(refusal(() => segmentsOf({ kind: 'range', from: NOW - 200_000, to: NOW - 200_000 + MAX_CATCHUP_SECONDS + 2 }, NOW, LIMITS))?.status).toBe(400);
    expect(refusal(() => segmentsOf({ kind: 'range', from: NOW - 600, to: NOW + 600 }, NOW, LIMITS))).toEqual({
      status: 409,
      message: 'This programme has not ended yet: start it over from the live channel instead',
    });
    expect(refusal(() => segmentsOf({ kind: 'range', from: NOW - 8 * 86_400, to: NOW - 8 * 86_400 + 3600 }, NOW, LIMITS))).toEqual({
      status: 404,
      message: 'This programme is older than the 7-day catch-up window',
    });
    // Just inside the window and just aired: both accepted.
    expect(segmentsOf({ kind: 'range', from: NOW - 7 * 86_400 + 1, to: NOW - 7 * 86_400 + 3601 }, NOW, LIMITS).type).toBe('VOD');
    const edgeEnd = (liveEdge(NOW) + 1) * SEGMENT_SECONDS;
    expect(segmentsOf({ kind: 'range', from: edgeEnd - 1800, to: edgeEnd }, NOW, LIMITS).last).toBe(liveEdge(NOW));
  });

  test('a programme across a daylight-saving change (Europe/London, 2026-10-25 01:00 UTC) lasts its real seconds', () => {
    // 00:30 BST (23:30 UTC the day before) to 02:30 GMT (02:30 UTC): two hours on the local clock, three in fact.
    const from = Date.UTC(2026, 9, 24, 23, 30) / 1000;
    const to = Date.UTC(2026, 9, 25, 2, 30) / 1000;
    const span = segmentsOf({ kind: 'range', from, to }, Date.UTC(2026, 9, 26, 12) / 1000, LIMITS);
    expect((span.last - span.first + 1) * SEGMENT_SECONDS).toBe(3 * 3600);
  });
});

describe('shiftPlaylist', () => {
  const lines = (text: string) => text.trimEnd().split('\n');

  test('a catch-up playlist: VOD, bare segment names, the wall clock on its first segment and after each loop restart, ENDLIST', () => {
    const first = 30 * 1_000_000 + 28; // two segments before a loop restart
    const text = shiftPlaylist({ first, last: first + 33, type: 'VOD' });
    const l = lines(text);
    expect(l.slice(0, 6)).toEqual(['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${first}`, expect.stringMatching(/^#EXT-X-DISCONTINUITY-SEQUENCE:\d+$/), '#EXT-X-PLAYLIST-TYPE:VOD']);
    expect(l.at(-1)).toBe('#EXT-X-ENDLIST');
    const segments = l.filter((line) => !line.startsWith('#'));
    expect(segments).toEqual(Array.from({ length: 34 }, (_, i) => `${first + i}.ts`));
    // Restarts at first+2 and first+32: a discontinuity each, each followed by its wall clock.
    expect(l.filter((line) => line === '#EXT-X-DISCONTINUITY')).toHaveLength(2);
    const clocks = l.filter((line) => line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')).map((line) => Date.parse(line.slice(25)) / 1000);
    expect(clocks).toEqual([first * 2, (first + 2) * 2, (first + 32) * 2]);
    expect(l[l.indexOf('#EXT-X-DISCONTINUITY') + 1]).toMatch(/^#EXT-X-PROGRAM-DATE-TIME:/);
  });

  test('start over is an EVENT playlist that grows; the window is a plain live playlist; neither ends', () => {
    const event = shiftPlaylist({ first: 300, last: 310, type: 'EVENT' });
    expect(event).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(event).toContain('#EXT-X-START:TIME-OFFSET=0.000');
    // The moment asked for is stated inside the first segment (600–602 s): a player starts there, not at the segment's start.
    expect(shiftPlaylist({ first: 300, last: 310, type: 'EVENT' }, 601)).toContain('#EXT-X-START:TIME-OFFSET=1.000');
    // Clamped to the window, the moment is before the first segment: it starts at its beginning.
    expect(shiftPlaylist({ first: 300, last: 310, type: 'EVENT' }, 500)).toContain('#EXT-X-START:TIME-OFFSET=0.000');
    expect(event).not.toContain('#EXT-X-ENDLIST');
    const window = shiftPlaylist({ first: 300, last: 310, type: 'window' });
    expect(window).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(window).not.toContain('#EXT-X-ENDLIST');
  });

  test('a two-hour window stays small: about 30 bytes a segment', () => {
    const span = segmentsOf({ kind: 'window' }, NOW, LIMITS);
    const bytes = Buffer.byteLength(shiftPlaylist(span));
    expect(bytes / (span.last - span.first + 1)).toBeLessThan(40);
    expect(SEGMENTS_PER_LOOP).toBe(30);
  });
});
