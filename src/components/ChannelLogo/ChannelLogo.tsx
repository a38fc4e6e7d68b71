// ChannelLogo.tsx — a channel's logo on a neutral tile, or its initials when there is no logo or it fails to load.
import { useState } from 'react';
import * as styles from './ChannelLogo.css';

export interface ChannelLogoProps {
  title: string;
  logoUrl?: string | null;
  size?: styles.ChannelLogoSize;
  className?: string;
}

/** Decorative: the channel's name is always written next to it, so the image has empty alt text. */
export function ChannelLogo({ title, logoUrl, size = 'medium', className }: ChannelLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(logoUrl) && failedUrl !== logoUrl;
  return (
    <span className={[styles.tile({ size }), className].filter(Boolean).join(' ')} aria-hidden="true">
      {showImage && logoUrl ? (
        <img src={logoUrl} alt="" className={styles.image} loading="lazy" decoding="async" onError={() => setFailedUrl(logoUrl)} />
      ) : (
        <span className={styles.initials}>{initials(title)}</span>
      )}
    </span>
  );
}

function initials(title: string): string {
  const words = title.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => Array.from(word)[0] ?? '') : Array.from(words[0] ?? '').slice(0, 2);
  return letters.join('').toUpperCase() || '?';
}
