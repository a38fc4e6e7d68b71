// reminders.ts — "Remind me" (docs/api.md#reminders): the user's coming reminders, set one (again: changed), remove one.
import { failWith } from './errors';
import { FALLBACK } from './messages';
import { asArray, asObject, flag, isObject, num, str } from './normalise';
import type { Session } from './session';
import type { CallOptions, Programme, Reminder } from './types';

export interface RemindersApi {
  /** Those whose programme has not ended, soonest first. */
  list: (options?: CallOptions) => Promise<Reminder[]>;
  set: (programme: Pick<Programme, 'channelId' | 'id' | 'start'>, choice?: { leadMinutes?: number; email?: boolean }, options?: CallOptions) => Promise<Reminder>;
  remove: (id: number, options?: CallOptions) => Promise<void>;
}

export function toReminder(value: unknown): Reminder {
  const raw = asObject(value, 'reminder');
  return {
    id: num(raw.id),
    channelId: num(raw.channel_id),
    programmeId: num(raw.programme_id),
    title: str(raw.title),
    start: num(raw.start),
    end: num(raw.stop),
    leadMinutes: num(raw.lead_minutes, 5),
    email: flag(raw.email),
    remindAt: num(raw.remind_at),
  };
}

export function createRemindersApi({ session }: { session: Session }): RemindersApi {
  return {
    list: (options = {}) =>
      failWith(FALLBACK.reminders, async () => {
        const answer = await session.call({ method: 'GET', path: '/tv/api/reminders', signal: options.signal });
        return asArray(isObject(answer) ? answer.reminders : answer, 'reminders').map(toReminder);
      }),
    set: (programme, choice = {}, options = {}) =>
      failWith(FALLBACK.reminderSet, async () => {
        const body = { channel_id: programme.channelId, programme_id: programme.id, start_time: programme.start, lead_minutes: choice.leadMinutes, email: choice.email };
        const answer = await session.call({ method: 'POST', path: '/tv/api/reminders', body, signal: options.signal });
        return toReminder(isObject(answer) && isObject(answer.reminder) ? answer.reminder : answer);
      }),
    remove: (id, options = {}) =>
      failWith(FALLBACK.reminderRemove, async () => {
        await session.call({ method: 'DELETE', path: `/tv/api/reminders/${id}`, signal: options.signal });
      }),
  };
}
