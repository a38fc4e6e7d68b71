// ErrorState.tsx — what a region shows when loading it failed: what happened and a way to try again.
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Stack } from '../Stack';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** The retry is in flight: the button shows its loading state and ignores clicks. */
  isRetrying?: boolean;
  retryLabel?: string;
  /** Another way out, e.g. a Button or Link back to the guide. */
  secondaryAction?: ReactNode;
  /**
   * Announce the title and message as an alert (role="alert"). Set it when the error appears in
   * response to something the user is waiting on (a retry, a submit); leave it off when the error is
   * simply part of a page being rendered, where an alert would interrupt before the page is read.
   */
  announce?: boolean;
  /** The title's heading level, to fit the page outline (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  isRetrying = false,
  retryLabel = 'Try again',
  secondaryAction,
  announce = false,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack space="md" align="center" className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>
        <Icon name="alert" size={32} />
      </span>
      {/* Only the words are the alert: the buttons' names would be noise in the announcement. */}
      <Stack space="sm" align="center" role={announce ? 'alert' : undefined}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.message}>{message}</p>
      </Stack>
      {(onRetry || secondaryAction) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="primary" onClick={onRetry} isLoading={isRetrying}>
              {retryLabel}
            </Button>
          )}
          {secondaryAction}
        </div>
      )}
    </Stack>
  );
}
