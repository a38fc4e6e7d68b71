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

export const renditionNamed = (name: string): Rendition | undefined => RENDITIONS.find((r) => r.name === name);

/** RFC 6381 codecs: Constrained Baseline (42 c0) at the rendition's level, and AAC-LC. */
export const codecsOf = (r: Rendition) => `avc1.42c0${r.level.toString(16).padStart(2, '0')},mp4a.40.2`;

/** Peak bits per second for BANDWIDTH: video and audio plus ~15 % MPEG-TS overhead, rounded up. */
export const bandwidthOf = (r: Rendition) => Math.ceil(((r.videoKbps * 1.25 + AUDIO_KBPS) * 1.15 * 1000) / 1000) * 1000;

/** What a loop was made with; a change here makes a new media directory instead of reusing old loops. */
const RECIPE = JSON.stringify({ v: 3, SEGMENT_SECONDS, LOOP_SECONDS, FPS, RENDITIONS, AUDIO_KBPS });
export const RECIPE_ID = `v3-${createHash('sha256').update(RECIPE).digest('hex').slice(0, 10)}`;

/** Where the loops of this recipe live under a media dir. */
export const recipeDir = (mediaDir: string) => path.join(mediaDir, RECIPE_ID);

/** The number of the prepared loop a channel shows: channels past the prepared lineup share loops. */
export const loopNumberFor = (channelNumber: number, prepared: number) => ((channelNumber - 1) % prepared) + 1;

/** The loop segment a media sequence number maps to (sequence 0 began at the unix epoch). */
export const loopIndexOf = (sequence: number) => sequence % SEGMENTS_PER_LOOP;

export const loopSegmentPath = (mediaDir: string, loopNumber: number, rendition: string, sequence: number) =>
  path.join(recipeDir(mediaDir), String(loopNumber), rendition, `seg_${loopIndexOf(sequence)}.ts`);
