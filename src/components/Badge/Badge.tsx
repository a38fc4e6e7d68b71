// Badge.tsx — a small, non-interactive label (LIVE, Premium, HD, New) in one of a few tones.
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { variantOptions } from '../theme/recipeVariants';
import * as styles from './Badge.css';

export type BadgeTone = NonNullable<styles.BadgeVariants['tone']>;
export type BadgeSize = NonNullable<styles.BadgeVariants['size']>;
/** The recipe's options as lists, for stories' controls: adding one to the recipe adds it here. */
export const badgeTones = variantOptions(styles.badge, 'tone');
export const badgeSizes = variantOptions(styles.badge, 'size');

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  children: ReactNode;
  tone?: BadgeTone;
  size?: BadgeSize;
  /** A leading icon; the live tone draws its own pulsing dot instead. */
  icon?: IconName;
}

const iconSize = { small: 12, medium: 14 } as const satisfies Record<BadgeSize, number>;

export function Badge({ children, tone = 'neutral', size = 'medium', icon, className, ...rest }: BadgeProps) {
  return (
    <span className={[styles.badge({ tone, size }), className].filter(Boolean).join(' ')} {...rest}>
      {tone === 'live' ? <span className={styles.dot} aria-hidden="true" /> : icon && <Icon name={icon} size={iconSize[size]} className={styles.icon} />}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
