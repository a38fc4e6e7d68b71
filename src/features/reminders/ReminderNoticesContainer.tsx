// ReminderNoticesContainer.tsx — shows each due reminder once in this tab, with "Watch now"; follows reminders set in other tabs and on other devices.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Reminder } from '../../api';
import { notifyAtom } from '../notifications/atoms';
import { isAuthenticatedAtom, userAtom } from '../session/atoms';
import { channelLabel, viewerTimeZone } from '../shared/format';
import { channelsAtom } from '../shared/lineup';
import { loadRemindersAtom, REMINDERS_CHANNEL, remindersAtom } from '../shared/reminders';

/** Reminders set on another device arrive within this. */
export const REMINDERS_POLL_MS = 60_000;
/** Per tab, surviving a reload: a notice already shown in this tab is not shown again. */
const SHOWN_KEY = 'ftv_reminders_shown';

function shownIds(): Set<number> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as number[]);
  } catch {
    return new Set();
  }
}

function markShown(ids: readonly number[]) {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shownIds(), ...ids].slice(-200)));
  } catch {
    // Private mode without storage: a reload may show it again, which is harmless.
  }
}

export function noticeText(reminder: Reminder, channel: string, nowSeconds: number, timeZone?: string): string {
  const at = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(reminder.start * 1000);
  return reminder.start <= nowSeconds ? `“${reminder.title}” has started on ${channel} (${at})` : `“${reminder.title}” starts at ${at} on ${channel}`;
}

export default function ReminderNoticesContainer() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const reminders = useAtomValue(remindersAtom);
  const channels = useAtomValue(channelsAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const load = useSetAtom(loadRemindersAtom);
  const notify = useSetAtom(notifyAtom);
  const navigate = useNavigate();
  // Bumped when the next reminder falls due, so the due ones are looked at again.
  const [tick, setTick] = useState(0);

  // Loaded at login, when another tab changed them, when the tab comes back into view, and now and then for other devices.
  useEffect(() => {
    if (!isAuthenticated) return;
    const reload = () => void load();
    reload();
    const timer = setInterval(reload, REMINDERS_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(REMINDERS_CHANNEL);
    channel?.addEventListener('message', reload);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
    };
  }, [isAuthenticated, load]);

  useEffect(() => {
    if (!isAuthenticated) return;
    const now = Date.now() / 1000;
    const shown = shownIds();
    const waiting = reminders.filter((r) => !shown.has(r.id) && r.end > now);
    const due = waiting.filter((r) => r.remindAt <= now);
    for (const reminder of due) {
      const where = channelLabel(reminder.channelId, channels);
      notify({
        tone: 'info',
        message: noticeText(reminder, where, now, timeZone),
        duration: null,
        action: { label: 'Watch now', onClick: () => void navigate(`/tv/${reminder.channelId}`) },
      });
    }
    markShown(due.map((r) => r.id));
    const next = Math.min(...waiting.filter((r) => r.remindAt > now).map((r) => r.remindAt));
    if (!Number.isFinite(next)) return;
    // Timers longer than 2^31 ms fire at once: a reminder days ahead is looked at again within a day.
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min((next - now) * 1000 + 50, 86_400_000));
    return () => clearTimeout(timer);
  }, [isAuthenticated, reminders, channels, timeZone, notify, navigate, tick]);

  return null;
}
