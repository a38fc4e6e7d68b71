// playlists.ts — the HLS text: a live master, a live window over the wall clock, and a recording's VOD playlist.
import { bandwidthOf, codecsOf, DESCRIBED_AUDIO, FPS, MAIN_AUDIO, RENDITIONS, SEGMENT_SECONDS, SEGMENTS_PER_LOOP, SUBTITLE_TRACKS, WINDOW_SEGMENTS } from './recipe.ts';

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

const AUDIO_GROUP = 'aud';
const SUBTITLES_GROUP = 'subs';

/**
 * The loop's audio and subtitle renditions. The main audio has no URI: it is the one muxed into the video renditions
 * (RFC 8216 §4.3.4.2.1), which hls.js plays from the video segments and leaves for the description's own playlist
 * when that one is chosen. Subtitles are off until chosen (DEFAULT=NO), so a channel starts as fast as without them.
 */
function trackLines(uriOf: (folder: string) => string): string[] {
  return [
    `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",LANGUAGE="${MAIN_AUDIO.language}",NAME="${MAIN_AUDIO.name}",DEFAULT=YES,AUTOSELECT=YES`,
    `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",LANGUAGE="${DESCRIBED_AUDIO.language}",NAME="${DESCRIBED_AUDIO.name}",DEFAULT=NO,AUTOSELECT=YES,CHARACTERISTICS="${DESCRIBED_AUDIO.characteristics}",URI="${uriOf(DESCRIBED_AUDIO.folder)}"`,
    ...SUBTITLE_TRACKS.map((t) => `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLES_GROUP}",LANGUAGE="${t.language}",NAME="${t.name}",DEFAULT=NO,AUTOSELECT=YES,URI="${uriOf(t.folder)}"`),
  ];
}

const streamInf = (r: (typeof RENDITIONS)[number], groups: string) =>
  `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidthOf(r)},RESOLUTION=${r.width}x${r.height},CODECS="${codecsOf(r)}",FRAME-RATE=${FPS.toFixed(3)}${groups}`;
const TRACK_GROUPS = `,AUDIO="${AUDIO_GROUP}",SUBTITLES="${SUBTITLES_GROUP}"`;

/** The live master (and, with no query, a time-shift span's); `tracks: false` leaves out the audio and subtitle renditions. */
export function masterPlaylist(query: string, { tracks = true } = {}): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', ...(tracks ? trackLines((folder) => `${folder}/index.m3u8${query}`) : [])];
  for (const r of RENDITIONS) lines.push(streamInf(r, tracks ? TRACK_GROUPS : ''), `${r.name}/index.m3u8${query}`);
  return `${lines.join('\n')}\n`;
}

/**
 * A demo recording's master: its one video rendition (`index.m3u8`, the recorded one) with the loop's audio description and
 * subtitles, each a VOD playlist beside it (`{folder}.m3u8`). Plain names: the signed query is added on serving.
 */
export function recordingMaster(renditionName: string): string {
  const rendition = RENDITIONS.find((r) => r.name === renditionName);
  if (!rendition) throw new Error(`no rendition ${renditionName}`);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', ...trackLines((folder) => `${folder}.m3u8`), streamInf(rendition, TRACK_GROUPS), 'index.m3u8'];
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
 * discontinuity sequence counts the restarts before the window, so players agree across requests. Every rendition
 * (video, audio, subtitles: `extension` ts or vtt) lists the same window, so players line them up by sequence.
 */
export function livePlaylist(now: number, query: string, extension: 'ts' | 'vtt' = 'ts'): string {
  const last = liveEdge(now);
  const first = last - WINDOW_SEGMENTS + 1;
  const lines = mediaPlaylistHeader(first);
  for (let s = first; s <= last; s++) {
    if (s !== first && startsLoop(s)) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(s * SEGMENT_SECONDS)}`, `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `${s}.${extension}${query}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A finished recording: the sequence numbers it holds, in order. A gap (the server was down) or a
 * loop restart is a discontinuity; segment names are plain so the signed query can be added on serving.
 * `fileOf` names a segment: a track's (`ad-{n}.ts`, `subs-en-{n}.vtt`) lists the same sequences as the video.
 */
export function vodPlaylist(sequences: readonly number[], fileOf: (sequence: number) => string = (s) => `${s}.ts`): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  sequences.forEach((s, i) => {
    if (i > 0 && (startsLoop(s) || s !== sequences[i - 1]! + 1)) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(s * SEGMENT_SECONDS)}`, `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, fileOf(s));
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
