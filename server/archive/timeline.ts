// timeline.ts (archive) — where the ingest files each segment on the archive's clock, and how many GAP placeholders go before it, so a playlist's durations add up to the wall clock.

/** Estimated starts (a segment listed with no clock) jitter with polling by up to this much: closer, one follows on; further, the time between is a gap. */
export const GAP_SLACK_S = 3;

/**
 * A stated clock (PROGRAM-DATE-TIME: the upstream's, or the relay's stamp) is exact but for rounding (milliseconds,
 * EXTINF's decimals, an encoder's small wobble): a segment stamped further than this past the last one's end follows
 * time nothing was received for, however short (segments a busy server fetched too late to keep, a relay that
 * re-anchored its clock). Far below any segment's length, so a single missed segment is a gap.
 */
export const STAMP_SLACK_S = 0.25;

/** How many GAP placeholders stand for `seconds` missing, each no longer than the segments around it. */
export const placeholdersFor = (seconds: number, segmentSeconds: number) => Math.max(1, Math.ceil(seconds / Math.max(1, Math.ceil(segmentSeconds))));

/** Where a listed segment sits on the wall clock (relay/follow.ts placeSegments). */
export interface Placed {
  stamped: number | null;
  estimate: number;
  duration: number;
}

/** How a segment stands to the last one kept: the next the relay numbered (`follows`), or after `skipped` it never kept. */
export interface Succession {
  follows: boolean;
  /** Segments the relay numbered between the two that were never kept (0 when none, or not known: after a restart or an outage). */
  skipped: number;
}

/**
 * Where a new segment goes (unix seconds), after the last one kept ended at `keptEnd` (null: it is the first), and the
 * seconds before it that nothing was received for (0: it follows on). Either it starts where the last one ended or its
 * gap is the whole difference, never some of each: GAP placeholders fill a gap exactly, so the archive's first stamp
 * plus its durations is always its clock.
 */
export function placeNext(keptEnd: number | null, { stamped, estimate, duration }: Placed, { follows, skipped }: Succession): { start: number; gap: number } {
  let start = stamped ?? estimate;
  if (keptEnd === null) return { start, gap: 0 };
  // An estimate that follows on is where the last one ended, whatever polling made of it. Within the slack it is jitter;
  // before the last one's end (stamps that went back: a relay re-anchored behind, an upstream switched) it goes at that
  // end, as a timeline that plays forward cannot hold an overlap.
  if ((stamped === null && follows) || start < keptEnd + (stamped === null ? GAP_SLACK_S : STAMP_SLACK_S)) start = keptEnd;
  // Segments the relay listed and the archive never kept were there, whatever the clocks say: at least their length is a gap.
  start = Math.max(start, keptEnd + skipped * duration);
  return { start, gap: start - keptEnd };
}
