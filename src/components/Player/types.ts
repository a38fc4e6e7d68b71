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
