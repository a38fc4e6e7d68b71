// Player.tsx — the live player: hls.js (loaded on demand) or native HLS, its states, controls, and an overlay slot kept in fullscreen.
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { Spinner } from '../Spinner';
import { FAST_START_CONFIG } from './fastStart';
import * as styles from './Player.css';

export type PlayerState = 'loading' | 'playing' | 'paused' | 'buffering' | 'error' | 'paywall';
/**
 * Why playback failed: `forbidden` is a refused playlist (an expired stream token: fetch the channel again);
 * `unavailable` is the provider saying the channel's source is down (502/504): the player keeps trying on its own.
 */
export type PlayerErrorKind = 'network' | 'forbidden' | 'unavailable' | 'media' | 'unsupported' | 'unknown';

/** Waits between the tries at an unavailable channel: soon at first, then every half minute. */
export const UNAVAILABLE_RETRY_SECONDS = [2, 4, 8, 15, 30] as const;

export interface QualityLevel {
  /** hls.js level index. */
  index: number;
  height: number;
  bitrate: number;
}

export interface PlayerProps {
  /** The master playlist; null while the stream is not known yet (shows loading). */
  src: string | null;
  /** The channel's name: names the player and its controls. */
  title: string;
  /** A line under the title, e.g. what is on now. */
  subtitle?: ReactNode;
  isLive?: boolean;
  /** A premium channel the viewer's subscription does not include: show the paywall, load nothing. */
  isLocked?: boolean;
  paywallHref?: string;
  paywallMessage?: ReactNode;
  poster?: string;
  autoPlay?: boolean;
  /**
   * Show a state without a stream (stories, tests of the overlays). The real playback path is driven by the
   * media element and hls.js events and is covered end to end, never by forcing.
   */
  forcedState?: Exclude<PlayerState, 'playing'> | 'playing';
  /** Forced quality levels, for stories of the quality picker. */
  forcedLevels?: readonly QualityLevel[];
  /** Forced position of a recording (isLive false), for stories of the seek bar. */
  forcedPosition?: { currentTime: number; duration: number };
  /** With `forcedState: 'error'`: which failure to show (default `network`), for stories of each message. */
  forcedErrorKind?: PlayerErrorKind;
  /**
   * Playback failed. Return true to take over (e.g. on `forbidden`, fetch the channel and pass a fresh `src`):
   * the player then keeps showing loading instead of the error.
   */
  onError?: (kind: PlayerErrorKind) => boolean | void;
  /** The picture is moving (first frame after a load, or after buffering). */
  onPlaying?: () => void;
  /** The viewer pressed "Try again" (the player also reloads the stream itself). */
  onRequestRetry?: () => void;
  /** Extra hls.js settings, merged over the fast-start defaults. */
  hlsConfig?: Partial<HlsConfig>;
  /** Overlays shown over the picture and kept in fullscreen (mini guide, zapping number). */
  children?: ReactNode;
  className?: string;
}

/** 75 s → "1:15"; an hour or more → "1:02:05". */
function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export interface PlayerHandle {
  video: HTMLVideoElement | null;
  /** The element that goes fullscreen (the video with its controls and overlays). */
  container: HTMLDivElement | null;
  toggleFullscreen: () => void;
  focus: () => void;
}

/** Media Source Extensions, which hls.js plays through (Safari on iPhone has only native HLS). */
const hasMediaSource = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/**
 * hls.js, fetched once and shared by every player. The full build, not `hls.js/light` (69 KB less gzip): the light
 * build drops the CEA-608 caption parser that turns in-band broadcast captions into text tracks.
 */
let hlsModule: Promise<{ default: typeof Hls }> | null = null;
function loadHls() {
  hlsModule ??= import('hls.js').catch((error: unknown) => {
    // A failed download (offline for a moment) must not stick: the next try fetches again.
    hlsModule = null;
    throw error;
  });
  return hlsModule;
}

type Action =
  | { type: 'load' }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'waiting' }
  | { type: 'error'; kind: PlayerErrorKind };

interface Machine {
  state: Exclude<PlayerState, 'paywall'>;
  error: PlayerErrorKind | null;
}

function reduce(machine: Machine, action: Action): Machine {
  switch (action.type) {
    case 'load':
      return { state: 'loading', error: null };
    case 'playing':
      return { state: 'playing', error: null };
    case 'paused':
      return machine.state === 'error' ? machine : { state: 'paused', error: null };
    case 'waiting':
      // Buffering only interrupts playback; while loading, the loading state already says it.
      return machine.state === 'playing' ? { state: 'buffering', error: null } : machine;
    case 'error':
      return { state: 'error', error: action.kind };
  }
}

const errorMessages: Record<PlayerErrorKind, string> = {
  network: 'The stream could not be reached. Check your connection and try again.',
  forbidden: 'The stream refused this request. Trying again fetches a fresh link.',
  unavailable: 'This channel is not available right now. It plays again on its own as soon as it is back.',
  media: 'The stream could not be decoded.',
  unsupported: 'This browser cannot play this stream.',
  unknown: 'Something went wrong while playing this channel.',
};

export const Player = forwardRef<PlayerHandle, PlayerProps>(function Player(
  {
    src,
    title,
    subtitle,
    isLive = true,
    isLocked = false,
    paywallHref = '/subscribe',
    paywallMessage,
    poster,
    autoPlay = true,
    forcedState,
    forcedLevels,
    forcedPosition,
    forcedErrorKind,
    onError,
    onPlaying,
    onRequestRetry,
    hlsConfig,
    children,
    className,
  },
  ref,
) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const hlsRef = useRef<Hls | null>(null);
  const [machine, dispatch] = useReducer(reduce, { state: 'loading', error: null });
  const [reloadKey, setReloadKey] = useState(0);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [mutedByAutoplay, setMutedByAutoplay] = useState(false);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [isPip, setIsPip] = useState(false);
  const [levels, setLevels] = useState<readonly QualityLevel[]>([]);
  const [chosenLevel, setChosenLevel] = useState(-1);
  const [playingLevel, setPlayingLevel] = useState<number | null>(null);
  const [behindLive, setBehindLive] = useState(false);
  // A recording's position, for the seek bar (live streams have none: they show LIVE / Jump to live).
  const [position, setPosition] = useState({ currentTime: 0, duration: Number.NaN });
  const [isIdle, setIsIdle] = useState(false);
  const qualityId = useId();

  // Callbacks in refs: a new function from the owner must not tear down and rebuild the stream.
  const callbacks = useRef({ onError, onPlaying });
  useEffect(() => {
    callbacks.current = { onError, onPlaying };
  });

  const fail = useCallback((kind: PlayerErrorKind) => {
    const handled = callbacks.current.onError?.(kind) === true;
    dispatch(handled ? { type: 'load' } : { type: 'error', kind });
  }, []);

  // An unavailable channel is tried again by itself, backing off, until its picture is back; while a try
  // loads, the message stays up rather than flickering to a spinner and back.
  const unavailableTries = useRef(0);
  const [retryingUnavailable, setRetryingUnavailable] = useState(false);
  useEffect(() => {
    if (machine.state === 'playing') {
      unavailableTries.current = 0;
      setRetryingUnavailable(false);
    }
    if (forcedState || machine.state !== 'error' || machine.error !== 'unavailable') return;
    const wait = UNAVAILABLE_RETRY_SECONDS[Math.min(unavailableTries.current, UNAVAILABLE_RETRY_SECONDS.length - 1)]!;
    unavailableTries.current += 1;
    const timer = setTimeout(() => {
      setRetryingUnavailable(true);
      setReloadKey((key) => key + 1);
    }, wait * 1000);
    return () => clearTimeout(timer);
  }, [machine, forcedState]);
  const stillUnavailable = retryingUnavailable && machine.state === 'loading';

  const state: PlayerState = isLocked ? 'paywall' : (forcedState ?? (stillUnavailable ? 'error' : machine.state));
  const errorKind = forcedState === 'error' ? (forcedErrorKind ?? 'network') : stillUnavailable ? 'unavailable' : machine.error;
  const shownLevels = forcedLevels ?? levels;
  const shownPosition = isLive ? null : (forcedPosition ?? position);

  // Fetch hls.js as soon as a player is on screen, while the owner still asks the provider for the stream's URL:
  // the two downloads overlap instead of one waiting for the other. Not for a paywall or a forced (story) state.
  useEffect(() => {
    if (isLocked || forcedState || !hasMediaSource()) return;
    loadHls().catch(() => undefined);
  }, [isLocked, forcedState]);

  // Load the stream: hls.js where Media Source Extensions exist (imported here, so it is its own chunk), else native HLS.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src || isLocked || forcedState) return;
    let cancelled = false;
    dispatch({ type: 'load' });
    setLevels([]);
    setPlayingLevel(null);

    const start = () => {
      if (!autoPlay) return;
      video.play().catch((error: unknown) => {
        if (cancelled || !(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
        // Autoplay with sound was refused: start muted and offer to unmute, rather than a frozen first frame.
        video.muted = true;
        setMuted(true);
        setMutedByAutoplay(true);
        video.play().catch(() => {
          if (!cancelled) dispatch({ type: 'paused' });
        });
      });
    };

    const hasMse = hasMediaSource();
    const nativeHls = video.canPlayType('application/vnd.apple.mpegurl') !== '';
    if (!hasMse && nativeHls) {
      video.src = src;
      start();
    } else {
      loadHls()
        .then(({ default: HlsClass }) => {
          if (cancelled) return;
          if (!HlsClass.isSupported()) {
            if (nativeHls) {
              video.src = src;
              start();
            } else fail('unsupported');
            return;
          }
          const hls = new HlsClass({ ...FAST_START_CONFIG, ...hlsConfig });
          hlsRef.current = hls;
          hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
            setLevels(data.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })));
            start();
          });
          hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => setPlayingLevel(data.level));
          let recoveredMedia = false;
          hls.on(HlsClass.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
              // One decode hiccup is worth a silent recovery before bothering the viewer.
              recoveredMedia = true;
              hls.recoverMediaError();
              return;
            }
            const status = data.response?.code;
            if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR) fail(status === 403 || status === 401 ? 'forbidden' : status === 502 || status === 504 ? 'unavailable' : 'network');
            else if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) fail('media');
            else fail('unknown');
          });
          hls.loadSource(src);
          hls.attachMedia(video);
        })
        .catch(() => {
          if (!cancelled) fail('unknown');
        });
    }

    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
      video.removeAttribute('src');
      video.load();
    };
    // hlsConfig and autoPlay are read at load time; changing them alone does not reload the stream.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [src, isLocked, forcedState, reloadKey, fail]);

  // Media element events drive the state machine.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onPlayingEvent = () => {
      dispatch({ type: 'playing' });
      callbacks.current.onPlaying?.();
    };
    const onPause = () => dispatch({ type: 'paused' });
    const onWaiting = () => dispatch({ type: 'waiting' });
    const onMediaError = () => {
      // hls.js reports its own errors; this is for native playback.
      if (!hlsRef.current && video.error) fail(video.error.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED ? 'unsupported' : 'network');
    };
    const onVolume = () => {
      setMuted(video.muted);
      setVolume(video.volume);
    };
    const onTime = () => {
      if (!isLive) {
        setPosition({ currentTime: video.currentTime, duration: video.duration });
        return;
      }
      const hls = hlsRef.current;
      const edge = hls?.liveSyncPosition ?? (video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : null);
      setBehindLive(edge !== null && edge !== undefined && edge - video.currentTime > 10);
    };
    const onEnterPip = () => setIsPip(true);
    const onLeavePip = () => setIsPip(false);
    const listeners: [keyof HTMLVideoElementEventMap, () => void][] = [
      ['playing', onPlayingEvent],
      ['pause', onPause],
      ['waiting', onWaiting],
      ['error', onMediaError],
      ['volumechange', onVolume],
      ['timeupdate', onTime],
      ['durationchange', onTime],
      ['enterpictureinpicture', onEnterPip],
      ['leavepictureinpicture', onLeavePip],
    ];
    for (const [type, listener] of listeners) video.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) video.removeEventListener(type, listener);
    };
  }, [fail, isLive]);

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement === containerRef.current && containerRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Controls fade out while the picture plays untouched; any pointer move or key brings them back.
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wake = useCallback(() => {
    setIsIdle(false);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setIsIdle(true), 3000);
  }, []);
  useEffect(() => () => clearTimeout(idleTimer.current), []);
  // Playback starting counts as activity: the bars show, then fade if nothing else happens.
  useEffect(() => {
    if (machine.state === 'playing') wake();
  }, [machine.state, wake]);

  const hasMedia = state === 'playing' || state === 'paused' || state === 'buffering';
  const isPlaying = state === 'playing' || state === 'buffering';

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || !hasMedia) return;
    if (video.paused) {
      // A paused live stream has fallen behind: resuming a live channel means resuming live.
      if (isLive && behindLive) jumpToLive();
      void video.play().catch(() => undefined);
    } else video.pause();
  };

  const toggleMute = () => {
    const video = videoRef.current;
    const next = !muted;
    if (video) {
      video.muted = next;
      if (!next && video.volume === 0) video.volume = 0.5;
    }
    setMuted(next);
    setMutedByAutoplay(false);
  };

  const changeVolume = (value: number) => {
    const video = videoRef.current;
    if (video) {
      video.volume = value;
      video.muted = value === 0;
    }
    setVolume(value);
    setMuted(value === 0);
    setMutedByAutoplay(false);
  };

  const toggleFullscreen = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (container.requestFullscreen) {
      // The container, not the video: the mini guide and zapping overlays must stay visible in fullscreen.
      void container.requestFullscreen().catch(() => undefined);
    } else {
      (videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
    }
  }, []);

  const togglePip = () => {
    const video = videoRef.current;
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void video.requestPictureInPicture().catch(() => undefined);
  };

  function jumpToLive() {
    const video = videoRef.current;
    if (!video) return;
    const edge = hlsRef.current?.liveSyncPosition ?? (video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) - 3 : null);
    if (edge !== null && edge !== undefined) video.currentTime = edge;
    setBehindLive(false);
    if (video.paused) void video.play().catch(() => undefined);
  }

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    video.currentTime = Math.max(0, Math.min(video.duration, seconds));
    setPosition({ currentTime: video.currentTime, duration: video.duration });
  };

  const chooseLevel = (index: number) => {
    setChosenLevel(index);
    const hls = hlsRef.current;
    // currentLevel switches at once (flushing the buffer): a chosen quality should show now, not in a minute.
    if (hls) hls.currentLevel = index;
  };

  const retry = () => {
    onRequestRetry?.();
    setReloadKey((key) => key + 1);
  };

  useImperativeHandle(ref, () => ({
    get video() {
      return videoRef.current;
    },
    get container() {
      return containerRef.current;
    },
    toggleFullscreen,
    focus: () => containerRef.current?.focus(),
  }), [toggleFullscreen]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    wake();
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const inControl = target.closest('button, a, select, input, textarea, [role="listbox"], [role="grid"]') !== null;
    const key = event.key.toLowerCase();
    if ((key === ' ' && !inControl) || key === 'k') togglePlay();
    else if (key === 'm') toggleMute();
    else if (key === 'f') toggleFullscreen();
    else return;
    event.preventDefault();
  };

  const pipSupported = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
  const autoLevelHeight = chosenLevel === -1 && playingLevel !== null ? shownLevels.find((l) => l.index === playingLevel)?.height : undefined;
  const sortedLevels = [...shownLevels].sort((a, b) => b.height - a.height);

  return (
    // Keys are the player's shortcuts, for whatever inside it has focus; pointer moves wake the controls.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={containerRef}
      aria-label={`${title} player`}
      aria-keyshortcuts="Space K M F"
      // A focusable region, so its shortcuts (space, k, m, f) work once it has focus; aria-keyshortcuts names them.
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      data-idle={isIdle && isPlaying ? 'true' : undefined}
      data-fullscreen={isFullscreen || undefined}
      onKeyDown={handleKeyDown}
      onPointerMove={wake}
    >
      {/* Decorative to assistive tech: the region names it and the controls below operate it. Live captions arrive
          in-band (CEA-608 in the segments), which hls.js exposes as text tracks, so there is no <track> to write. */}
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption */}
      <video ref={videoRef} className={styles.video} poster={poster} playsInline muted={muted} aria-hidden="true" tabIndex={-1} />

      {state === 'loading' && (
        <div className={styles.center}>
          <Spinner size="large" label={`Loading ${title}`} />
        </div>
      )}
      {state === 'buffering' && (
        <div className={styles.center}>
          <Spinner size="large" label="Buffering" />
        </div>
      )}
      {state === 'paused' && (
        <div className={styles.center}>
          <button type="button" className={styles.bigPlay} aria-label={`Play ${title}`} onClick={togglePlay}>
            <Icon name="playFilled" size={36} />
          </button>
        </div>
      )}
      {state === 'error' && (
        <div className={styles.panelLayer}>
          <div className={styles.panel} role="alert">
            <span className={styles.panelIcon({ tone: 'critical' })}>
              <Icon name="alert" size={28} />
            </span>
            <h2 className={styles.panelTitle}>{title} could not be played</h2>
            <p className={styles.panelText}>{errorMessages[errorKind ?? 'unknown']}</p>
            <Button onClick={retry} icon={<Icon name="refresh" size={18} />}>
              Try again
            </Button>
          </div>
        </div>
      )}
      {state === 'paywall' && (
        <div className={styles.panelLayer}>
          <div className={styles.panel}>
            <span className={styles.panelIcon({ tone: 'premium' })}>
              <Icon name="lock" size={28} />
            </span>
            <h2 className={styles.panelTitle}>{title} is a premium channel</h2>
            <p className={styles.panelText}>{paywallMessage ?? 'Subscribe to a plan that includes it to watch live, record and catch up.'}</p>
            <Link href={paywallHref} className={styles.paywallLink}>
              See subscription plans
            </Link>
          </div>
        </div>
      )}

      <div className={styles.topBar}>
        <div className={styles.heading}>
          <p className={styles.title}>{title}</p>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {mutedByAutoplay && muted && hasMedia && (
          <Button size="small" variant="secondary" icon={<Icon name="volumeOff" size={16} />} onClick={toggleMute}>
            Unmute
          </Button>
        )}
      </div>

      <div className={styles.controls}>
        {/* Behind the paywall there is nothing to play: only full screen (to leave it) stays. */}
        {state !== 'paywall' && (
          <>
            <IconButton
              icon={isPlaying ? 'pause' : 'playFilled'}
              label={isPlaying ? 'Pause' : 'Play'}
              variant="ghost"
              className={styles.control}
              disabled={!hasMedia}
              onClick={togglePlay}
            />
            <IconButton
              icon={muted || volume === 0 ? 'volumeOff' : 'volume'}
              label={muted ? 'Unmute' : 'Mute'}
              isPressed={muted}
              className={styles.control}
              onClick={toggleMute}
            />
            <input
              type="range"
              className={styles.volume}
              aria-label="Volume"
              min={0}
              max={100}
              step={5}
              value={muted ? 0 : Math.round(volume * 100)}
              aria-valuetext={`${muted ? 0 : Math.round(volume * 100)}%`}
              onChange={(event) => changeVolume(Number(event.target.value) / 100)}
            />
            {isLive &&
              (behindLive || state === 'paused' ? (
                <Button size="small" variant="ghost" className={styles.liveButton} icon={<Icon name="liveEdge" size={14} />} onClick={jumpToLive} disabled={!hasMedia}>
                  Jump to live
                </Button>
              ) : (
                <Badge tone="live" size="small" className={styles.liveBadge}>
                  Live
                </Badge>
              ))}
          </>
        )}
        {shownPosition && Number.isFinite(shownPosition.duration) && shownPosition.duration > 0 ? (
          <span className={styles.seekGroup}>
            <input
              type="range"
              className={styles.seek}
              aria-label="Seek"
              min={0}
              max={Math.floor(shownPosition.duration)}
              step={1}
              value={Math.floor(shownPosition.currentTime)}
              aria-valuetext={`${clock(shownPosition.currentTime)} of ${clock(shownPosition.duration)}`}
              onChange={(event) => seek(Number(event.target.value))}
            />
            <span className={styles.time} aria-hidden="true">
              {clock(shownPosition.currentTime)} / {clock(shownPosition.duration)}
            </span>
          </span>
        ) : (
          <span className={styles.spacer} />
        )}
        {state !== 'paywall' && shownLevels.length > 0 && (
          <span className={styles.quality}>
            <label htmlFor={qualityId} className={styles.qualityLabel}>
              <Icon name="settings" size={18} className={styles.qualityIcon} />
              <span className={styles.hidden}>Quality</span>
            </label>
            <select id={qualityId} className={styles.qualitySelect} value={chosenLevel} onChange={(event) => chooseLevel(Number(event.target.value))}>
              <option value={-1}>{autoLevelHeight ? `Auto (${autoLevelHeight}p)` : 'Auto'}</option>
              {sortedLevels.map((level) => (
                <option key={level.index} value={level.index}>
                  {level.height}p
                </option>
              ))}
            </select>
          </span>
        )}
        {state !== 'paywall' && pipSupported && (
          <IconButton
            icon="pip"
            label={isPip ? 'Exit picture in picture' : 'Picture in picture'}
            isPressed={isPip}
            className={styles.control}
            disabled={!hasMedia}
            onClick={togglePip}
          />
        )}
        <IconButton
          icon={isFullscreen ? 'fullscreenExit' : 'fullscreen'}
          label={isFullscreen ? 'Exit full screen' : 'Full screen'}
          className={styles.control}
          onClick={toggleFullscreen}
        />
      </div>

      {children && <div className={styles.overlaySlot}>{children}</div>}
    </section>
  );
});
