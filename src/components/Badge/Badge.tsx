// Badge.tsx — a small, non-interactive label (LIVE, Premium, HD, New) in one of a few tones.
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './Badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'live' | 'premium' | 'success' | 'warning' | 'critical';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  children: ReactNode;
  tone?: BadgeTone;
  size?: 'small' | 'medium';
  /** A leading icon; the live tone draws its own pulsing dot instead. */
  icon?: IconName;
}

const iconSize = { small: 12, medium: 14 } as const;

export function Badge({ children, tone = 'neutral', size = 'medium', icon, className, ...rest }: BadgeProps) {
  return (
    <span className={[styles.badge({ tone, size }), className].filter(Boolean).join(' ')} {...rest}>
      {tone === 'live' ? <span className={styles.dot} aria-hidden="true" /> : icon && <Icon name={icon} size={iconSize[size]} className={styles.icon} />}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
