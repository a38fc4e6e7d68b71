// TrackControls.tsx — the player's captions button (C) and its menu: subtitle language, audio track (with the audio description), caption size and quality.
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../private/useDismiss';
import { IconButton } from '../IconButton';
import * as styles from './Player.css';
import { QualitySelect, type QualitySelectProps } from './QualitySelect';
import type { CaptionSize, MediaTrack, PlayerTracks } from './types';

export const captionSizeLabels: Record<CaptionSize, string> = { normal: 'Normal', large: 'Large', largest: 'Largest' };

/** A track as the menu names it: its playlist name, and the description said out loud when the name does not. */
const trackLabel = (track: MediaTrack) => (track.describes && !/description/i.test(track.name) ? `${track.name} (audio description)` : track.name);

export interface TrackControlsProps {
  tracks: PlayerTracks;
  /** The picture quality, offered in the menu too (beside the bar's own select), so one menu holds every stream choice. */
  quality?: Omit<QualitySelectProps, 'id'>;
  disabled?: boolean;
}

export function TrackControls({ tracks, quality, disabled = false }: TrackControlsProps) {
  const { subtitles, subtitle, audio, audioTrack, captionSize, onToggleCaptions, onChooseSubtitle, onChooseAudio, onChooseCaptionSize } = tracks;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const subtitleId = useId();
  const audioId = useId();
  const sizeId = useId();
  const qualityId = useId();
  const root = useRef<HTMLSpanElement | null>(null);
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const captionsOn = subtitle !== -1;

  // As any menu: a click elsewhere closes it, Escape closes it and gives focus back to its button.
  useDismiss(open, root, menuButton, useCallback(() => setOpen(false), []));

  if (subtitles.length === 0 && audio.length < 2) return null;
  return (
    <span ref={root} className={styles.tracks}>
      {subtitles.length > 0 && (
        <IconButton
          icon="captions"
          label="Captions"
          isPressed={captionsOn}
          aria-keyshortcuts="C"
          className={styles.control}
          disabled={disabled}
          onClick={onToggleCaptions}
        />
      )}
      <IconButton
        ref={menuButton}
        icon="language"
        label="Subtitles and audio"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={styles.control}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
      />
      {open && (
        <fieldset id={menuId} className={styles.trackMenu}>
          <legend className={styles.trackMenuTitle}>Subtitles and audio</legend>
          <div className={styles.trackRows}>
            {subtitles.length > 0 && (
              <>
                <label htmlFor={subtitleId}>Subtitles</label>
                <select id={subtitleId} className={styles.qualitySelect} value={subtitle} onChange={(event) => onChooseSubtitle(Number(event.target.value))}>
                  <option value={-1}>Off</option>
                  {subtitles.map((track) => (
                    <option key={track.index} value={track.index} lang={track.language || undefined}>
                      {track.name}
                    </option>
                  ))}
                </select>
              </>
            )}
            {audio.length > 1 && (
              <>
                <label htmlFor={audioId}>Audio</label>
                <select id={audioId} className={styles.qualitySelect} value={audioTrack} onChange={(event) => onChooseAudio(Number(event.target.value))}>
                  {audio.map((track) => (
                    <option key={track.index} value={track.index} lang={track.language || undefined}>
                      {trackLabel(track)}
                    </option>
                  ))}
                </select>
              </>
            )}
            {subtitles.length > 0 && (
              <>
                <label htmlFor={sizeId}>Caption size</label>
                <select id={sizeId} className={styles.qualitySelect} value={captionSize} onChange={(event) => onChooseCaptionSize(event.target.value as CaptionSize)}>
                  {(Object.keys(captionSizeLabels) as CaptionSize[]).map((size) => (
                    <option key={size} value={size}>
                      {captionSizeLabels[size]}
                    </option>
                  ))}
                </select>
              </>
            )}
            {quality && quality.levels.length > 0 && (
              <>
                <label htmlFor={qualityId}>Quality</label>
                <QualitySelect id={qualityId} {...quality} />
              </>
            )}
          </div>
        </fieldset>
      )}
    </span>
  );
}
