// archive-playlist.test.ts — a relayed channel's archive as HLS: spans on the wall clock, GAP placeholders that keep the timeline the clock's, numbering that agrees across reloads, and where the ingest files a segment (its gap, its placeholders).
import { describe, expect, test } from 'vitest';
import { archiveMaster, archivePlaylist, archiveSpanOf, GAP_FILE } from '../../../server/archive/playlist.ts';
import { GAP_SLACK_S, placeholdersFor, placeNext } from '../../../server/archive/timeline.ts';
import type { ArchivedSegment } from '../../../server/archive/store.ts';
import { SpanError } from '../../../server/media/timeshift.ts';

const NOW = Date.UTC(2026, 10, 26, 20, 0, 0) / 1000;
const LIMITS = { timeshiftSeconds: 7200, catchupDays: 3 };

/** Segments of `seconds` each from `startS`, numbered from `n`, in one discontinuity sequence `cc`. */
function run(n: number, startS: number, count: number, seconds = 2, cc = 0, init: string | null = null): ArchivedSegment[] {
  return Array.from({ length: count }, (_, i) => ({ n: n + i, startMs: (startS + i * seconds) * 1000, durationMs: seconds * 1000, init, discontinuity: false, cc, bytes: 50_000 }));
}

const durations = (text: string) => [...text.matchAll(/^#EXTINF:([0-9.]+),/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
const refusal = (make: () => unknown) => {
  try {
    make();
  } catch (error) {
    if (error instanceof SpanError) return { status: error.status, message: error.message };
    throw error;
  }
  return null;
};

describe('archiveSpanOf', () => {
  test('the window and start over reach back FTV_TIMESHIFT_SECONDS; catch-up reaches back the channel\'s own days', () => {
    expect(archiveSpanOf({ kind: 'window' }, NOW, LIMITS)).toEqual({ from: NOW - 7200, to: NOW + 60, type: 'window' });
    expect(archiveSpanOf({ kind: 'from', from: NOW - 600 }, NOW, LIMITS)).toEqual({ from: NOW - 600, to: NOW + 60, type: 'EVENT' });
    // A programme that began before the window starts over from the oldest moment kept for it.
    expect(archiveSpanOf({ kind: 'from', from: NOW - 10_000 }, NOW, LIMITS).from).toBe(NOW - 7200);
    expect(archiveSpanOf({ kind: 'range', from: NOW - 2 * 86_400, to: NOW - 2 * 86_400 + 3600 }, NOW, LIMITS)).toEqual({ from: NOW - 2 * 86_400, to: NOW - 2 * 86_400 + 3600, type: 'VOD' });
  });

  test('a span not started, not ended, backwards, too long or past the channel\'s days says why', () => {
    expect(refusal(() => archiveSpanOf({ kind: 'from', from: NOW + 5 }, NOW, LIMITS))).toEqual({ status: 409, message: 'This programme has not started yet' });
    expect(refusal(() => archiveSpanOf({ kind: 'range', from: NOW - 60, to: NOW + 60 }, NOW, LIMITS))?.status).toBe(409);
    expect(refusal(() => archiveSpanOf({ kind: 'range', from: NOW - 60, to: NOW - 120 }, NOW, LIMITS))?.status).toBe(400);
    expect(refusal(() => archiveSpanOf({ kind: 'range', from: NOW - 200_000, to: NOW - 100 }, NOW, LIMITS))?.status).toBe(400);
    expect(refusal(() => archiveSpanOf({ kind: 'range', from: NOW - 4 * 86_400, to: NOW - 4 * 86_400 + 60 }, NOW, LIMITS))).toEqual({ status: 404, message: 'This programme is older than the 3-day catch-up window' });
  });
});

describe('archivePlaylist', () => {
  test('a catch-up span is a VOD of the kept segments, stamped with the wall clock, numbered as kept', () => {
    const segments = run(40, NOW - 3600, 5);
    const text = archivePlaylist(segments, { from: NOW - 3600, to: NOW - 3590, type: 'VOD' }, null);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:40\n#EXT-X-DISCONTINUITY-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n');
    expect(text).toContain(`#EXT-X-PROGRAM-DATE-TIME:${new Date((NOW - 3600) * 1000).toISOString()}\n#EXTINF:2.000,\n40.ts\n#EXTINF:2.000,\n41.ts`);
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(durations(text)).toBe(10);
  });

  test('a gap is GAP placeholders that fill the missing time exactly, then a discontinuity and the clock again', () => {
    // 20.5 s missing between 42's end and 50's start: 7 placeholders (the numbers the ingest skipped).
    const before = run(40, NOW - 100, 3);
    const after = run(50, NOW - 100 + 6 + 20.5, 3, 2, 1).map((s, i) => (i === 0 ? { ...s, discontinuity: true } : s));
    const text = archivePlaylist([...before, ...after], { from: NOW - 7200, to: NOW + 60, type: 'window' }, null);
    const gaps = [...text.matchAll(/^#EXT-X-GAP\n#EXTINF:([0-9.]+),\n(.+)$/gm)];
    expect(gaps).toHaveLength(7);
    expect(gaps.every((g) => g[2] === GAP_FILE)).toBe(true);
    expect(gaps.reduce((sum, g) => sum + Number(g[1]), 0)).toBeCloseTo(20.5, 3);
    // The timeline is the clock's: durations add up to the span from the first start to the last end.
    expect(durations(text)).toBeCloseTo(6 + 20.5 + 6, 3);
    expect(text).toContain(`${GAP_FILE}\n#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME:${new Date((NOW - 100 + 26.5) * 1000).toISOString()}\n#EXTINF:2.000,\n50.ts`);
    // A sliding window has no PLAYLIST-TYPE and no end.
    expect(text).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(text).not.toContain('#EXT-X-ENDLIST');
  });

  test('a window that slid past the gap starts at the next real segment with its own numbers, so reloads agree', () => {
    const later = run(50, NOW - 73.5, 3, 2, 1);
    const text = archivePlaylist(later, { from: NOW - 7200, to: NOW + 60, type: 'window' }, null);
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:50\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
    expect(text).not.toContain('#EXT-X-GAP');
  });

  test('start over says where in the first segment the programme begins; fMP4 names each init before the segments that use it', () => {
    const first = run(0, NOW - 601, 2, 4, 0, 'aaaaaaaaaaaaaaaa');
    const second = run(2, NOW - 593, 2, 4, 1, 'bbbbbbbbbbbbbbbb').map((s, i) => (i === 0 ? { ...s, discontinuity: true } : s));
    const text = archivePlaylist([...first, ...second], { from: NOW - 600, to: NOW + 60, type: 'EVENT' }, NOW - 600);
    expect(text).toContain('#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n');
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:EVENT\n#EXT-X-START:TIME-OFFSET=1.000\n');
    expect([...text.matchAll(/^#EXT-X-MAP:URI="(.+)"$/gm)].map((m) => m[1])).toEqual(['init-aaaaaaaaaaaaaaaa.mp4', 'init-bbbbbbbbbbbbbbbb.mp4']);
    expect(text).toContain('0.m4s');
    expect(text).toContain('#EXT-X-DISCONTINUITY\n#EXT-X-MAP:URI="init-bbbbbbbbbbbbbbbb.mp4"\n');
  });

  test('start over from a moment nothing was received for begins at the next moment kept', () => {
    // The span's segments as the store answers them: the first one kept after the asked moment, which a gap took.
    const text = archivePlaylist(run(7, NOW - 590, 3), { from: NOW - 600, to: NOW + 60, type: 'EVENT' }, NOW - 600);
    expect(text).toContain(`#EXT-X-START:TIME-OFFSET=0.000\n#EXT-X-PROGRAM-DATE-TIME:${new Date((NOW - 590) * 1000).toISOString()}\n#EXTINF:2.000,\n7.ts`);
  });

  test('the master names the one archived rendition with the bandwidth it was kept at', () => {
    expect(archiveMaster(run(0, NOW - 10, 5))).toBe('#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=200000\narchive/index.m3u8\n');
  });
});

describe('where the ingest files a segment', () => {
  test('it skips as many numbers as placeholders, each no longer than the segments around it', () => {
    expect(placeholdersFor(20.5, 2)).toBe(11);
    expect(placeholdersFor(3.5, 6)).toBe(1);
    expect(placeholdersFor(3600, 1)).toBe(3600);
    expect(placeholdersFor(10, 0.5)).toBe(10);
  });

  /** Files one more 1-s segment after `rows` as the ingest does (archive/ingest.ts): placed, numbered past its placeholders. */
  function keep(rows: ArchivedSegment[], stamped: number, follows: boolean, skipped = 0) {
    const last = rows.at(-1);
    const { start, gap } = placeNext(last ? (last.startMs + last.durationMs) / 1000 : null, { stamped, estimate: stamped + 0.6, duration: 1 }, { follows, skipped });
    const n = last ? last.n + 1 + (gap > 0 ? placeholdersFor(gap, 1) : 0) : 0;
    const discontinuity = last !== undefined && (gap > 0 || !follows);
    rows.push({ n, startMs: Math.round(start * 1000), durationMs: 1000, init: null, discontinuity, cc: (last?.cc ?? 0) + (discontinuity ? 1 : 0), bytes: 50_000 });
  }
  const endOf = (rows: readonly ArchivedSegment[]) => (rows.at(-1)!.startMs + rows.at(-1)!.durationMs) / 1000;
  /** How far each clock the playlist states is from its first one plus the durations before it (0: the timeline is the clock's). */
  function drifts(text: string): number[] {
    let first: number | null = null;
    let counted = 0;
    const found: number[] = [];
    for (const line of text.split('\n')) {
      if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
        const stated = Date.parse(line.slice(25)) / 1000;
        first ??= stated;
        found.push(Math.round((stated - (first + counted)) * 1000) / 1000);
      } else if (line.startsWith('#EXTINF:')) counted += Number.parseFloat(line.slice(8));
    }
    return found;
  }
  const WINDOW = { from: NOW - 7200, to: NOW + 60, type: 'window' } as const;
  const run4 = () => {
    const rows: ArchivedSegment[] = [];
    for (let i = 0; i < 4; i++) keep(rows, NOW - 60 + i, i > 0);
    return rows;
  };

  test('segments a busy server fetched too late are a gap however short: placeholders keep the timeline the clock\'s', () => {
    const rows = run4();
    // The relay's window slid past two segments before the ingest came back to it: the next one's stamp is 2 s past the
    // last one's end, well within the 3 s that polling may make of an estimate.
    expect(2).toBeLessThan(GAP_SLACK_S);
    keep(rows, endOf(rows) + 2, false, 2);
    keep(rows, endOf(rows), true);
    expect(rows.map((r) => r.n)).toEqual([0, 1, 2, 3, 6, 7]);
    const text = archivePlaylist(rows, WINDOW, null);
    expect([...text.matchAll(/^#EXT-X-GAP\n#EXTINF:([0-9.]+),$/gm)].map((m) => m[1])).toEqual(['1.000', '1.000']);
    expect(text).toContain(`${GAP_FILE}\n#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME:${new Date((NOW - 54) * 1000).toISOString()}\n#EXTINF:1.000,\n6.ts`);
    expect(drifts(text)).toEqual([0, 0]);
    expect(durations(text)).toBe(8);
  });

  test('a relay that re-anchored its stamps 3 s on, the sequence unbroken, is a gap too', () => {
    const rows = run4();
    keep(rows, endOf(rows) + 3, true);
    expect(rows.at(-1)).toMatchObject({ n: 7, startMs: (NOW - 53) * 1000, discontinuity: true });
    expect(drifts(archivePlaylist(rows, WINDOW, null))).toEqual([0, 0]);
  });

  test('skipped segments are a gap even where the stamps say less: at least their length', () => {
    const rows = run4();
    // The relay stamped the one after the skip anew, from a late look at the clock behind the one it had been counting.
    keep(rows, endOf(rows) - 0.4, false, 1);
    expect(rows.at(-1)).toMatchObject({ n: 5, startMs: (NOW - 55) * 1000, discontinuity: true });
    expect(drifts(archivePlaylist(rows, WINDOW, null))).toEqual([0, 0]);
  });

  test('jitter is no gap: a stamp off by rounding, an estimate within the slack or one that follows on start where the last one ended', () => {
    const end = NOW - 10;
    const next = { follows: true, skipped: 0 };
    expect(placeNext(end, { stamped: end + 0.004, estimate: end + 1.5, duration: 1 }, next)).toEqual({ start: end, gap: 0 });
    expect(placeNext(end, { stamped: null, estimate: end + 7, duration: 1 }, next)).toEqual({ start: end, gap: 0 });
    // After an outage nothing is known to follow: an estimate within the slack is jitter, past it a gap.
    const after = { follows: false, skipped: 0 };
    expect(placeNext(end, { stamped: null, estimate: end + 2.5, duration: 1 }, after)).toEqual({ start: end, gap: 0 });
    expect(placeNext(end, { stamped: null, estimate: end + 5, duration: 1 }, after)).toEqual({ start: end + 5, gap: 5 });
    // An estimate that skipped a segment is at least that segment later.
    expect(placeNext(end, { stamped: null, estimate: end + 1.5, duration: 2 }, { follows: false, skipped: 1 })).toEqual({ start: end + 2, gap: 2 });
    expect(placeNext(null, { stamped: end, estimate: end - 1, duration: 1 }, after)).toEqual({ start: end, gap: 0 });
  });

  test('a stamp before the last one\'s end (a relay re-anchored behind, an upstream switched) goes at that end: the timeline never overlaps', () => {
    const rows = run4();
    keep(rows, endOf(rows) - 2.5, true);
    keep(rows, endOf(rows) - 2.5, true);
    expect(rows.map((r) => [r.n, r.startMs - (NOW - 60) * 1000])).toEqual([[0, 0], [1, 1000], [2, 2000], [3, 3000], [4, 4000], [5, 5000]]);
    expect(drifts(archivePlaylist(rows, WINDOW, null))).toEqual([0]);
  });
});
