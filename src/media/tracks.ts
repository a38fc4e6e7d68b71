// tracks.ts (media) — which subtitle and audio track a stream plays, from the viewer's stored choice and the browser's languages; pure, so every rule is unit-tested.
import type { MediaTrack, TrackChoice } from '../components/Player/types';

/** Captions off, sound in the browser's language, no description, captions at the theme's size: a first visit. */
export const DEFAULT_TRACK_CHOICE: TrackChoice = { captions: false, subtitleLanguage: null, audioLanguage: null, audioDescription: false, captionSize: 'normal' };

/** The characteristic an audio description rendition carries (RFC 8216 §4.3.4.1, Apple's HLS authoring spec). */
export const DESCRIBES_VIDEO = 'public.accessibility.describes-video';

/** `en-GB` and `en` are the same language for picking a track; a region is a refinement, not another language. */
const primary = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

/** The first track whose language is the first of `languages` that any track has; undefined when none matches. */
function byLanguage(tracks: readonly MediaTrack[], languages: readonly (string | null | undefined)[]): MediaTrack | undefined {
  for (const language of languages) {
    if (!language) continue;
    const found = tracks.find((t) => primary(t.language) === primary(language));
    if (found) return found;
  }
  return undefined;
}

/** The subtitle track to show: -1 with captions off; else the picked language, the browser's, then the first one. */
export function subtitleTrackFor(tracks: readonly MediaTrack[], choice: TrackChoice, browserLanguages: readonly string[]): number {
  if (!choice.captions || tracks.length === 0) return -1;
  return (byLanguage(tracks, [choice.subtitleLanguage, ...browserLanguages]) ?? tracks[0]!).index;
}

/**
 * The audio track to play: the description when asked for and there is one, else a track without it; among those the
 * picked language, the browser's, then the stream's first (its default). -1 when the stream lists no audio tracks.
 */
export function audioTrackFor(tracks: readonly MediaTrack[], choice: TrackChoice, browserLanguages: readonly string[]): number {
  if (tracks.length === 0) return -1;
  const described = tracks.filter((t) => t.describes);
  const plain = tracks.filter((t) => !t.describes);
  const pool = choice.audioDescription && described.length > 0 ? described : plain.length > 0 ? plain : tracks;
  return (byLanguage(pool, [choice.audioLanguage, ...browserLanguages]) ?? pool[0]!).index;
}

/** What the choice becomes when the viewer picks a subtitle track in the menu (-1: off). */
export function choiceWithSubtitle(choice: TrackChoice, tracks: readonly MediaTrack[], index: number): TrackChoice {
  const track = tracks.find((t) => t.index === index);
  return track ? { ...choice, captions: true, subtitleLanguage: track.language || choice.subtitleLanguage } : { ...choice, captions: false };
}

/** What the choice becomes when the viewer picks an audio track: its language, and whether it is the description. */
export function choiceWithAudio(choice: TrackChoice, tracks: readonly MediaTrack[], index: number): TrackChoice {
  const track = tracks.find((t) => t.index === index);
  return track ? { ...choice, audioLanguage: track.language || choice.audioLanguage, audioDescription: track.describes } : choice;
}

/** hls.js's view of a rendition, as far as FTV reads it. */
interface HlsRendition {
  name: string;
  lang?: string;
  characteristics?: string;
}

/** A packager's placeholder name (ffmpeg writes `audio_1`, `subtitle_0`), or none: it says nothing a viewer could pick by. */
const PLACEHOLDER_NAME = /^(?:(?:audio|subtitles?|text|track|stream|cc)[ _-]?\d*|\d*)$/i;

/** What the menu calls a rendition: its own name, or for a placeholder the language in that language ("Français"). */
export function trackLabelOf(name: string, language: string): string {
  if (!PLACEHOLDER_NAME.test(name.trim()) || !language) return name;
  try {
    const own = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    return own ? own.charAt(0).toLocaleUpperCase(language) + own.slice(1) : name;
  } catch {
    // Not a language tag the browser knows (an upstream may write anything): the name as given.
    return name;
  }
}

/** hls.js's tracks as the player's vocabulary (index = hls.js's track index, which `hls.audioTrack` and `hls.subtitleTrack` take). */
export const mediaTracksOf = (renditions: readonly HlsRendition[]): MediaTrack[] =>
  renditions.map((r, index) => ({
    index,
    language: r.lang ?? '',
    name: trackLabelOf(r.name, r.lang ?? ''),
    describes: (r.characteristics ?? '').split(',').includes(DESCRIBES_VIDEO),
  }));

/** A stored choice read back: anything hand-edited or from an older version falls back field by field. */
export function parseTrackChoice(value: unknown): TrackChoice {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const language = (v: unknown) => (typeof v === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(v) ? v : null);
  const size = stored.captionSize;
  return {
    captions: stored.captions === true,
    subtitleLanguage: language(stored.subtitleLanguage),
    audioLanguage: language(stored.audioLanguage),
    audioDescription: stored.audioDescription === true,
    captionSize: size === 'large' || size === 'largest' ? size : 'normal',
  };
}
