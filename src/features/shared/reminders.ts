// reminders.ts — the user's "Remind me"s: loaded, set and taken back; other tabs of this browser hear of each change at once.
import { atom } from 'jotai';
import type { Programme, Reminder } from '../../api';
import { apiClientAtom, onSessionChange } from '../session/atoms';
import { idle, loadInto, runAction, type ActionResult, type Resource } from './action';

export const remindersStateAtom = atom<Resource<Reminder[]>>(idle([]));
export const remindersAtom = atom((get) => get(remindersStateAtom).data);

/** Where a tab says its reminders changed, so every open tab shows (or drops) the notice without waiting for its next poll. */
export const REMINDERS_CHANNEL = 'ftv-reminders';

function tellOtherTabs() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(REMINDERS_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

onSessionChange('reminders', (change, _get, set) => {
  if (change.type === 'loggedOut') set(remindersStateAtom, idle([]));
});

export const loadRemindersAtom = atom(null, (get, set, { signal }: { signal?: AbortSignal } = {}) =>
  loadInto(get, set, remindersStateAtom, () => get(apiClientAtom).reminders.list({ signal })),
);

export const setReminderAtom = atom(
  null,
  async (get, set, programme: Pick<Programme, 'channelId' | 'id' | 'start'>, choice: { leadMinutes?: number; email?: boolean } = {}): Promise<ActionResult<Reminder>> => {
    const result = await runAction(set, () => get(apiClientAtom).reminders.set(programme, choice), { success: 'Reminder set' });
    if (result.ok) {
      const others = get(remindersAtom).filter((r) => r.id !== result.data.id);
      set(remindersStateAtom, idle([...others, result.data].sort((a, b) => a.start - b.start)));
      tellOtherTabs();
    }
    return result;
  },
);

export const removeReminderAtom = atom(null, async (get, set, id: number): Promise<ActionResult> => {
  const result = await runAction(set, () => get(apiClientAtom).reminders.remove(id), { success: 'Reminder removed' });
  if (result.ok) {
    set(remindersStateAtom, idle(get(remindersAtom).filter((r) => r.id !== id)));
    tellOtherTabs();
  }
  return result;
});

/** The reminder set on a programme (same channel and start), if any. */
export const reminderForAtom = atom((get) => {
  const reminders = get(remindersAtom);
  return (programme: { channelId: number; start: number }) => reminders.find((r) => Number(r.channelId) === Number(programme.channelId) && r.start === programme.start);
});
