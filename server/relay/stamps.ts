// stamps.ts (relay) — a wall clock for upstreams that state none: each segment is stamped when the relay first lists it (the newest ends about then), so viewers can pause and seek live TV by time and the archive files it on the same clock.
import type { MediaSegment } from './hls.ts';
import type { NumberedWindow } from './sequence.ts';

/** A stamp that follows on from the previous segment is kept unless it drifted this far from the clock (a stall, a slow upstream). */
const FOLLOW_SLACK_MS = 3000;
/** Stamps kept behind the newest window: renditions a little behind one another still agree. */
const KEEP_BEHIND = 100;

const PDT = '#EXT-X-PROGRAM-DATE-TIME:';
export const hasProgramDateTime = (segment: MediaSegment) => segment.tags.some((tag) => tag.startsWith(PDT));
const durationMsOf = (segment: MediaSegment) => (Number.parseFloat(segment.extinf.slice('#EXTINF:'.length)) || 0) * 1000;

/** One per channel, keyed by FTV's sequence numbers (shared by its renditions, so each rendition states the same time). */
export class SegmentStamps {
  private readonly stamps = new Map<number, { start: number; duration: number }>();

  /** Stamps the window's unstamped segments (those the upstream gave no PROGRAM-DATE-TIME) and answers each one's start, unix ms. */
  stamp(window: NumberedWindow, nowMs: number): (seq: number) => number | null {
    const segments = window.segments;
    // Where the clock puts them: the newest ends now, each earlier one where the next begins.
    const estimates: number[] = [];
    let end = nowMs;
    for (let i = segments.length - 1; i >= 0; i--) {
      end -= durationMsOf(segments[i]!.segment);
      estimates[i] = end;
    }
    segments.forEach(({ seq, segment, discontinuity }, i) => {
      if (hasProgramDateTime(segment) || this.stamps.has(seq)) return;
      let start = estimates[i]!;
      const previous = this.stamps.get(seq - 1);
      // Consecutive segments follow on exactly: polling jitter must not look like gaps or overlaps.
      if (previous && !discontinuity && Math.abs(previous.start + previous.duration - start) < FOLLOW_SLACK_MS) start = previous.start + previous.duration;
      this.stamps.set(seq, { start, duration: durationMsOf(segment) });
    });
    const oldest = (segments[0]?.seq ?? 0) - KEEP_BEHIND;
    for (const seq of this.stamps.keys()) if (seq < oldest) this.stamps.delete(seq);
    return (seq) => this.stamps.get(seq)?.start ?? null;
  }
}
