// PlayerPicture.tsx — the video element a player plays into: decorative to assistive tech (the player's region names it, its controls operate it).
import { forwardRef, type VideoHTMLAttributes } from 'react';
import * as styles from './Player.css';

export interface PlayerPictureProps extends Pick<VideoHTMLAttributes<HTMLVideoElement>, 'poster' | 'hidden'> {
  /** The live channel it plays, as `data-channel-id` (what tests and the bench read). */
  channelId?: number;
}

export const PlayerPicture = forwardRef<HTMLVideoElement, PlayerPictureProps>(function PlayerPicture({ channelId, poster, hidden }, ref) {
  // Live captions arrive in-band (CEA-608 in the segments), which hls.js exposes as text tracks, so there is no <track> to write.
  // oxlint-disable-next-line jsx-a11y/media-has-caption
  return <video ref={ref} className={styles.video} poster={poster} hidden={hidden} playsInline aria-hidden="true" tabIndex={-1} data-channel-id={channelId} />;
});
