// timeshift.ts — pause, rewind, start over and catch-up over the demo loops: which segments a span holds, and its playlists (relative URIs: the signature is in the path).
import { SEGMENT_SECONDS } from './recipe.ts';
import { liveEdge, masterPlaylist, mediaPlaylistHeader, startsLoop } from './playlists.ts';

/** What a time-shift URL asks for: the whole window to the live edge, a programme from its start to the live edge, or a past programme. */
export type Span = { kind: 'window' } | { kind: 'from'; from: number } | { kind: 'range'; from: number; to: number };

export interface ShiftLimits {
  /** How far back the window reaches (FTV_TIMESHIFT_SECONDS). */
  timeshiftSeconds: number;
  /** How many days back a past programme can be watched (FTV_CATCHUP_DAYS). */
  catchupDays: number;
}

/** A span's segments, and how a player treats the playlist: sliding to the edge, growing to the edge, or finished. */
export interface SpanSegments {
  first: number;
  last: number;
  type: 'window' | 'EVENT' | 'VOD';
}

export class SpanError extends Error {
  readonly status: 400 | 404 | 409;
  constructor(status: 400 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

/** The longest catch-up span: a day of 2 s segments is already a 43,200-line playlist. */
export const MAX_CATCHUP_SECONDS = 86_400;

/** `window`, `from-{unix}` or `{unix}-{unix}` (seconds); null for anything else. */
export function parseSpan(raw: string): Span | null {
  if (raw === 'window') return { kind: 'window' };
  const from = /^from-([0-9]{1,12})$/.exec(raw);
  if (from) return { kind: 'from', from: Number(from[1]) };
  const range = /^([0-9]{1,12})-([0-9]{1,12})$/.exec(raw);
  if (range) return { kind: 'range', from: Number(range[1]), to: Number(range[2]) };
  return null;
}

/** The oldest segment the time-shift window still holds at `now`. */
export const shiftWindowStart = (now: number, timeshiftSeconds: number) => liveEdge(now) - Math.floor(timeshiftSeconds / SEGMENT_SECONDS) + 1;

/**
 * The segments of `span` at `now`. Segment s covers [2s, 2s + 2) of unix time (playlists.ts), so every answer is
 * arithmetic on the clock: time zones and daylight saving never enter, and a loop restart is only a discontinuity.
 * A start before the window is clamped to it (start over plays from the oldest moment kept); a catch-up outside its
 * days, not yet over, or backwards is refused with the reason.
 */
export function segmentsOf(span: Span, now: number, limits: ShiftLimits): SpanSegments {
  const edge = liveEdge(now);
  const windowFirst = shiftWindowStart(now, limits.timeshiftSeconds);
  if (span.kind === 'window') return { first: windowFirst, last: edge, type: 'window' };
  if (span.kind === 'from') {
    if (span.from > now) throw new SpanError(409, 'This programme has not started yet');
    return { first: Math.min(edge, Math.max(windowFirst, Math.floor(span.from / SEGMENT_SECONDS))), last: edge, type: 'EVENT' };
  }
  if (span.to <= span.from) throw new SpanError(400, 'A catch-up span must end after it starts');
  if (span.to - span.from > MAX_CATCHUP_SECONDS) throw new SpanError(400, `A catch-up span is at most ${MAX_CATCHUP_SECONDS / 3600} hours long`);
  if (span.to > (edge + 1) * SEGMENT_SECONDS) throw new SpanError(409, 'This programme has not ended yet: start it over from the live channel instead');
  if (span.from < now - limits.catchupDays * 86_400) throw new SpanError(404, `This programme is older than the ${limits.catchupDays}-day catch-up window`);
  return { first: Math.floor(span.from / SEGMENT_SECONDS), last: Math.ceil(span.to / SEGMENT_SECONDS) - 1, type: 'VOD' };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * A span's media playlist (`startAt`: the moment a `from-` span asked for; `extension`: vtt for a subtitle rendition). Segment URIs are bare (`{n}.ts`): the signature is part of the path they resolve against,
 * which keeps a two-hour window at ~30 bytes a segment instead of ~130. The wall clock is stated on the first segment
 * and after every loop restart (the only places it cannot be counted on from the durations).
 */
export function shiftPlaylist({ first, last, type }: SpanSegments, startAt: number | null = null, extension: 'ts' | 'vtt' = 'ts'): string {
  const lines = mediaPlaylistHeader(first);
  if (type !== 'window') lines.push(`#EXT-X-PLAYLIST-TYPE:${type}`);
  // A programme started over (or a pause resumed) plays from the moment asked, inside its first segment, not from the live edge, in any player.
  if (type === 'EVENT') lines.push(`#EXT-X-START:TIME-OFFSET=${Math.max(0, Math.min(SEGMENT_SECONDS, (startAt ?? 0) - first * SEGMENT_SECONDS)).toFixed(3)}`);
  const duration = `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`;
  for (let s = first; s <= last; s++) {
    const restart = startsLoop(s);
    if (s !== first && restart) lines.push('#EXT-X-DISCONTINUITY');
    if (s === first || restart) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(s * SEGMENT_SECONDS)}`);
    lines.push(duration, `${s}.${extension}`);
  }
  if (type === 'VOD') lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** The master of a span: the live master's renditions (video, the audio description, subtitles), relative (no query). */
export const shiftMaster = () => masterPlaylist('');
