// Toaster.tsx — the stack of toasts at the bottom of the viewport; pauses them while hovered or focused.
import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { Stack } from '../Stack';
import * as styles from './Toast.css';
import { Toast, type ToastItem } from './Toast';

export interface ToasterProps {
  /** Oldest first; the newest sits at the bottom, nearest the user's eye line on a TV. */
  toasts: readonly ToastItem[];
  /** Called by the dismiss button, the action, and the timer; the owner removes the toast. */
  onDismiss: (id: string) => void;
  /** Names the landmark screen-reader users can jump to. */
  label?: string;
  dismissLabel?: string;
}

export function Toaster({ toasts, onDismiss, label = 'Notifications', dismissLabel }: ToasterProps) {
  const regionRef = useRef<HTMLElement>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  // Where focus came from, to hand it back when the last toast a keyboard user was on goes away.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Position of a toast dismissed while it had focus, so focus moves to its neighbour, not to <body>.
  const dismissedFocusIndex = useRef<number | null>(null);

  const dismiss = (id: string) => {
    const region = regionRef.current;
    const index = toasts.findIndex((toast) => toast.id === id);
    const focused = region?.querySelector(`[data-toast-id="${CSS.escape(id)}"]`)?.contains(document.activeElement);
    if (focused) dismissedFocusIndex.current = index;
    onDismiss(id);
  };

  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const index = dismissedFocusIndex.current;
    if (index !== null && !region.contains(document.activeElement)) {
      dismissedFocusIndex.current = null;
      const buttons = region.querySelectorAll<HTMLElement>('[data-toast-dismiss]');
      const next = buttons[Math.min(index, buttons.length - 1)] ?? returnFocusTo.current;
      if (next?.isConnected) next.focus();
    }
    // Removing the focused or hovered toast fires no blur or pointerleave, so re-read both.
    setHasFocus(region.contains(document.activeElement));
    if (toasts.length === 0) setIsHovered(false);
  }, [toasts]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusTo.current = from;
    setHasFocus(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };

  return (
    // The listeners only pause timers; they make nothing clickable, so the landmark stays a landmark.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={regionRef}
      aria-label={label}
      className={styles.region}
      onPointerEnter={() => setIsHovered(true)}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {toasts.length > 0 && (
        <Stack as="ol" space="sm" className={styles.list}>
          {toasts.map((toast) => (
            <li key={toast.id}>
              <Toast {...toast} onDismiss={dismiss} isPaused={isHovered || hasFocus} dismissLabel={dismissLabel} />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
