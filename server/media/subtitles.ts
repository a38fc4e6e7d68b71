// subtitles.ts — a demo loop's WebVTT segments: made on request from the loop, the segment and the language, never stored.
import { loopIndexOf, segmentStartPts, SEGMENT_SECONDS } from './recipe.ts';

/** What the picture shows at a second of the loop (the channel's number and the counter), in each subtitle language. */
const CUE_TEXT: Record<string, (loopNumber: number, second: number) => string> = {
  en: (n, s) => `Channel ${n} — second ${s}`,
  es: (n, s) => `Canal ${n} — segundo ${s}`,
};

export function cueText(language: string, loopNumber: number, second: number): string {
  const text = CUE_TEXT[language];
  if (!text) throw new Error(`no subtitle text for language ${language}`);
  return text(loopNumber, second);
}

/** `HH:MM:SS.mmm`, as WebVTT writes a cue time. */
const cueTime = (seconds: number) => `00:00:${String(seconds).padStart(2, '0')}.000`;

/**
 * The WebVTT segment for media sequence `sequence`: one cue per second it covers. Its cue times are local to the
 * segment, and X-TIMESTAMP-MAP pins local 0 to the video segment's first timestamp, so hls.js shows each cue with
 * the frames whose counter it names, across loop restarts (discontinuities) too.
 */
export function webvttSegment(loopNumber: number, sequence: number, language: string): string {
  const index = loopIndexOf(sequence);
  const lines = ['WEBVTT', `X-TIMESTAMP-MAP=MPEGTS:${segmentStartPts(index)},LOCAL:00:00:00.000`];
  for (let offset = 0; offset < SEGMENT_SECONDS; offset++) {
    lines.push('', `${cueTime(offset)} --> ${cueTime(offset + 1)}`, cueText(language, loopNumber, index * SEGMENT_SECONDS + offset));
  }
  return `${lines.join('\n')}\n`;
}
