// engineTypes.ts (media) — what the player engine offers and takes: its snapshot, load options, channels to keep warm, its methods and setup.
import type { HlsConfig } from 'hls.js';
import type { LiveTimeline, MediaTrack, PlayerErrorKind, PlayerPosition, PlayerState, QualityLevel, TrackChoice } from '../components/Player/types';

export type { LiveTimeline };
import type { EarlyStream } from './early';
import type { StreamDeps } from './stream';

/** What a view shows of the playback; a new object on every change. */
export interface EngineSnapshot {
  state: Exclude<PlayerState, 'paywall'>;
  errorKind: PlayerErrorKind | null;
  levels: readonly QualityLevel[];
  /** The level the viewer chose, -1 for automatic. */
  chosenLevel: number;
  /** The level hls.js is playing now (what "Auto" shows). */
  playingLevel: number | null;
  muted: boolean;
  volume: number;
  /** The browser refused autoplay with sound: playing muted, offering to unmute. */
  mutedByAutoplay: boolean;
  /** A live stream more than 10 s behind its edge. */
  behindLive: boolean;
  /** How far behind the live edge the picture is (seconds), when it is behind; null at the edge. */
  behindSeconds: number | null;
  /** A live channel with a time-shift: the window it can be sought over and where the picture is, in wall-clock seconds. */
  timeline: LiveTimeline | null;
  /** A recording's position; null for live streams. */
  position: PlayerPosition | null;
  isPip: boolean;
  /** The channel on screen, null for a recording or before the first load. */
  channelId: number | null;
  /** The stream's subtitle tracks (empty when it has none, or plays natively). */
  subtitleTracks: readonly MediaTrack[];
  /** The subtitle track shown, -1 for none. */
  subtitleTrack: number;
  /** The stream's audio tracks (empty when it lists none: its only sound is muxed in). */
  audioTracks: readonly MediaTrack[];
  /** The audio track playing, -1 when the stream lists none. */
  audioTrack: number;
}


/** A channel's time-shift as the engine uses it: where its playlists are, and how far back they reach. */
export interface EngineTimeshift {
  base: string;
  seconds: number;
}

export interface LoadOptions {
  /** The live channel played: a standby of it is swapped in (even before its src is known), and its video says `data-channel-id`. */
  channelId?: number;
  /** The master playlist; null while the stream is not known yet, or for a channel that must not play (shows loading). */
  src: string | null;
  isLive: boolean;
  autoPlay: boolean;
  /** Extra hls.js settings, merged over the fast-start defaults. */
  hlsConfig?: Partial<HlsConfig>;
  /** The channel's time-shift (pause and resume behind live, start over); null or absent: pausing live falls back to live. */
  timeshift?: EngineTimeshift | null;
  /** Playback failed; true takes over (the owner fetches a fresh `src`): the player keeps loading instead of the error. */
  onError?: (kind: PlayerErrorKind) => boolean | void;
  /** The picture moves (first frame after a load or a swap, or after buffering). */
  onPlaying?: () => void;
}

/** A channel to keep warm. */
export interface StandbyTarget {
  channelId: number;
  src: string;
  /** When the link stops working (unix seconds), if it says: a standby on a link about to expire is restarted on a new one. */
  expires?: number | null;
}

export interface PlayerEngine {
  getSnapshot: () => EngineSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Plays a channel (or a recording's src): a standby of it is swapped in at once; a new src restarts unless the channel already plays; new callbacks alone do nothing. */
  load: (options: LoadOptions) => void;
  /**
   * Shows a warm channel at once, in the same frame as the key press that asked for it, before its owner has
   * rendered anything; false when the channel is not warm (the owner's load then starts it).
   */
  showIfWarm: (channelId: number) => boolean;
  /** The channels to keep warm now (most likely first; at most MAX_STANDBY); the others are dropped. */
  standby: (targets: readonly StandbyTarget[]) => void;
  /** The video on screen. */
  readonly video: HTMLVideoElement;
  retry: () => void;
  togglePlay: () => void;
  toggleMute: () => void;
  setVolume: (value: number) => void;
  chooseLevel: (index: number) => void;
  jumpToLive: () => void;
  /** Plays the live channel from `from` (unix seconds, e.g. the programme's start) through its time-shift; false without one. */
  startOver: (from: number) => boolean;
  /** The channel's time-shift arrived after its load (a channel swapped in before its answer). */
  setTimeshift: (timeshift: EngineTimeshift | null) => void;
  /** The viewer's captions and sound choice, for the stream on screen now and every one played after it. */
  setTrackChoice: (choice: TrackChoice) => void;
  /** A live channel to a moment of its time-shift window (unix seconds); near the clock is live. */
  seekTo: (wall: number) => void;
  seek: (seconds: number) => void;
  /** Back or on by `seconds` (←/→): a recording seeks; a live channel rewinds through its time-shift, and on past the edge is live. */
  skip: (seconds: number) => void;
  togglePip: () => void;
  destroy: () => void;
}

export interface EngineSetup {
  /** A new video element for the stage, styled as the picture (the engine marks standbys `data-standby`). */
  makeVideo: () => HTMLVideoElement;
  /** The languages a first visit's captions and sound follow, best first (the browser's, unless a test says). */
  languages: () => readonly string[];
  deps: StreamDeps;
  /** A stream of this key started before the engine (a cold visit's, media/early.ts), to play on rather than start again. */
  takeEarly: (key: string | null, src: string) => EarlyStream | null;
}
