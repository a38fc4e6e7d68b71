// PlayerControls.tsx — the player's control bar: play/pause, mute and volume, live badge or seek bar, captions and tracks, quality, picture in picture, full screen.
import { useId } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { clock } from './clock';
import { LiveSeekBar } from './LiveSeekBar';
import { QualitySelect } from './QualitySelect';
import { TrackControls } from './TrackControls';
import * as styles from './Player.css';
import type { LiveTimeline, PlayerCast, PlayerPosition, PlayerState, PlayerTracks, QualityLevel, TimelineGap, TimelineMark } from './types';
import type { TimeFormatOptions } from '../format';

export interface PlayerControlsProps extends TimeFormatOptions {
  state: PlayerState;
  isLive: boolean;
  muted: boolean;
  volume: number;
  behindLive: boolean;
  /** How far behind live a time-shifted picture is (seconds); null at the edge or unknown. */
  behindSeconds?: number | null;
  position: PlayerPosition | null;
  /** Live TV with a time-shift: the window to seek over (with `onSeekTo`). */
  timeline?: LiveTimeline | null;
  /** Programme boundaries on that seek bar. */
  timelineMarks?: readonly TimelineMark[];
  /** Stretches of that window with nothing to play. */
  timelineGaps?: readonly TimelineGap[];
  onSeekTo?: (wall: number) => void;
  levels: readonly QualityLevel[];
  chosenLevel: number;
  /** The stream's captions and sound with their controls; absent or without tracks, no captions button. */
  tracks?: PlayerTracks | null;
  playingLevel: number | null;
  isPip: boolean;
  pipSupported: boolean;
  isFullscreen: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onVolumeChange: (value: number) => void;
  onJumpToLive: () => void;
  /** Plays the programme on air from its start; absent when the channel cannot (no time-shift, nothing on air). */
  onStartOver?: () => void;
  onSeek: (seconds: number) => void;
  onChooseLevel: (index: number) => void;
  onTogglePip: () => void;
  /** A cast device is around (or the picture is on one): its button; absent, none. */
  cast?: PlayerCast | null;
  onToggleFullscreen: () => void;
}


export function PlayerControls({
  state,
  isLive,
  muted,
  volume,
  behindLive,
  behindSeconds = null,
  position,
  timeline = null,
  timelineMarks,
  timelineGaps,
  onSeekTo,
  timeZone,
  locale,
  levels,
  chosenLevel,
  tracks = null,
  playingLevel,
  isPip,
  pipSupported,
  isFullscreen,
  onTogglePlay,
  onToggleMute,
  onVolumeChange,
  onJumpToLive,
  onStartOver,
  onSeek,
  onChooseLevel,
  onTogglePip,
  cast = null,
  onToggleFullscreen,
}: PlayerControlsProps) {
  const qualityId = useId();
  const hasMedia = state === 'playing' || state === 'paused' || state === 'buffering';
  const isPlaying = state === 'playing' || state === 'buffering';
  // Live TV's time-shift bar takes a row of its own above the buttons (the wall clock needs the width).
  const hasTimeline = isLive && timeline !== null && onSeekTo !== undefined;
  // Paused longer than the window reaches: the paused moment is gone, and play resumes from the oldest one kept.
  const pausedPastWindow = hasTimeline && state === 'paused' && timeline.position < timeline.start;

  return (
    <div data-controls data-spatial-group="" className={hasTimeline ? `${styles.controls} ${styles.controlsWithTimeline}` : styles.controls}>
      {/* Behind the paywall there is nothing to play: only full screen (to leave it) stays. */}
      {state !== 'paywall' && (
        <>
          <IconButton
            icon={isPlaying ? 'pause' : 'playFilled'}
            label={isPlaying ? 'Pause' : 'Play'}
            variant="ghost"
            className={styles.control}
            disabled={!hasMedia}
            onClick={onTogglePlay}
          />
          <IconButton icon={muted || volume === 0 ? 'volumeOff' : 'volume'} label={muted ? 'Unmute' : 'Mute'} isPressed={muted} className={styles.control} onClick={onToggleMute} />
          <input
            type="range"
            className={styles.volume}
            aria-label="Volume"
            min={0}
            max={100}
            step={5}
            value={muted ? 0 : Math.round(volume * 100)}
            aria-valuetext={`${muted ? 0 : Math.round(volume * 100)}%`}
            onChange={(event) => onVolumeChange(Number(event.target.value) / 100)}
          />
          {/* An icon with its name as tooltip: the bar must keep room for "Jump to live" and how far behind it is. */}
          {isLive && onStartOver && <IconButton icon="refresh" label="Start over" className={styles.control} onClick={onStartOver} disabled={!hasMedia} />}
          {isLive &&
            (behindLive || state === 'paused' ? (
              <>
                <Button size="small" variant="ghost" className={styles.liveButton} icon={<Icon name="liveEdge" size={14} />} onClick={onJumpToLive} disabled={!hasMedia}>
                  Jump to live
                </Button>
                {pausedPastWindow ? (
                  <span className={styles.time}>Paused past the window: resumes {clock(timeline.end - timeline.start)} behind live</span>
                ) : (
                  behindLive && behindSeconds !== null && <span className={styles.time}>{clock(behindSeconds)} behind live</span>
                )}
              </>
            ) : (
              <Badge tone="live" size="small" className={styles.liveBadge}>
                Live
              </Badge>
            ))}
        </>
      )}
      {hasTimeline ? (
        <>
          <LiveSeekBar timeline={timeline} marks={timelineMarks} gaps={timelineGaps} onSeekTo={onSeekTo} disabled={!hasMedia} timeZone={timeZone} locale={locale} />
          <span className={styles.spacer} />
        </>
      ) : position && Number.isFinite(position.duration) && position.duration > 0 ? (
        <span className={styles.seekGroup}>
          <input
            type="range"
            className={styles.seek}
            aria-label="Seek"
            min={0}
            max={Math.floor(position.duration)}
            step={1}
            value={Math.floor(position.currentTime)}
            aria-valuetext={`${clock(position.currentTime)} of ${clock(position.duration)}`}
            onChange={(event) => onSeek(Number(event.target.value))}
          />
          <span className={styles.time} aria-hidden="true">
            {clock(position.currentTime)} / {clock(position.duration)}
          </span>
        </span>
      ) : (
        <span className={styles.spacer} />
      )}
      {state !== 'paywall' && tracks && <TrackControls tracks={tracks} quality={{ levels, chosenLevel, playingLevel, onChooseLevel }} disabled={!hasMedia} />}
      {state !== 'paywall' && levels.length > 0 && (
        <span className={styles.quality}>
          <label htmlFor={qualityId} className={styles.qualityLabel}>
            <Icon name="settings" size={18} className={styles.qualityIcon} />
            <span className={styles.hidden}>Quality</span>
          </label>
          <QualitySelect id={qualityId} levels={levels} chosenLevel={chosenLevel} playingLevel={playingLevel} onChooseLevel={onChooseLevel} />
        </span>
      )}
      {state !== 'paywall' && pipSupported && (
        <IconButton
          icon="pip"
          label={isPip ? 'Exit picture in picture' : 'Picture in picture'}
          isPressed={isPip}
          className={styles.control}
          disabled={!hasMedia}
          onClick={onTogglePip}
        />
      )}
      {state !== 'paywall' && cast && (
        <IconButton
          icon="cast"
          label={cast.state === 'connected' ? 'Casting: choose to stop' : cast.state === 'connecting' ? 'Connecting to the device' : 'Cast to a device'}
          isPressed={cast.state === 'connected'}
          className={styles.control}
          onClick={cast.onCast}
        />
      )}
      <IconButton icon={isFullscreen ? 'fullscreenExit' : 'fullscreen'} label={isFullscreen ? 'Exit full screen' : 'Full screen'} className={styles.control} onClick={onToggleFullscreen} />
    </div>
  );
}
