// dayNames.ts — "Yesterday" / "Today" / "Tomorrow" for the day picker, by place in the day list (days are 23–25 hours long).

export type RelativeDay = 'Yesterday' | 'Today' | 'Tomorrow';

/** The longest a calendar day gets (a DST end): how far past the last listed day's start `now` may still be in it. */
const LONGEST_DAY = 25 * 60 * 60;

/**
 * The index in `days` (day starts, ascending) of the day holding `now`: the last one starting at or before it.
 * -1 when `now` is just before the list (the first day is tomorrow), `days.length` just after it (the last is
 * yesterday), undefined farther away. Day lengths come from the list itself, never from 24 hours.
 */
export function todayIndexIn(days: readonly number[], now: number): number | undefined {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return undefined;
  if (now < first) return now >= first - LONGEST_DAY ? -1 : undefined;
  let index = 0;
  for (let i = 0; i < days.length; i += 1) if (days[i]! <= now) index = i;
  if (index === days.length - 1 && now >= last + LONGEST_DAY) return now < last + 2 * LONGEST_DAY ? days.length : undefined;
  return index;
}

/** Each day's relative name (null where none applies), by its position next to the day holding `now`. */
export function relativeDayNames(days: readonly number[], now: number): (RelativeDay | null)[] {
  const today = todayIndexIn(days, now);
  return days.map((_, i) => {
    if (today === undefined) return null;
    if (i === today) return 'Today';
    if (i === today + 1) return 'Tomorrow';
    if (i === today - 1) return 'Yesterday';
    return null;
  });
}
