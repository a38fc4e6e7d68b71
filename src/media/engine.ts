// engine.ts (media) — one player's playback on one video element: hls.js or native HLS, the state machine, retries, and the media controls, as plain TypeScript with a snapshot to subscribe to.
import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import type { PlayerErrorKind, PlayerPosition, PlayerState, QualityLevel } from '../components/Player/types';
import { FAST_START_CONFIG, hasMediaSource, loadHls } from './hls';
import { INITIAL_MACHINE, networkErrorKind, reduce, retryDelaySeconds, type Action, type Machine } from './machine';

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
  /** A recording's position; null for live streams. */
  position: PlayerPosition | null;
  isPip: boolean;
}

export interface LoadOptions {
  /** The master playlist; null while the stream is not known yet, or for a channel that must not play (shows loading). */
  src: string | null;
  isLive: boolean;
  autoPlay: boolean;
  /** Extra hls.js settings, merged over the fast-start defaults. */
  hlsConfig?: Partial<HlsConfig>;
  /** Playback failed; true takes over (the owner fetches a fresh `src`): the player keeps loading instead of the error. */
  onError?: (kind: PlayerErrorKind) => boolean | void;
  /** The picture moves (first frame after a load, or after buffering). */
  onPlaying?: () => void;
}

export interface PlayerEngine {
  getSnapshot: () => EngineSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Plays `options.src` (a new src replaces the stream; the same src with new callbacks does not restart it). */
  load: (options: LoadOptions) => void;
  /** Loads the current stream again (the viewer's "Try again"). */
  retry: () => void;
  togglePlay: () => void;
  toggleMute: () => void;
  setVolume: (value: number) => void;
  chooseLevel: (index: number) => void;
  jumpToLive: () => void;
  seek: (seconds: number) => void;
  togglePip: () => void;
  destroy: () => void;
}

/** What the engine needs from the outside world; tests pass their own. */
export interface EngineDeps {
  loadHls: () => Promise<{ default: typeof Hls }>;
  hasMediaSource: () => boolean;
}

const liveEdgeOf = (video: HTMLVideoElement, hls: Hls | null) => hls?.liveSyncPosition ?? (video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : null);

export function createPlayerEngine(video: HTMLVideoElement, deps: EngineDeps = { loadHls, hasMediaSource }): PlayerEngine {
  let options: LoadOptions = { src: null, isLive: true, autoPlay: true };
  let machine: Machine = INITIAL_MACHINE;
  let snapshot: EngineSnapshot = {
    state: 'loading',
    errorKind: null,
    levels: [],
    chosenLevel: -1,
    playingLevel: null,
    muted: video.muted,
    volume: video.volume,
    mutedByAutoplay: false,
    behindLive: false,
    position: null,
    isPip: false,
  };
  const listeners = new Set<() => void>();
  let hls: Hls | null = null;
  /** Ends the stream being loaded or played (its async steps check `cancelled`). */
  let teardown: (() => void) | null = null;
  let unavailableTries = 0;
  /** A retry of an unavailable channel is loading: the message stays up rather than flickering to a spinner. */
  let retryingUnavailable = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (patch: Partial<EngineSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };

  const shown = (): Pick<EngineSnapshot, 'state' | 'errorKind'> =>
    retryingUnavailable && machine.state === 'loading' ? { state: 'error', errorKind: 'unavailable' } : { state: machine.state, errorKind: machine.error };

  function dispatch(action: Action) {
    const before = machine;
    machine = reduce(machine, action);
    if (machine === before) return;
    if (machine.state === 'playing') {
      unavailableTries = 0;
      retryingUnavailable = false;
    }
    // An unavailable channel is tried again by itself, backing off, until its picture is back.
    if (machine.state === 'error' && machine.error === 'unavailable') {
      clearTimeout(retryTimer);
      const wait = retryDelaySeconds(unavailableTries);
      unavailableTries += 1;
      retryTimer = setTimeout(() => {
        retryingUnavailable = true;
        start();
      }, wait * 1000);
    }
    set(shown());
  }

  function fail(kind: PlayerErrorKind) {
    const handled = options.onError?.(kind) === true;
    dispatch(handled ? { type: 'load' } : { type: 'error', kind });
  }

  function stop() {
    teardown?.();
    teardown = null;
  }

  /** Starts the current src from scratch: hls.js where Media Source Extensions exist, else native HLS. */
  function start() {
    stop();
    const { src } = options;
    dispatch({ type: 'load' });
    set({ levels: [], playingLevel: null, position: options.isLive ? null : { currentTime: 0, duration: Number.NaN } });
    if (!src) return;
    let cancelled = false;

    const play = () => {
      if (!options.autoPlay) return;
      video.play().catch((error: unknown) => {
        if (cancelled || !(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
        // Autoplay with sound was refused: start muted and offer to unmute, rather than a frozen first frame.
        video.muted = true;
        set({ muted: true, mutedByAutoplay: true });
        video.play().catch(() => {
          if (!cancelled) dispatch({ type: 'paused' });
        });
      });
    };

    const nativeHls = video.canPlayType('application/vnd.apple.mpegurl') !== '';
    const playNatively = () => {
      video.src = src;
      play();
    };
    if (!deps.hasMediaSource() && nativeHls) playNatively();
    else {
      deps
        .loadHls()
        .then(({ default: HlsClass }) => {
          if (cancelled) return;
          if (!HlsClass.isSupported()) {
            if (nativeHls) playNatively();
            else fail('unsupported');
            return;
          }
          const instance = new HlsClass({ ...FAST_START_CONFIG, ...options.hlsConfig });
          hls = instance;
          instance.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
            set({ levels: data.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })) });
            if (snapshot.chosenLevel !== -1) instance.currentLevel = snapshot.chosenLevel;
            play();
          });
          instance.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => set({ playingLevel: data.level }));
          let recoveredMedia = false;
          instance.on(HlsClass.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
              // One decode hiccup is worth a silent recovery before bothering the viewer.
              recoveredMedia = true;
              instance.recoverMediaError();
              return;
            }
            if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR) fail(networkErrorKind(data.response?.code));
            else if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) fail('media');
            else fail('unknown');
          });
          instance.loadSource(src);
          instance.attachMedia(video);
        })
        .catch(() => {
          if (!cancelled) fail('unknown');
        });
    }

    teardown = () => {
      cancelled = true;
      hls?.destroy();
      hls = null;
      video.removeAttribute('src');
      video.load();
    };
  }

  // Media element events drive the state machine and the controls' figures.
  const onTime = () => {
    if (!options.isLive) {
      set({ position: { currentTime: video.currentTime, duration: video.duration } });
      return;
    }
    const edge = liveEdgeOf(video, hls);
    const behindLive = edge !== null && edge - video.currentTime > 10;
    if (behindLive !== snapshot.behindLive) set({ behindLive });
  };
  const mediaListeners: [keyof HTMLVideoElementEventMap, () => void][] = [
    [
      'playing',
      () => {
        dispatch({ type: 'playing' });
        options.onPlaying?.();
      },
    ],
    ['pause', () => dispatch({ type: 'paused' })],
    ['waiting', () => dispatch({ type: 'waiting' })],
    [
      'error',
      () => {
        // hls.js reports its own errors; this is for native playback.
        if (!hls && video.error && options.src) fail(video.error.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED ? 'unsupported' : 'network');
      },
    ],
    ['volumechange', () => set({ muted: video.muted, volume: video.volume })],
    ['timeupdate', onTime],
    ['durationchange', onTime],
    ['enterpictureinpicture', () => set({ isPip: true })],
    ['leavepictureinpicture', () => set({ isPip: false })],
  ];
  for (const [type, listener] of mediaListeners) video.addEventListener(type, listener);

  const hasMedia = () => machine.state === 'playing' || machine.state === 'paused' || machine.state === 'buffering';

  function jumpToLive() {
    const edge = hls?.liveSyncPosition ?? (video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) - 3 : null);
    if (edge !== null && edge !== undefined) video.currentTime = edge;
    set({ behindLive: false });
    if (video.paused) void video.play().catch(() => undefined);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: (next) => {
      const restart = next.src !== options.src || next.isLive !== options.isLive;
      options = next;
      if (!restart) return;
      clearTimeout(retryTimer);
      unavailableTries = 0;
      retryingUnavailable = false;
      start();
    },
    retry: () => {
      clearTimeout(retryTimer);
      start();
    },
    togglePlay: () => {
      if (!hasMedia()) return;
      if (video.paused) {
        // A paused live stream has fallen behind: resuming a live channel means resuming live.
        if (options.isLive && snapshot.behindLive) jumpToLive();
        void video.play().catch(() => undefined);
      } else video.pause();
    },
    toggleMute: () => {
      const next = !snapshot.muted;
      video.muted = next;
      if (!next && video.volume === 0) video.volume = 0.5;
      set({ muted: next, mutedByAutoplay: false });
    },
    setVolume: (value) => {
      video.volume = value;
      video.muted = value === 0;
      set({ volume: value, muted: value === 0, mutedByAutoplay: false });
    },
    chooseLevel: (index) => {
      set({ chosenLevel: index });
      // currentLevel switches at once (flushing the buffer): a chosen quality should show now, not in a minute.
      if (hls) hls.currentLevel = index;
    },
    jumpToLive,
    seek: (seconds) => {
      if (!Number.isFinite(video.duration)) return;
      video.currentTime = Math.max(0, Math.min(video.duration, seconds));
      set({ position: { currentTime: video.currentTime, duration: video.duration } });
    },
    togglePip: () => {
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
      else void video.requestPictureInPicture().catch(() => undefined);
    },
    destroy: () => {
      clearTimeout(retryTimer);
      stop();
      for (const [type, listener] of mediaListeners) video.removeEventListener(type, listener);
      listeners.clear();
    },
  };
}
