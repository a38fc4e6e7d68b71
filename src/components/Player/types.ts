// types.ts (Player) — the player's vocabulary: its states, why playback failed, a quality level, a recording's position.

export type PlayerState = 'loading' | 'playing' | 'paused' | 'buffering' | 'error' | 'paywall';

/**
 * Why playback failed: `forbidden` is a refused playlist (an expired stream token: fetch the channel again);
 * `unavailable` is the provider saying the channel's source is down (502/504): the player keeps trying on its own.
 */
export type PlayerErrorKind = 'network' | 'forbidden' | 'unavailable' | 'media' | 'unsupported' | 'unknown';

export interface QualityLevel {
  /** hls.js level index. */
  index: number;
  height: number;
  bitrate: number;
}

/** Where a recording is (live streams have none: they show LIVE / Jump to live). */
export interface PlayerPosition {
  currentTime: number;
  duration: number;
}

/** Live TV's time-shift window on the wall clock (unix seconds, whole): its oldest moment, the live edge, the picture's moment. */
export interface LiveTimeline {
  start: number;
  end: number;
  position: number;
}

/** A stretch of the time-shift window with nothing to play (unix seconds): a relayed channel's archive missed it. */
export interface TimelineGap {
  start: number;
  end: number;
}

/** A programme boundary on the time-shift seek bar. */
export interface TimelineMark {
  /** When the programme starts (unix seconds). */
  at: number;
  /** Its title, the mark's tooltip. */
  label: string;
}

/** A subtitle or audio rendition the stream offers, by its hls.js track index. */
export interface MediaTrack {
  index: number;
  /** BCP 47 language tag from the playlist (`en`, `es`); empty when the playlist names none. */
  language: string;
  name: string;
  /** An audio description of what is on screen (CHARACTERISTICS public.accessibility.describes-video). */
  describes: boolean;
}

/** How large captions are drawn: the theme's caption size, or larger for a viewer who needs it. */
export type CaptionSize = 'normal' | 'large' | 'largest';

/** The viewer's choice of captions and sound, kept per device and applied to every channel and recording played. */
export interface TrackChoice {
  captions: boolean;
  /** The subtitle language picked; null follows the browser's languages. */
  subtitleLanguage: string | null;
  /** The audio language picked; null follows the browser's languages. */
  audioLanguage: string | null;
  /** Hear the audio description where a stream has one. */
  audioDescription: boolean;
  captionSize: CaptionSize;
}

/** The captions and sound a stream offers, what is on, and the viewer's ways to change it (the captions button and its menu). */
export interface PlayerTracks {
  subtitles: readonly MediaTrack[];
  /** The subtitle track shown, -1 for none. */
  subtitle: number;
  audio: readonly MediaTrack[];
  /** The audio track playing, -1 when the stream lists none. */
  audioTrack: number;
  captionSize: CaptionSize;
  /** C and the captions button: captions on (in the remembered language) or off. */
  onToggleCaptions: () => void;
  /** A subtitle track from the menu, -1 for off. */
  onChooseSubtitle: (index: number) => void;
  onChooseAudio: (index: number) => void;
  onChooseCaptionSize: (size: CaptionSize) => void;
}

/** The cast button: shown while a device is around; `connected` while the picture plays there (pressing it again opens the browser's picker, where casting stops). */
export interface PlayerCast {
  state: 'available' | 'connecting' | 'connected';
  onCast: () => void;
}
