// PlayerControls.tsx — the player's control bar: play/pause, mute and volume, live badge or seek bar, quality, picture in picture, full screen.
import { useId } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Player.css';
import type { PlayerPosition, PlayerState, QualityLevel } from './types';

export interface PlayerControlsProps {
  state: PlayerState;
  isLive: boolean;
  muted: boolean;
  volume: number;
  behindLive: boolean;
  /** How far behind live a time-shifted picture is (seconds); null at the edge or unknown. */
  behindSeconds?: number | null;
  position: PlayerPosition | null;
  levels: readonly QualityLevel[];
  chosenLevel: number;
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
  onToggleFullscreen: () => void;
}

/** 75 s → "1:15"; an hour or more → "1:02:05". */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function PlayerControls({
  state,
  isLive,
  muted,
  volume,
  behindLive,
  behindSeconds = null,
  position,
  levels,
  chosenLevel,
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
  onToggleFullscreen,
}: PlayerControlsProps) {
  const qualityId = useId();
  const hasMedia = state === 'playing' || state === 'paused' || state === 'buffering';
  const isPlaying = state === 'playing' || state === 'buffering';
  const autoLevelHeight = chosenLevel === -1 && playingLevel !== null ? levels.find((l) => l.index === playingLevel)?.height : undefined;
  const sortedLevels = [...levels].sort((a, b) => b.height - a.height);

  return (
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
                {behindLive && behindSeconds !== null && <span className={styles.time}>{clock(behindSeconds)} behind live</span>}
              </>
            ) : (
              <Badge tone="live" size="small" className={styles.liveBadge}>
                Live
              </Badge>
            ))}
        </>
      )}
      {position && Number.isFinite(position.duration) && position.duration > 0 ? (
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
      {state !== 'paywall' && levels.length > 0 && (
        <span className={styles.quality}>
          <label htmlFor={qualityId} className={styles.qualityLabel}>
            <Icon name="settings" size={18} className={styles.qualityIcon} />
            <span className={styles.hidden}>Quality</span>
          </label>
          <select id={qualityId} className={styles.qualitySelect} value={chosenLevel} onChange={(event) => onChooseLevel(Number(event.target.value))}>
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
          onClick={onTogglePip}
        />
      )}
      <IconButton icon={isFullscreen ? 'fullscreenExit' : 'fullscreen'} label={isFullscreen ? 'Exit full screen' : 'Full screen'} className={styles.control} onClick={onToggleFullscreen} />
    </div>
  );
}
