// PlayerContainer.tsx — a stream played for real: the media engine on the player's stage (with the channels kept warm) and the viewer's captions and sound choice, its snapshot bound to the presentational PlayerView.
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import type { HlsConfig } from 'hls.js';
import { makePlayerVideo, PlayerStage, PlayerView, type PlayerErrorKind, type PlayerTracks, type PlayerViewHandle, type TimelineGap, type TimelineMark } from '../../components/Player';
import { createPlayerEngine, type EngineSnapshot, type EngineTimeshift, type PlayerEngine, type StandbyTarget } from '../../media/engine';
import { hasMediaSource, loadHls } from '../../media/hls';
import { rememberStagePlace } from '../../media/stagePlace';
import { choiceWithAudio, choiceWithSubtitle } from '../../media/tracks';
import { updateTrackChoiceAtom, useTrackChoice } from './trackChoice';
import { useCasting } from './useCasting';
import { useMediaSession, type MediaSessionInfo } from './useMediaSession';

export interface PlayerContainerProps {
  /** The master playlist; null while the stream is not known yet (shows loading). */
  src: string | null;
  title: string;
  /** The live channel's id, carried by the visible video as `data-channel-id`. */
  channelId?: number;
  subtitle?: ReactNode;
  isLive?: boolean;
  /** A premium channel the viewer's subscription does not include: show the paywall, load nothing. */
  isLocked?: boolean;
  paywallHref?: string;
  paywallMessage?: ReactNode;
  autoPlay?: boolean;
  /** Playback failed. Return true to take over (e.g. on `forbidden`, fetch the channel and pass a fresh `src`). */
  onError?: (kind: PlayerErrorKind) => boolean | void;
  /** The picture plays: the live channel's id (of the picture on screen, which a swap may have changed before the page's props), else null. */
  onPlaying?: (channelId: number | null) => void;
  /** The viewer pressed "Try again" (the player also reloads the stream itself). */
  onRequestRetry?: () => void;
  hlsConfig?: Partial<HlsConfig>;
  /** The live channel's time-shift: pausing resumes where it was paused, and "Start over" plays the programme from `startOverFrom`. */
  timeshift?: EngineTimeshift | null;
  /** Programme boundaries for the time-shift seek bar. */
  timelineMarks?: readonly TimelineMark[];
  /** Stretches of the time-shift window with nothing to play. */
  timelineGaps?: readonly TimelineGap[];
  /** The zone the seek bar's times are shown in. */
  timeZone?: string;
  /** When the programme on air began (unix seconds): offers "Start over" where the channel has a time-shift. */
  startOverFrom?: number | null;
  /**
   * Channels to keep warm (muted, hidden, lowest quality), most likely first: changing to one is a swap. Acted on when
   * its identity changes, so an unchanged list must keep it (a render before the page catches up with a swap would
   * otherwise hand the engine the old channel's list).
   */
  standby?: readonly StandbyTarget[];
  /** Shown on the lock screen and in the browser's media hub while this player is on the page; its buttons drive it. */
  mediaSession?: MediaSessionInfo | null;
  /** The live channel's link for a cast device, asked for when the viewer casts: with it, a cast button shows while the browser reports a device. */
  castLink?: (() => Promise<string>) | null;
  /** Keys for a remote (TV mode): see PlayerView's `remoteKeys`. */
  remoteKeys?: boolean;
  /** The watch page's player: its picture's place is remembered, so a cold visit shows its first frame there (media/stagePlace.ts). */
  remembersPlace?: boolean;
  children?: ReactNode;
  className?: string;
}

export interface PlayerHandle {
  video: HTMLVideoElement | null;
  /** Plays the live channel from `from` (unix seconds) through its time-shift; false without one. */
  startOver: (from: number) => boolean;
  /** Shows a channel kept warm at once (before the page renders it); false when it is not warm. */
  showIfWarm: (channelId: number) => boolean;
  /** The element that goes full screen (the picture with its controls and overlays). */
  container: HTMLElement | null;
  toggleFullscreen: () => void;
  focus: () => void;
  togglePlay: () => void;
  /** Plays or pauses; nothing when it already does (a remote's separate play and pause keys). */
  setPlaying: (playing: boolean) => void;
  /** Captions on or off, where the stream on screen has some. */
  toggleCaptions: () => void;
}

const subscribeNothing = () => () => undefined;
const NO_STANDBY: readonly StandbyTarget[] = [];

export const PlayerContainer = forwardRef<PlayerHandle, PlayerContainerProps>(function PlayerContainer(
  {
    src,
    title,
    channelId,
    subtitle,
    isLive = true,
    isLocked = false,
    paywallHref,
    paywallMessage,
    autoPlay = true,
    onError,
    onPlaying,
    onRequestRetry,
    hlsConfig,
    timeshift = null,
    timelineMarks,
    timelineGaps,
    timeZone,
    startOverFrom = null,
    standby,
    remembersPlace = false,
    mediaSession = null,
    castLink = null,
    remoteKeys = false,
    children,
    className,
  },
  ref,
) {
  const viewRef = useRef<PlayerViewHandle | null>(null);
  const stageRef = useRef<HTMLDivElement | null>(null);
  const [engine, setEngine] = useState<PlayerEngine | null>(null);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const created = createPlayerEngine(stage, { makeVideo: () => makePlayerVideo() });
    setEngine(created);
    return () => created.destroy();
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (remembersPlace && stage) return rememberStagePlace(stage);
  }, [remembersPlace]);

  const setPlaying = useCallback(
    (playing: boolean) => {
      const state = engine?.getSnapshot().state;
      if ((playing && state === 'paused') || (!playing && (state === 'playing' || state === 'buffering'))) engine?.togglePlay();
    },
    [engine],
  );
  // While the picture plays on a cast device, a zap loads the next channel here paused: the device follows it (useCasting).
  const cast = useCasting(isLive && !isLocked ? src : null, castLink, setPlaying);
  const casting = cast?.state === 'connected' || cast?.state === 'connecting';

  // Fetch hls.js as soon as a player is on screen, while the owner still asks the provider for the stream's URL:
  // the two downloads overlap instead of one waiting for the other. Not behind a paywall.
  useEffect(() => {
    if (!isLocked && hasMediaSource()) loadHls().catch(() => undefined);
  }, [isLocked]);

  // The owner's latest callbacks and settings, read when the engine calls: a new function must not reload anything.
  const latest = useRef({ onError, onPlaying, autoPlay, hlsConfig, timeshift, casting });
  useEffect(() => {
    latest.current = { onError, onPlaying, autoPlay, hlsConfig, timeshift, casting };
  });
  // Only what is played loads it. Not on every render: a render caused by the engine's own change (a channel shown from
  // standby before the page has caught up) must not load the old channel again.
  const playable = isLocked ? null : src;
  useEffect(() => {
    engine?.load({
      channelId,
      src: playable,
      isLive,
      autoPlay: latest.current.autoPlay && !latest.current.casting,
      hlsConfig: latest.current.hlsConfig,
      timeshift: latest.current.timeshift,
      onError: (kind) => latest.current.onError?.(kind),
      onPlaying: () => latest.current.onPlaying?.(engine.getSnapshot().channelId),
    });
  }, [engine, channelId, playable, isLive]);

  // A time-shift that comes after the load (a warm channel swapped in before its answer) is taken as it is.
  const timeshiftBase = timeshift?.base ?? null;
  const timeshiftSeconds = timeshift?.seconds ?? 0;
  useEffect(() => {
    engine?.setTimeshift(timeshiftBase === null ? null : { base: timeshiftBase, seconds: timeshiftSeconds });
  }, [engine, timeshiftBase, timeshiftSeconds]);

  // After the load: a standby list that names the channel just loaded must not tear down the one being swapped in.
  useEffect(() => {
    engine?.standby(standby ?? NO_STANDBY);
  }, [engine, standby]);

  const snapshot: EngineSnapshot | null = useSyncExternalStore(engine?.subscribe ?? subscribeNothing, () => engine?.getSnapshot() ?? null);

  // The viewer's captions and sound go with every stream this player plays: a zap, a time-shift, a recording.
  const trackChoice = useTrackChoice();
  const updateTrackChoice = useSetAtom(updateTrackChoiceAtom);
  useEffect(() => {
    engine?.setTrackChoice(trackChoice);
  }, [engine, trackChoice]);
  const toggleCaptions = useCallback(() => updateTrackChoice((choice) => ({ ...choice, captions: !choice.captions })), [updateTrackChoice]);
  const tracks: PlayerTracks | null =
    snapshot && (snapshot.subtitleTracks.length > 0 || snapshot.audioTracks.length > 1)
      ? {
          subtitles: snapshot.subtitleTracks,
          subtitle: snapshot.subtitleTrack,
          audio: snapshot.audioTracks,
          audioTrack: snapshot.audioTrack,
          captionSize: trackChoice.captionSize,
          onToggleCaptions: toggleCaptions,
          onChooseSubtitle: (index) => updateTrackChoice((choice) => choiceWithSubtitle(choice, snapshot.subtitleTracks, index)),
          onChooseAudio: (index) => updateTrackChoice((choice) => choiceWithAudio(choice, snapshot.audioTracks, index)),
          onChooseCaptionSize: (captionSize) => updateTrackChoice((choice) => ({ ...choice, captionSize })),
        }
      : null;

  const state = snapshot?.state;
  // While casting, a channel the page changes to waits paused, the device playing it (a warm one swaps in playing; the
  // others load paused). The viewer may still play it here: only the change pauses it.
  const castOn = useRef<number | null>(null);
  const shownId = snapshot?.channelId ?? null;
  const shownPlaying = state === 'playing' || state === 'buffering';
  useEffect(() => {
    if (!casting) castOn.current = null;
    else if (castOn.current === null) castOn.current = shownId;
    else if (shownId !== castOn.current && shownPlaying) {
      castOn.current = shownId;
      setPlaying(false);
    }
  }, [casting, shownId, shownPlaying, setPlaying]);
  useMediaSession(isLocked ? null : mediaSession, shownPlaying ? 'playing' : state === 'paused' ? 'paused' : 'none', setPlaying);

  useImperativeHandle(
    ref,
    () => ({
      get video() {
        return engine?.video ?? null;
      },
      get container() {
        return viewRef.current?.container ?? null;
      },
      showIfWarm: (id: number) => engine?.showIfWarm(id) ?? false,
      startOver: (from: number) => engine?.startOver(from) ?? false,
      toggleFullscreen: () => viewRef.current?.toggleFullscreen(),
      focus: () => viewRef.current?.focus(),
      togglePlay: () => engine?.togglePlay(),
      setPlaying,
      toggleCaptions: () => {
        if ((engine?.getSnapshot().subtitleTracks.length ?? 0) > 0) toggleCaptions();
      },
    }),
    [engine, toggleCaptions, setPlaying],
  );

  return (
    <PlayerView
      ref={viewRef}
      title={title}
      subtitle={subtitle}
      isLive={isLive}
      paywallHref={paywallHref}
      paywallMessage={paywallMessage}
      state={isLocked ? 'paywall' : (snapshot?.state ?? 'loading')}
      errorKind={snapshot?.errorKind}
      muted={snapshot?.muted}
      volume={snapshot?.volume}
      mutedByAutoplay={snapshot?.mutedByAutoplay}
      behindLive={snapshot?.behindLive}
      behindSeconds={snapshot?.behindSeconds}
      timeline={snapshot?.timeline}
      timelineMarks={timelineMarks}
      timelineGaps={timelineGaps}
      onSeekTo={(wall) => engine?.seekTo(wall)}
      timeZone={timeZone}
      position={snapshot?.position}
      levels={snapshot?.levels}
      chosenLevel={snapshot?.chosenLevel}
      playingLevel={snapshot?.playingLevel}
      tracks={tracks}
      isPip={snapshot?.isPip}
      picture={<PlayerStage ref={stageRef} />}
      onTogglePlay={() => engine?.togglePlay()}
      onToggleMute={() => engine?.toggleMute()}
      onVolumeChange={(value) => engine?.setVolume(value)}
      onJumpToLive={() => engine?.jumpToLive()}
      onStartOver={isLive && timeshiftBase !== null && startOverFrom !== null ? () => engine?.startOver(startOverFrom) : undefined}
      onSeek={(seconds) => engine?.seek(seconds)}
      onSkip={(seconds) => engine?.skip(seconds)}
      onChooseLevel={(index) => engine?.chooseLevel(index)}
      onTogglePip={() => engine?.togglePip()}
      cast={cast}
      remoteKeys={remoteKeys}
      onRetry={() => {
        onRequestRetry?.();
        engine?.retry();
      }}
      className={className}
    >
      {children}
    </PlayerView>
  );
});
