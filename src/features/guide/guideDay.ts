// guideDay.ts — the guide's chosen day in the URL (`?day=YYYY-MM-DD`, a calendar date in the guide's time zone): write, read, validate.
import { dateIn } from '../shared/guideTime';

export const DAY_PARAM = 'day';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** "2026-11-23": the calendar date of a guide day (its first instant, unix seconds) in the zone. */
export function dayParamOf(day: number, timeZone?: string): string {
  // Read at noon: where midnight does not exist the day starts at 01:00, and noon is on the date whatever the zone does.
  const { year, month, day: date } = dateIn(day + 12 * 60 * 60, timeZone);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
}

/** The offered day a `?day=` value names; undefined when it is missing, malformed or not one of `days`. */
export function dayFromParam(value: string | null, days: readonly number[], timeZone?: string): number | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return days.find((day) => dayParamOf(day, timeZone) === value);
}

/**
 * What the guide shows for a `?day=` value, and the value the URL should hold: today is the default and
 * has none (`/tvguide` stays the address of today's guide); anything not offered falls back to today.
 */
export function resolveDay(value: string | null, days: readonly number[], today: number, timeZone?: string): { day: number; param: string | null } {
  const day = dayFromParam(value, days, timeZone);
  if (day === undefined || day === today) return { day: today, param: null };
  return { day, param: value };
}

/** The day's value for the URL: none for today. */
export function paramForDay(day: number, today: number, timeZone?: string): string | null {
  return day === today ? null : dayParamOf(day, timeZone);
}

/** A search string ("?category=sports&day=2026-11-23", or "") from `params` with the day set, or removed for null; the rest is kept. */
export function searchWithDay(params: URLSearchParams | string, param: string | null): string {
  const next = new URLSearchParams(params);
  if (param === null) next.delete(DAY_PARAM);
  else next.set(DAY_PARAM, param);
  const search = next.toString();
  return search ? `?${search}` : '';
}
