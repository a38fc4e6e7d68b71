// Toast.tsx — one transient message (success, error, info) with a dismiss button and an optional action.
import type { ReactNode } from 'react';
import { Box } from '../Box';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { Inline } from '../Inline';
import { variantOptions } from '../theme/recipeVariants';
import * as styles from './Toast.css';
import { useAutoDismiss } from './useAutoDismiss';

export type ToastTone = NonNullable<styles.ToastVariants['tone']>;
/** The recipe's tones as a list, for stories' controls: adding one to the recipe adds it here. */
export const toastTones = variantOptions(styles.toast, 'tone');

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastItem {
  id: string;
  tone: ToastTone;
  message: ReactNode;
  /** Runs the action, then dismisses the toast (an undo or retry is done once). */
  action?: ToastAction;
  /** Milliseconds before it dismisses itself; `null` keeps it until dismissed. Defaults by tone. */
  duration?: number | null;
}

/**
 * Success and info go after 5 s: they confirm what the user just did and need no reply.
 * Errors stay until dismissed: they often need an action (retry, sign in again), a user who looked
 * away must not miss them, and a timer on them would fail WCAG 2.2.1 (Timing Adjustable).
 */
export const defaultDuration: Record<ToastTone, number | null> = { success: 5000, info: 5000, error: null };

const icons: Record<ToastTone, IconName> = { success: 'success', error: 'alert', info: 'info' };

export interface ToastProps extends ToastItem {
  onDismiss: (id: string) => void;
  /** Holds the timer, e.g. while the stack is hovered or has focus. */
  isPaused?: boolean;
  dismissLabel?: string;
}

export function Toast({ id, tone, message, action, duration, onDismiss, isPaused = false, dismissLabel = 'Dismiss' }: ToastProps) {
  useAutoDismiss(duration === undefined ? defaultDuration[tone] : duration, isPaused, () => onDismiss(id));

  return (
    <Box display="flex" alignItems="center" gap="sm" className={styles.toast({ tone })} data-toast-id={id}>
      <Icon name={icons[tone]} className={styles.icon({ tone })} />
      {/* Only the message is live, so the buttons' names are not read out with it. Errors interrupt. */}
      <div role={tone === 'error' ? 'alert' : 'status'} className={styles.message}>
        {message}
      </div>
      <Inline space="xs" noWrap className={styles.controls}>
        {action && (
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              action.onClick();
              onDismiss(id);
            }}
          >
            {action.label}
          </Button>
        )}
        <IconButton icon="close" label={dismissLabel} size="small" data-toast-dismiss="" onClick={() => onDismiss(id)} />
      </Inline>
    </Box>
  );
}
