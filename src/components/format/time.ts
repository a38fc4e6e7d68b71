// time.ts — programme times for display: clock times, spans, days and zone names in a given time zone, via Intl.

/** Where and how times are shown. Without a time zone, the browser's; without a locale, British English (24-hour clock). */
export interface TimeFormatOptions {
  timeZone?: string;
  locale?: string;
}

export const DEFAULT_LOCALE = 'en-GB';

const formatters = new Map<string, Intl.DateTimeFormat>();

// Building an Intl.DateTimeFormat is costly and the guide formats thousands of cells: keep one per shape.
function formatter(options: TimeFormatOptions, shape: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${options.locale ?? DEFAULT_LOCALE}|${options.timeZone ?? ''}|${JSON.stringify(shape)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(options.locale ?? DEFAULT_LOCALE, { ...shape, timeZone: options.timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

const toDate = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** "20:15" */
export function formatClock(unixSeconds: number, options: TimeFormatOptions = {}): string {
  return formatter(options, { hour: '2-digit', minute: '2-digit' }).format(toDate(unixSeconds));
}

/** "20:15:07": a moment to the second (a position in live TV's time-shift). */
export function formatClockSeconds(unixSeconds: number, options: TimeFormatOptions = {}): string {
  return formatter(options, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(toDate(unixSeconds));
}

/** "20:15–21:00" (an en dash, no spaces, as printed guides do). */
export function formatTimeSpan(start: number, end: number, options: TimeFormatOptions = {}): string {
  return `${formatClock(start, options)}–${formatClock(end, options)}`;
}

/** "Sun 22 Nov" */
export function formatDay(unixSeconds: number, options: TimeFormatOptions = {}): string {
  return formatter(options, { weekday: 'short', day: 'numeric', month: 'short' }).format(toDate(unixSeconds));
}

/** "Sunday 22 November" */
export function formatLongDay(unixSeconds: number, options: TimeFormatOptions = {}): string {
  return formatter(options, { weekday: 'long', day: 'numeric', month: 'long' }).format(toDate(unixSeconds));
}

/** The zone's short name at that moment ("CET", "GMT+1"), so a label can say which clock its times are on. */
export function formatTimeZoneName(unixSeconds: number, options: TimeFormatOptions = {}): string {
  const parts = formatter(options, { hour: 'numeric', timeZoneName: 'short' }).formatToParts(toDate(unixSeconds));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? options.timeZone ?? '';
}

/** "20:15 to 21:00 CET": a span for screen readers, where a dash is read badly. */
export function formatSpokenSpan(start: number, end: number, options: TimeFormatOptions = {}): string {
  return `${formatClock(start, options)} to ${formatClock(end, options)} ${formatTimeZoneName(start, options)}`;
}

/** How far through [start, end) `now` is, from 0 to 1. */
export function progressAt(start: number, end: number, now: number): number {
  if (end <= start) return now >= end ? 1 : 0;
  return Math.min(1, Math.max(0, (now - start) / (end - start)));
}

/** "45 min left", "1 h 5 min left"; whole minutes, rounded up, so the last minute still says "1 min left". */
export function formatRemaining(end: number, now: number): string {
  const minutes = Math.max(0, Math.ceil((end - now) / 60));
  if (minutes < 60) return `${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}

/** "1 h 30 min", "45 min" */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
