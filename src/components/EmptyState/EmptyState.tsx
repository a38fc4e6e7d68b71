// EmptyState.tsx — what a list or page shows when there is nothing in it yet, and what to do about it.
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { Stack } from '../Stack';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** A way out, e.g. a Button to browse channels. */
  action?: ReactNode;
  /** The title's heading level, to fit the page outline (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack space="md" align="center" className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} size={32} />
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </Stack>
  );
}
