// PlayerView.tsx — the player as a viewer sees it, props in and callbacks out: the picture slot, each state's panel, the title bar, the controls, full screen and the owner's overlays.
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { Spinner } from '../Spinner';
import { Text } from '../Text';
import { PlayerControls } from './PlayerControls';
import * as styles from './Player.css';
import type { LiveTimeline, PlayerCast, PlayerErrorKind, PlayerPosition, PlayerState, PlayerTracks, QualityLevel, TimelineGap, TimelineMark } from './types';

export interface PlayerViewProps {
  /** The channel's (or recording's) name: names the player and its controls. */
  title: string;
  /** A line under the title, e.g. what is on now. */
  subtitle?: ReactNode;
  state: PlayerState;
  /** With `state: 'error'`: which failure to explain (default `unknown`). */
  errorKind?: PlayerErrorKind | null;
  isLive?: boolean;
  paywallHref?: string;
  paywallMessage?: ReactNode;
  muted?: boolean;
  volume?: number;
  /** The browser refused autoplay with sound: an Unmute button shows in the title bar. */
  mutedByAutoplay?: boolean;
  behindLive?: boolean;
  /** How far behind live a time-shifted picture is (seconds). */
  behindSeconds?: number | null;
  /** Live TV's time-shift window and the picture in it: a seek bar over the wall clock (with `onSeekTo`). */
  timeline?: LiveTimeline | null;
  /** Programme boundaries on that seek bar. */
  timelineMarks?: readonly TimelineMark[];
  /** Stretches of that window with nothing to play (a relayed channel's archive missed them). */
  timelineGaps?: readonly TimelineGap[];
  onSeekTo?: (wall: number) => void;
  /** The zone the seek bar's times are in (the viewer's; the browser's when absent). */
  timeZone?: string;
  /** A recording's position (seek bar); live streams have none. */
  position?: PlayerPosition | null;
  levels?: readonly QualityLevel[];
  chosenLevel?: number;
  playingLevel?: number | null;
  /** The stream's captions and sound, what is on and how to change it: a captions button (C) and its menu. */
  tracks?: PlayerTracks | null;
  isPip?: boolean;
  pipSupported?: boolean;
  /** The picture: the stage the owner's media engine plays into (PlayerStage). Without it, an empty picture (stories). */
  picture?: ReactNode;
  onTogglePlay?: () => void;
  onToggleMute?: () => void;
  onVolumeChange?: (value: number) => void;
  onJumpToLive?: () => void;
  /** Plays the programme on air from its start; without it, no "Start over" button. */
  onStartOver?: () => void;
  onSeek?: (seconds: number) => void;
  /** ←/→ on the player: back or on by this many seconds (a recording, or a live channel with a time-shift). */
  onSkip?: (seconds: number) => void;
  onChooseLevel?: (index: number) => void;
  onTogglePip?: () => void;
  /** The cast button, while a cast device is around (features/player/useCasting.ts); absent, none. */
  cast?: PlayerCast | null;
  /** "Try again" on the error panel. */
  onRetry?: () => void;
  /**
   * Keys for a remote (TV mode): OK on the picture goes to the controls, the arrows on a control move focus (the page's
   * spatial navigation) rather than the picture, and Back on a control returns to the picture.
   */
  remoteKeys?: boolean;
  /** Overlays shown over the picture and kept in full screen (mini guide, zapping number). */
  children?: ReactNode;
  className?: string;
}

export interface PlayerViewHandle {
  /** The element that goes full screen (the picture with its controls and overlays). */
  container: HTMLElement | null;
  toggleFullscreen: () => void;
  focus: () => void;
}

export const errorMessages: Record<PlayerErrorKind, string> = {
  network: 'The stream could not be reached. Check your connection and try again.',
  forbidden: 'The stream refused this request. Trying again fetches a fresh link.',
  unavailable: 'This channel is not available right now. It plays again on its own as soon as it is back.',
  media: 'The stream could not be decoded.',
  unsupported: 'This browser cannot play this stream.',
  unknown: 'Something went wrong while playing this channel.',
};

const noop = () => undefined;

/** How far ←/→ move the picture. */
export const SKIP_SECONDS = 10;

export const PlayerView = forwardRef<PlayerViewHandle, PlayerViewProps>(function PlayerView(
  {
    title,
    subtitle,
    state,
    errorKind,
    isLive = true,
    paywallHref = '/subscribe',
    paywallMessage,
    muted = false,
    volume = 1,
    mutedByAutoplay = false,
    behindLive = false,
    behindSeconds = null,
    timeline = null,
    timelineMarks,
    timelineGaps,
    onSeekTo,
    timeZone,
    position = null,
    levels = [],
    chosenLevel = -1,
    playingLevel = null,
    tracks = null,
    isPip = false,
    pipSupported = typeof document !== 'undefined' && document.pictureInPictureEnabled === true,
    picture,
    onTogglePlay = noop,
    onToggleMute = noop,
    onVolumeChange = noop,
    onJumpToLive = noop,
    onStartOver,
    onSeek = noop,
    onSkip,
    onChooseLevel = noop,
    onTogglePip = noop,
    cast = null,
    onRetry = noop,
    remoteKeys = false,
    children,
    className,
  },
  ref,
) {
  const containerRef = useRef<HTMLElement | null>(null);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const [isIdle, setIsIdle] = useState(false);

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
    if (state !== 'playing') return;
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setIsIdle(true), 3000);
  }, [state]);

  const toggleFullscreen = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (container.requestFullscreen) {
      // The container, not the video: the mini guide and zapping overlays must stay visible in full screen.
      void container.requestFullscreen().catch(() => undefined);
    } else {
      (container.querySelector('video') as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
    }
  }, []);

  // Focus that stays in the player: a control that goes with a state (the big Play, Start over, captions after a zap to a
  // channel without them) would drop focus to the page, and the remote's arrows with it. Focus that leaves on purpose (a
  // click or Tab elsewhere) is let go; focus lost because its element went away comes back to the region.
  const hasFocus = useRef(false);
  const onFocus = () => {
    hasFocus.current = true;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && containerRef.current?.contains(event.relatedTarget)) return;
    const left = event.target;
    // Once the blur is over: its element gone and focus on the body is a loss; anything else is focus moved on purpose.
    queueMicrotask(() => {
      const container = containerRef.current;
      const active = document.activeElement;
      if (!left.isConnected && (active === null || active === document.body) && container?.isConnected) container.focus({ preventScroll: true });
      else hasFocus.current = container?.contains(active) ?? false;
    });
  };
  // Chromium removes a focused element without a blur event: after each render, focus that fell to the body comes back.
  useLayoutEffect(() => {
    if (hasFocus.current && (document.activeElement === null || document.activeElement === document.body)) containerRef.current?.focus({ preventScroll: true });
  });

  useImperativeHandle(ref, () => ({ get container() { return containerRef.current; }, toggleFullscreen, focus: () => containerRef.current?.focus() }), [toggleFullscreen]);

  const hasMedia = state === 'playing' || state === 'paused' || state === 'buffering';
  const isPlaying = state === 'playing' || state === 'buffering';
  const hasCaptions = tracks !== null && tracks.subtitles.length > 0 && hasMedia;

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    wake();
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const inControl = target.closest('button, a, select, input, textarea, [role="listbox"], [role="grid"]') !== null;
    // Arrows belong to sliders, selects and lists; on a button or the picture they move the picture.
    const arrowsTaken = target.closest('input, select, textarea, [role="listbox"], [role="grid"]') !== null;
    const key = event.key.toLowerCase();
    const onPicture = target === containerRef.current;
    if (remoteKeys && onPicture && key === 'enter') {
      // OK on the picture: to its controls, starting at play/pause.
      containerRef.current?.querySelector<HTMLElement>('[data-controls] button:not([disabled])')?.focus();
      event.preventDefault();
      return;
    }
    if (remoteKeys && !onPicture && (key === 'backspace' || key === 'escape' || event.key === 'GoBack' || event.key === 'BrowserBack') && !target.closest('input, textarea')) {
      containerRef.current?.focus();
      event.preventDefault();
      return;
    }
    if (remoteKeys && !onPicture && key.startsWith('arrow')) return;
    if ((key === ' ' && !inControl) || key === 'k') {
      if (hasMedia) onTogglePlay();
    } else if ((key === 'arrowleft' || key === 'arrowright') && onSkip && hasMedia && !arrowsTaken) onSkip(key === 'arrowleft' ? -SKIP_SECONDS : SKIP_SECONDS);
    else if (key === 'm') onToggleMute();
    else if (key === 'f') toggleFullscreen();
    else if (key === 'c' && hasCaptions && !arrowsTaken) tracks.onToggleCaptions();
    else return;
    event.preventDefault();
  };

  return (
    // Keys are the player's shortcuts, for whatever inside it has focus; pointer moves wake the controls.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={containerRef}
      aria-label={`${title} player`}
      aria-keyshortcuts={['Space K M F', hasCaptions && 'C', onSkip && 'ArrowLeft ArrowRight'].filter(Boolean).join(' ')}
      // A focusable region, so its shortcuts (space, k, m, f) work once it has focus; aria-keyshortcuts names them.
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      data-idle={isIdle && isPlaying ? 'true' : undefined}
      data-fullscreen={isFullscreen || undefined}
      data-caption-size={tracks?.captionSize}
      // A remote's arrows zap on the picture, so moving focus by arrows passes over it (features/tvMode/spatialNavigation.ts).
      data-spatial-pass-over={remoteKeys || undefined}
      onKeyDown={handleKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerMove={wake}
    >
      {picture ?? <div className={styles.video} />}

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
          <button type="button" className={styles.bigPlay} aria-label={`Play ${title}`} onClick={onTogglePlay}>
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
            <Button onClick={onRetry} icon={<Icon name="refresh" size={18} />}>
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
          {subtitle && (
            <Text as="p" size="small" tone="secondary" truncate>
              {subtitle}
            </Text>
          )}
        </div>
        {mutedByAutoplay && muted && hasMedia && (
          <Button size="small" variant="secondary" icon={<Icon name="volumeOff" size={16} />} onClick={onToggleMute}>
            Unmute
          </Button>
        )}
      </div>

      <PlayerControls
        state={state}
        isLive={isLive}
        muted={muted}
        volume={volume}
        behindLive={behindLive}
        behindSeconds={behindSeconds}
        timeline={timeline}
        timelineMarks={timelineMarks}
        timelineGaps={timelineGaps}
        onSeekTo={onSeekTo}
        timeZone={timeZone}
        position={isLive ? null : position}
        levels={levels}
        chosenLevel={chosenLevel}
        playingLevel={playingLevel}
        tracks={tracks}
        isPip={isPip}
        pipSupported={pipSupported}
        isFullscreen={isFullscreen}
        onTogglePlay={onTogglePlay}
        onToggleMute={onToggleMute}
        onVolumeChange={onVolumeChange}
        onJumpToLive={onJumpToLive}
        onStartOver={onStartOver}
        onSeek={onSeek}
        onChooseLevel={onChooseLevel}
        onTogglePip={onTogglePip}
        cast={cast}
        onToggleFullscreen={toggleFullscreen}
      />

      {children && <div className={styles.overlaySlot}>{children}</div>}
    </section>
  );
});
