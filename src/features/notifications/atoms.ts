// atoms.ts — the toasts on screen: the spec's success and failure messages, queued and dismissed.
import { atom } from 'jotai';

export type ToastTone = 'success' | 'error' | 'info';
export interface Notification {
  id: string;
  tone: ToastTone;
  message: string;
  /** A button beside the message (a reminder's "Watch now"); the toast goes once it ran. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it goes by itself; null: until dismissed (the tone's default when absent). */
  duration?: number | null;
}

/** Beyond this many, the oldest go first: a burst of failures must not bury the page. */
const MAX_VISIBLE = 4;
let nextId = 1;

export const notificationsAtom = atom<Notification[]>([]);

export const notifyAtom = atom(null, (get, set, notification: Omit<Notification, 'id'>) => {
  // The same message twice in a row (e.g. a retry that failed again) is shown once.
  const current = get(notificationsAtom);
  if (current.at(-1)?.message === notification.message && current.at(-1)?.tone === notification.tone) return;
  set(notificationsAtom, [...current, { ...notification, id: `n${nextId++}` }].slice(-MAX_VISIBLE));
});

export const dismissNotificationAtom = atom(null, (get, set, id: string) => {
  set(
    notificationsAtom,
    get(notificationsAtom).filter((n) => n.id !== id),
  );
});
