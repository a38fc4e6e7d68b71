// playlists.ts — the HLS text: a live master, a live window over the wall clock, and a recording's VOD playlist.
import { bandwidthOf, codecsOf, FPS, RENDITIONS, SEGMENT_SECONDS, SEGMENTS_PER_LOOP, WINDOW_SEGMENTS } from './recipe.ts';

/**
 * The newest segment whose time has fully passed at `now`: segment s covers [s·2, s·2 + 2) seconds of
 * unix time, so the live edge moves with the clock and nothing needs to run between requests.
 */
export const liveEdge = (now: number) => Math.floor(now / SEGMENT_SECONDS) - 1;

/** The oldest segment the live window still offers (what a late recorder can still catch). */
export const windowStart = (now: number) => liveEdge(now) - WINDOW_SEGMENTS + 1;

/** A loop starts again at every multiple of SEGMENTS_PER_LOOP: the timestamps jump back there. */
export const startsLoop = (sequence: number) => sequence % SEGMENTS_PER_LOOP === 0;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function masterPlaylist(query: string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of RENDITIONS) {
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidthOf(r)},RESOLUTION=${r.width}x${r.height},CODECS="${codecsOf(r)}",FRAME-RATE=${FPS.toFixed(3)}`);
    lines.push(`${r.name}/index.m3u8${query}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Loop restarts are counted from here, not from 1970. hls.js keeps per-discontinuity state in an array indexed by
 * the discontinuity number and walks it on every playlist reload: at ~30 million (minutes since 1970) that cost
 * ~400 ms before a channel's first frame and ~20 % of a core while watching (`npm run bench`, scripts/bench-zap.ts).
 * Counted from 2026-11-01 the number grows by ~525,000 a year; a fixed date keeps it the same on every instance
 * and after restarts, and never lets it go down (RFC 8216 §4.3.3.3).
 */
export const DISCONTINUITY_EPOCH = Date.UTC(2026, 10, 1) / 1000;

/** How many loop restarts came before segment `sequence`, counted from DISCONTINUITY_EPOCH. */
export const discontinuitySequenceOf = (sequence: number) =>
  Math.max(0, Math.floor(sequence / SEGMENTS_PER_LOOP) - Math.floor(DISCONTINUITY_EPOCH / SEGMENT_SECONDS / SEGMENTS_PER_LOOP));

/** The head of a media playlist over the loops whose first segment is `first`: players agree on its numbering across requests. */
export const mediaPlaylistHeader = (first: number) => [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
  `#EXT-X-MEDIA-SEQUENCE:${first}`,
  `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequenceOf(first)}`,
];

/**
 * The sliding window at `now`. Each loop restart is a discontinuity (timestamps start over), and the
 * discontinuity sequence counts the restarts before the window, so players agree across requests.
 */
export function livePlaylist(now: number, query: string): string {
  const last = liveEdge(now);
  const first = last - WINDOW_SEGMENTS + 1;
  const lines = mediaPlaylistHeader(first);
  for (let s = first; s <= last; s++) {
    if (s !== first && startsLoop(s)) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(s * SEGMENT_SECONDS)}`, `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `${s}.ts${query}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A finished recording: the sequence numbers it holds, in order. A gap (the server was down) or a
 * loop restart is a discontinuity; segment names are plain so the signed query can be added on serving.
 */
export function vodPlaylist(sequences: readonly number[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  sequences.forEach((s, i) => {
    if (i > 0 && (startsLoop(s) || s !== sequences[i - 1]! + 1)) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(s * SEGMENT_SECONDS)}`, `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `${s}.ts`);
  });
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Adds the signed query to every segment line of a stored playlist. */
export const withQuery = (playlist: string, query: string) =>
  playlist
    .split('\n')
    // A URI attribute (a recording's EXT-X-MAP init segment) needs the signature as much as a segment line.
    .map((line) => (!line ? line : line.startsWith('#') ? line.replace(/URI="([^"?]*)"/, (_, uri: string) => `URI="${uri}${query}"`) : `${line}${query}`))
    .join('\n');
