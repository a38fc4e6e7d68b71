// TrackControls.tsx — the player's captions button (C) and its menu: subtitle language, audio track (with the audio description) and caption size.
import { useEffect, useId, useRef, useState } from 'react';
import { IconButton } from '../IconButton';
import * as styles from './Player.css';
import type { CaptionSize, MediaTrack, PlayerTracks } from './types';

export const captionSizeLabels: Record<CaptionSize, string> = { normal: 'Normal', large: 'Large', largest: 'Largest' };

/** A track as the menu names it: its playlist name, and the description said out loud when the name does not. */
const trackLabel = (track: MediaTrack) => (track.describes && !/description/i.test(track.name) ? `${track.name} (audio description)` : track.name);

export interface TrackControlsProps {
  tracks: PlayerTracks;
  disabled?: boolean;
}

export function TrackControls({ tracks, disabled = false }: TrackControlsProps) {
  const { subtitles, subtitle, audio, audioTrack, captionSize, onToggleCaptions, onChooseSubtitle, onChooseAudio, onChooseCaptionSize } = tracks;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const subtitleId = useId();
  const audioId = useId();
  const sizeId = useId();
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const menu = useRef<HTMLFieldSetElement | null>(null);
  const captionsOn = subtitle !== -1;

  // A click anywhere else closes the menu, as any menu does (focus stays where the viewer put it); Escape inside it
  // closes it and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && (menu.current?.contains(target) || menuButton.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !inside(event.target)) return;
      event.preventDefault();
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (subtitles.length === 0 && audio.length < 2) return null;
  return (
    <span className={styles.tracks}>
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
        <fieldset ref={menu} id={menuId} className={styles.trackMenu}>
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
          </div>
        </fieldset>
      )}
    </span>
  );
}
