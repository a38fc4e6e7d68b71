// guideTime.ts — the guide's calendar in a time zone (days, midnights) and the fixed blocks its data is fetched in.

export const DAY_SECONDS = 24 * 60 * 60;
/** Guide data is fetched in 6-hour blocks on fixed UTC boundaries, so the same block is asked for (and cached) once. */
export const BLOCK_SECONDS = 6 * 60 * 60;
/** Channels are fetched in fixed groups of the list's order (≤ 200, the provider's limit per call), for the same reason. */
export const CHANNEL_CHUNK = 50;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let found = partsFormatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    partsFormatters.set(key, found);
  }
  return found;
}

/** The wall clock of `time` (unix seconds) in the zone. */
function wallClock(time: number, timeZone: string | undefined): DateParts & { hour: number; minute: number; second: number } {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(time * 1000)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return { year: values.year ?? 1970, month: values.month ?? 1, day: values.day ?? 1, hour: values.hour ?? 0, minute: values.minute ?? 0, second: values.second ?? 0 };
}

/** Seconds the zone is ahead of UTC at `time`. */
export function zoneOffset(time: number, timeZone: string | undefined): number {
  const w = wallClock(time, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000 - Math.floor(time);
}

/** The calendar date `time` (unix seconds) falls on in the zone. */
export function dateIn(time: number, timeZone?: string): DateParts {
  const { year, month, day } = wallClock(time, timeZone);
  return { year, month, day };
}

/**
 * The first instant of a calendar date in the zone (days beyond the month roll over): local midnight, or
 * where midnight does not exist (Havana, Santiago spring forward at 00:00) the end of the skipped hour.
 */
function midnightOf({ year, month, day }: DateParts, timeZone: string | undefined): number {
  const asUtc = Date.UTC(year, month - 1, day) / 1000;
  const target = new Date(asUtc * 1000);
  // Midnight is within 14 hours of `asUtc`: the offsets a day either side are the ones in force just before
  // and just after it (a zone changes at most once in those two days). Of the instants they give, the
  // earliest one that is on the date is where it begins.
  const candidates = [asUtc - zoneOffset(asUtc - DAY_SECONDS, timeZone), asUtc - zoneOffset(asUtc + DAY_SECONDS, timeZone)].filter((t) => {
    const w = wallClock(t, timeZone);
    return w.year === target.getUTCFullYear() && w.month === target.getUTCMonth() + 1 && w.day === target.getUTCDate();
  });
  return candidates.length > 0 ? Math.min(...candidates) : asUtc - zoneOffset(asUtc, timeZone);
}

/** Midnight (unix seconds) beginning the day that `time` falls on, in the zone. */
export function startOfDay(time: number, timeZone?: string): number {
  return midnightOf(wallClock(time, timeZone), timeZone);
}

/** The days a guide offers around `now`: `before` days back to `after` days ahead, each as its local midnight. */
export function daysAround(now: number, timeZone?: string, before = 1, after = 6): number[] {
  const today = wallClock(now, timeZone);
  const days: number[] = [];
  for (let offset = -before; offset <= after; offset += 1) days.push(midnightOf({ ...today, day: today.day + offset }, timeZone));
  return days;
}

/** The span of the day starting at `dayStart` (23 or 25 hours across a DST change). */
export function dayRange(dayStart: number, timeZone?: string): { start: number; end: number } {
  const w = wallClock(dayStart + 12 * 60 * 60, timeZone);
  return { start: dayStart, end: midnightOf({ ...w, day: w.day + 1 }, timeZone) };
}

/** The fixed blocks covering [start, end): their start times. */
export function blocksCovering(start: number, end: number, block = BLOCK_SECONDS): number[] {
  const blocks: number[] = [];
  for (let at = Math.floor(start / block) * block; at < end; at += block) blocks.push(at);
  return blocks;
}

/** The indexes of the fixed channel groups that hold the given rows. */
export function chunksOf(rows: readonly number[], size = CHANNEL_CHUNK): number[] {
  return [...new Set(rows.map((row) => Math.floor(row / size)))].sort((a, b) => a - b);
}

/** Which day of `days` holds `time` (the last one that starts at or before it); undefined outside them all. */
export function dayContaining(days: readonly number[], time: number, timeZone?: string): number | undefined {
  const last = days.at(-1);
  if (last === undefined || time < (days[0] ?? 0) || time >= dayRange(last, timeZone).end) return undefined;
  let found = days[0];
  for (const day of days) if (day <= time) found = day;
  return found;
}

export interface BlockRequest {
  channelIds: number[];
  startTime: number;
  duration: number;
}

/** The fixed channel group `chunk` of the shown list over one block: the same request (and cache key) every time. */
export function blockRequest(channelIds: readonly number[], chunk: number, block: number, size = CHANNEL_CHUNK): BlockRequest {
  return { channelIds: channelIds.slice(chunk * size, (chunk + 1) * size), startTime: block, duration: BLOCK_SECONDS };
}

/** What to fetch for the visible rows (indexes into `channelIds`) and span: each group holding them × each block covering it. */
export function requestsFor(channelIds: readonly number[], rows: readonly number[], start: number, end: number): BlockRequest[] {
  return chunksOf(rows).flatMap((chunk) => blocksCovering(start, end).map((block) => blockRequest(channelIds, chunk, block))).filter((r) => r.channelIds.length > 0);
}
