// relayVod.ts — what a relayed recording holds (its manifest: segments on the wall clock, inits, renditions) and the VOD playlists made from it.
import { GAP_FILE } from '../archive/playlist.ts';
import type { Gap } from './relayGaps.ts';

/** One rendition of a relayed recording: its master line (its URI the recording's `{slot}.m3u8`) and what was kept of it. */
export interface KeptRendition {
  /** The relay's slot name (audio0, subtitles0). */
  slot: string;
  line: string;
  /** By the number of the video segment each goes with; a number missing here is a GAP in the rendition. */
  kept: Array<{ n: number; ext: string; init?: number }>;
}

export interface RelayRenditions {
  /** The attributes of the video's #EXT-X-STREAM-INF as the relay listed it (codecs, the renditions' groups). */
  streamInf: string;
  tracks: KeptRendition[];
}

export interface Captured {
  /** The file's number: `{n}.ts` (or `{n}.m4s` with an init), in recording order. */
  n: number;
  /** fMP4 only: the init segment it decodes with, `init-{init}.mp4`. */
  init?: number;
  /** Wall-clock start, unix seconds (fractional). */
  start: number;
  duration: number;
  discontinuity: boolean;
}

export interface Manifest {
  segments: Captured[];
  /** What a live capture is missing, where and why (relayGaps.ts), noted as each segment after a gap is kept. */
  gaps?: Gap[];
  /** Why seconds were missing, each said once: what captures noted before `gaps` (read when one resumes). */
  causes?: string[];
  /** fMP4 only: a digest of each init segment kept, `init-{k}.mp4` at index k (an upstream that changes its init gets a new one). */
  inits?: string[];
  /** The channel's audio and subtitle renditions kept beside the video (relayTracks.ts). */
  renditions?: RelayRenditions;
}

export const fileOf = (s: Pick<Captured, 'n' | 'init'>) => `${s.n}.${s.init === undefined ? 'ts' : 'm4s'}`;
export const initFileOf = (k: number) => `init-${k}.mp4`;
/** What a playlist lists for a kept video segment: the video's file, or a rendition's (null: a GAP, nothing of it was received). */
type EntryOf = (s: Captured) => { uri: string; init?: number | undefined } | null;
const videoEntry: EntryOf = (s) => ({ uri: fileOf(s), init: s.init });

/**
 * The VOD playlist of what was kept: each segment's own duration, a discontinuity where the stream broke, fMP4's init
 * before the segments that use it. A rendition's (`entryOf`) has the video's entries with its own files, so a player
 * lines the two up.
 */
export function vodOf(m: Manifest, entryOf: EntryOf = videoEntry): string {
  const target = Math.max(1, ...m.segments.map((s) => Math.ceil(s.duration)));
  const entries = m.segments.map(entryOf);
  // EXT-X-MAP in a playlist without I-frames only needs version 6; 7 is what fMP4 upstreams declare.
  const version = entries.some((e) => e?.init !== undefined) ? 7 : 3;
  const lines = ['#EXTM3U', `#EXT-X-VERSION:${version}`, `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  let map: number | undefined;
  m.segments.forEach((s, i) => {
    if (i > 0 && s.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    const entry = entries[i];
    if (entry?.init !== undefined && entry.init !== map) lines.push(`#EXT-X-MAP:URI="${initFileOf(entry.init)}"`);
    if (entry) map = entry.init;
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(s.start * 1000).toISOString()}`);
    if (entry) lines.push(`#EXTINF:${s.duration.toFixed(3)},`, entry.uri);
    else lines.push('#EXT-X-GAP', `#EXTINF:${s.duration.toFixed(3)},`, GAP_FILE);
  });
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

