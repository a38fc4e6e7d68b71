// PlayerContainer.tsx — a stream played for real: the media engine on the picture's video element, its snapshot bound to the presentational PlayerView.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { HlsConfig } from 'hls.js';
import { PlayerPicture, PlayerView, type PlayerErrorKind, type PlayerViewHandle } from '../../components/Player';
import { createPlayerEngine, type EngineSnapshot, type PlayerEngine } from '../../media/engine';
import { hasMediaSource, loadHls } from '../../media/hls';

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
  poster?: string;
  autoPlay?: boolean;
  /** Playback failed. Return true to take over (e.g. on `forbidden`, fetch the channel and pass a fresh `src`). */
  onError?: (kind: PlayerErrorKind) => boolean | void;
  onPlaying?: () => void;
  /** The viewer pressed "Try again" (the player also reloads the stream itself). */
  onRequestRetry?: () => void;
  hlsConfig?: Partial<HlsConfig>;
  children?: ReactNode;
  className?: string;
}

export interface PlayerHandle {
  video: HTMLVideoElement | null;
  /** The element that goes full screen (the picture with its controls and overlays). */
  container: HTMLElement | null;
  toggleFullscreen: () => void;
  focus: () => void;
}

const subscribeNothing = () => () => undefined;

export const PlayerContainer = forwardRef<PlayerHandle, PlayerContainerProps>(function PlayerContainer(
  { src, title, channelId, subtitle, isLive = true, isLocked = false, paywallHref, paywallMessage, poster, autoPlay = true, onError, onPlaying, onRequestRetry, hlsConfig, children, className },
  ref,
) {
  const viewRef = useRef<PlayerViewHandle | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [engine, setEngine] = useState<PlayerEngine | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const created = createPlayerEngine(video);
    setEngine(created);
    return () => created.destroy();
  }, []);

  // Fetch hls.js as soon as a player is on screen, while the owner still asks the provider for the stream's URL:
  // the two downloads overlap instead of one waiting for the other. Not behind a paywall.
  useEffect(() => {
    if (!isLocked && hasMediaSource()) loadHls().catch(() => undefined);
  }, [isLocked]);

  // Callbacks go in on every render; only a new src (or live/recording) restarts the stream.
  useEffect(() => {
    engine?.load({ src: isLocked ? null : src, isLive, autoPlay, hlsConfig, onError, onPlaying });
  });

  const snapshot: EngineSnapshot | null = useSyncExternalStore(engine?.subscribe ?? subscribeNothing, () => engine?.getSnapshot() ?? null);

  useImperativeHandle(
    ref,
    () => ({
      get video() {
        return videoRef.current;
      },
      get container() {
        return viewRef.current?.container ?? null;
      },
      toggleFullscreen: () => viewRef.current?.toggleFullscreen(),
      focus: () => viewRef.current?.focus(),
    }),
    [],
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
      position={snapshot?.position}
      levels={snapshot?.levels}
      chosenLevel={snapshot?.chosenLevel}
      playingLevel={snapshot?.playingLevel}
      isPip={snapshot?.isPip}
      picture={<PlayerPicture ref={videoRef} channelId={channelId} poster={poster} />}
      onTogglePlay={() => engine?.togglePlay()}
      onToggleMute={() => engine?.toggleMute()}
      onVolumeChange={(value) => engine?.setVolume(value)}
      onJumpToLive={() => engine?.jumpToLive()}
      onSeek={(seconds) => engine?.seek(seconds)}
      onChooseLevel={(index) => engine?.chooseLevel(index)}
      onTogglePip={() => engine?.togglePip()}
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
