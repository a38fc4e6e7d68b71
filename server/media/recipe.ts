// recipe.ts — what the prepared live loops are: timing, renditions, and where each channel's loop lives.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Every segment is this long and starts with a keyframe (the "at most 2 s"). */
export const SEGMENT_SECONDS = 2;
/**
 * A loop is one wall-clock minute, aligned to the minute: the on-screen counter then shows the real
 * second of the current minute, and loop position is a pure function of the clock.
 */
export const LOOP_SECONDS = 60;
export const SEGMENTS_PER_LOOP = LOOP_SECONDS / SEGMENT_SECONDS;
/** A modest frame rate keeps the first-start encode of the whole lineup within its budget. */
export const FPS = 12;
/** Segments a live media playlist lists: 12 s, three times hls.js's default live sync distance. */
export const WINDOW_SEGMENTS = 6;

export interface Rendition {
  name: '360p' | '720p';
  width: number;
  height: number;
  /** Video bitrate (kbit/s); the master playlist's BANDWIDTH adds audio and transport overhead. */
  videoKbps: number;
  /** H.264 level_idc: 30 = 3.0, 31 = 3.1. */
  level: number;
}

export const RENDITIONS: readonly Rendition[] = [
  { name: '360p', width: 640, height: 360, videoKbps: 500, level: 30 },
  { name: '720p', width: 1280, height: 720, videoKbps: 1400, level: 31 },
];
export const AUDIO_KBPS = 64;

/** The main audio: muxed into every video rendition, so a player that ignores EXT-X-MEDIA still has sound. */
export const MAIN_AUDIO = { language: 'en', name: 'English' } as const;
/**
 * The second audio: an audio description, prepared as its own audio-only rendition (a folder beside the video
 * ones). Its beep is another tone than the main track's, so a test can hear which one plays.
 */
export const DESCRIBED_AUDIO = { folder: 'ad', language: 'en', name: 'English (audio description)', characteristics: 'public.accessibility.describes-video' } as const;

export interface SubtitleTrack {
  /** The rendition's folder in URLs; nothing is stored: its WebVTT is made on request (subtitles.ts). */
  folder: `subs-${string}`;
  language: string;
  name: string;
}

export const SUBTITLE_TRACKS: readonly SubtitleTrack[] = [
  { folder: 'subs-en', language: 'en', name: 'English' },
  { folder: 'subs-es', language: 'es', name: 'Español' },
];

/** What a live rendition name is: a video rendition, the audio-only description, or a subtitle track. */
export type RenditionKind = 'video' | 'audio' | 'subtitles';
export function renditionKindOf(name: string): RenditionKind | undefined {
  if (renditionNamed(name)) return 'video';
  if (name === DESCRIBED_AUDIO.folder) return 'audio';
  return SUBTITLE_TRACKS.some((t) => t.folder === name) ? 'subtitles' : undefined;
}
export const subtitleTrackNamed = (name: string) => SUBTITLE_TRACKS.find((t) => t.folder === name);

/** Twelve tones, a semitone apart: loop n beeps every second in tone (n - 1) mod 12. */
export const TONES = 12;
export const toneFrequency = (tone: number) => Math.round(330 * 2 ** (tone / 12));
export const mainToneOf = (loopNumber: number) => (loopNumber - 1) % TONES;
/** Half an octave from the main tone (a ratio of 1.41 either way): never mistaken for it. */
export const describedToneOf = (loopNumber: number) => (mainToneOf(loopNumber) + TONES / 2) % TONES;

/**
 * MPEG-TS timestamps (90 kHz) at the start of a loop's segment: ffmpeg's hls muxer starts every loop at 0 (no
 * mpegts muxdelay offset), and segments are exactly SEGMENT_SECONDS apart. WebVTT maps its cues to these.
 */
export const TS_CLOCK_HZ = 90_000;
export const segmentStartPts = (loopIndex: number) => loopIndex * SEGMENT_SECONDS * TS_CLOCK_HZ;

export const renditionNamed = (name: string): Rendition | undefined => RENDITIONS.find((r) => r.name === name);

/** RFC 6381 codecs: Constrained Baseline (42 c0) at the rendition's level, and AAC-LC. */
export const codecsOf = (r: Rendition) => `avc1.42c0${r.level.toString(16).padStart(2, '0')},mp4a.40.2`;

/** Peak bits per second for BANDWIDTH: video and audio plus ~15 % MPEG-TS overhead, rounded up. */
export const bandwidthOf = (r: Rendition) => Math.ceil(((r.videoKbps * 1.25 + AUDIO_KBPS) * 1.15 * 1000) / 1000) * 1000;

/** What a loop was made with; a change here makes a new media directory instead of reusing old loops. */
const RECIPE = JSON.stringify({ v: 4, SEGMENT_SECONDS, LOOP_SECONDS, FPS, RENDITIONS, AUDIO_KBPS, DESCRIBED_AUDIO, TONES });
export const RECIPE_ID = `v4-${createHash('sha256').update(RECIPE).digest('hex').slice(0, 10)}`;

/** Where the loops of this recipe live under a media dir. */
export const recipeDir = (mediaDir: string) => path.join(mediaDir, RECIPE_ID);

/** The number of the prepared loop a channel shows: channels past the prepared lineup share loops. */
export const loopNumberFor = (channelNumber: number, prepared: number) => ((channelNumber - 1) % prepared) + 1;

/** The loop segment a media sequence number maps to (sequence 0 began at the unix epoch). */
export const loopIndexOf = (sequence: number) => sequence % SEGMENTS_PER_LOOP;

export const loopSegmentPath = (mediaDir: string, loopNumber: number, rendition: string, sequence: number) =>
  path.join(recipeDir(mediaDir), String(loopNumber), rendition, `seg_${loopIndexOf(sequence)}.ts`);
