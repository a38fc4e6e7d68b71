// PlayerStage.tsx — where a player's pictures go: an empty box the media engine fills with its video elements (one shown, the channels kept warm hidden), and the factory that styles them.
import { forwardRef } from 'react';
import * as styles from './Player.css';

/** The stage; React never renders into it, so the engine may add, hide and swap videos in the same frame as a key press. */
export const PlayerStage = forwardRef<HTMLDivElement>(function PlayerStage(_props, ref) {
  return <div ref={ref} className={styles.stage} />;
});

/**
 * A video element styled as the picture. Decorative to assistive tech: the player's region names it and its controls
 * operate it. Captions arrive as the stream's subtitle renditions or in the video itself (CEA-608), and hls.js adds
 * them to it as text tracks.
 */
export function makePlayerVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.className = styles.video;
  video.playsInline = true;
  // Not focusable: a click on the picture focuses the player's region, which stays while its videos are swapped and removed.
  video.setAttribute('aria-hidden', 'true');
  return video;
}
