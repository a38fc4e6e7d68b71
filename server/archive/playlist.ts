// playlist.ts (archive) — a span of a relayed channel's archive as HLS: real segments on the wall clock, GAP placeholders where nothing was received.
import { MAX_CATCHUP_SECONDS, SpanError, type ShiftLimits, type Span } from '../media/timeshift.ts';
import { initName, segmentName, type ArchivedSegment } from './store.ts';

/** The archive's only rendition: the relay's best, as the ingest kept it. */
export const ARCHIVE_RENDITION = 'archive';
/** What a GAP placeholder's URI answers (never fetched by a player that reads EXT-X-GAP). */
export const GAP_FILE = 'gap.ts';

export interface ArchiveSpan {
  /** Unix seconds. */
  from: number;
  to: number;
  type: 'window' | 'EVENT' | 'VOD';
}

/** The wall-clock bounds of `span` at `now` with the channel's own limits; refused as the demo channels' spans are (media/timeshift.ts). */
export function archiveSpanOf(span: Span, now: number, limits: ShiftLimits): ArchiveSpan {
  const windowFrom = now - limits.timeshiftSeconds;
  if (span.kind === 'window') return { from: windowFrom, to: now + 60, type: 'window' };
  if (span.kind === 'from') {
    if (span.from > now) throw new SpanError(409, 'This programme has not started yet');
    return { from: Math.max(windowFrom, span.from), to: now + 60, type: 'EVENT' };
  }
  if (span.to <= span.from) throw new SpanError(400, 'A catch-up span must end after it starts');
  if (span.to - span.from > MAX_CATCHUP_SECONDS) throw new SpanError(400, `A catch-up span is at most ${MAX_CATCHUP_SECONDS / 3600} hours long`);
  if (span.to > now) throw new SpanError(409, 'This programme has not ended yet: start it over from the live channel instead');
  if (span.from < now - limits.catchupDays * 86_400) throw new SpanError(404, `This programme is older than the ${limits.catchupDays}-day catch-up window`);
  return { from: span.from, to: span.to, type: 'VOD' };
}

const iso = (ms: number) => new Date(ms).toISOString();
const extinf = (ms: number) => `#EXTINF:${(ms / 1000).toFixed(3)},`;

/**
 * The media playlist of `segments` (one span, in order). Numbers are the archive's own, so a sliding window agrees with
 * itself across reloads; the numbers a gap skipped are its GAP placeholders, each an equal share of the missing time,
 * so the playlist's timeline is the wall clock's and a seek bar can show the gap where it was. `startAt` (unix seconds)
 * puts EXT-X-START on the moment asked for inside the first segment.
 */
export function archivePlaylist(segments: readonly ArchivedSegment[], span: ArchiveSpan, startAt: number | null): string {
  const first = segments[0];
  const fmp4 = segments.some((s) => s.init !== null);
  let targetMs = 1000;
  for (const s of segments) targetMs = Math.max(targetMs, s.durationMs);
  const lines = ['#EXTM3U', `#EXT-X-VERSION:${fmp4 ? 7 : 3}`, `#EXT-X-TARGETDURATION:${Math.ceil(targetMs / 1000)}`, `#EXT-X-MEDIA-SEQUENCE:${first?.n ?? 0}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${first?.cc ?? 0}`];
  if (span.type !== 'window') lines.push(`#EXT-X-PLAYLIST-TYPE:${span.type}`);
  if (startAt !== null && first) lines.push(`#EXT-X-START:TIME-OFFSET=${Math.max(0, startAt - first.startMs / 1000).toFixed(3)}`);
  let map: string | null = null;
  segments.forEach((s, i) => {
    const previous = segments[i - 1];
    if (previous) {
      const placeholders = s.n - previous.n - 1;
      const missingMs = s.startMs - (previous.startMs + previous.durationMs);
      for (let k = 0; k < placeholders; k++) {
        // Equal shares that add up to the gap exactly (the last takes the rounding).
        const share = k < placeholders - 1 ? Math.floor(missingMs / placeholders) : missingMs - Math.floor(missingMs / placeholders) * (placeholders - 1);
        lines.push('#EXT-X-GAP', extinf(Math.max(1, share)), GAP_FILE);
      }
      if (s.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    }
    if (s.init !== null && s.init !== map) {
      map = s.init;
      lines.push(`#EXT-X-MAP:URI="${initName(s.init)}"`);
    }
    // The clock on the first segment and after a gap or an encoder change: there it cannot be counted on from the durations.
    if (!previous || s.discontinuity || s.n !== previous.n + 1) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(s.startMs)}`);
    lines.push(extinf(s.durationMs), segmentName(s));
  });
  if (span.type === 'VOD') lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** The archive's master: one rendition, its bandwidth measured from what was kept. */
export function archiveMaster(segments: readonly ArchivedSegment[]): string {
  const bytes = segments.reduce((sum, s) => sum + s.bytes, 0);
  const ms = segments.reduce((sum, s) => sum + s.durationMs, 0);
  const bandwidth = ms > 0 ? Math.ceil((bytes * 8 * 1000) / ms) : 1_000_000;
  return `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth}\n${ARCHIVE_RENDITION}/index.m3u8\n`;
}
