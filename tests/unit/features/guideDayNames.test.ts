// guideDayNames.test.ts — the day picker's Yesterday / Today / Tomorrow, named by place in the day list, across DST changes (23- and 25-hour days, a skipped midnight).
import { describe, expect, test } from 'vitest';
import { relativeDayNames, todayIndexIn } from '../../../src/components/GuideGrid/dayNames';
import { dateIn, dayRange, daysAround, startOfDay } from '../../../src/features/shared/guideTime';

const at = (iso: string) => Date.parse(iso) / 1000;
const HOUR = 3600;

/** Whole calendar days from `a`'s date to `b`'s (dates in the zone). */
function dateDistance(a: number, b: number, timeZone: string): number {
  const ordinal = (time: number) => {
    const { year, month, day } = dateIn(time, timeZone);
    return Date.UTC(year, month - 1, day) / 86_400_000;
  };
  return ordinal(b) - ordinal(a);
}

const expected = (distance: number) => (distance === 0 ? 'Today' : distance === 1 ? 'Tomorrow' : distance === -1 ? 'Yesterday' : null);

/**
 * The page's own way to get its list (daysAround the day holding now), checked every 10 minutes over
 * `hours` from `from`: each button is named by its date's distance from now's date, and Today is named once.
 */
function checkAround(timeZone: string, from: number, hours: number) {
  for (let now = from; now < from + hours * HOUR; now += 600) {
    const days = daysAround(startOfDay(now, timeZone) + 12 * HOUR, timeZone);
    const names = relativeDayNames(days, now);
    // Read each day at its noon: where midnight is skipped the day begins at 01:00, noon is always on its date.
    const wanted = days.map((day) => expected(dateDistance(now, day + 12 * HOUR, timeZone)));
    expect(names, `${timeZone} at ${new Date(now * 1000).toISOString()}`).toEqual(wanted);
    expect(names.filter((n) => n === 'Today')).toHaveLength(1);
  }
}

describe('relativeDayNames', () => {
  test('an ordinary week: yesterday, today, tomorrow, then none', () => {
    const now = at('2026-11-22T13:00:00Z');
    const days = daysAround(now, 'UTC');
    expect(relativeDayNames(days, now)).toEqual(['Yesterday', 'Today', 'Tomorrow', null, null, null, null, null]);
  });

  test('Europe/Berlin 2026-10-25 (25 hours): its last hour is still today, not yesterday', () => {
    const day = startOfDay(at('2026-10-25T12:00:00Z'), 'Europe/Berlin');
    expect(dayRange(day, 'Europe/Berlin').end - day).toBe(25 * HOUR);
    // 23:30 CET, 24.5 hours after midnight.
    const lateNow = at('2026-10-25T22:30:00Z');
    const days = daysAround(day + 12 * HOUR, 'Europe/Berlin');
    const names = relativeDayNames(days, lateNow);
    expect(names[days.indexOf(day)]).toBe('Today');
    expect(names[days.indexOf(day) - 1]).toBe('Yesterday');
    expect(names[days.indexOf(day) + 1]).toBe('Tomorrow');
    checkAround('Europe/Berlin', at('2026-10-24T00:00:00Z'), 72);
  });

  test('Europe/Berlin after 2026-03-29 (23 hours): yesterday keeps its name through the next day’s first hour', () => {
    const short = startOfDay(at('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(dayRange(short, 'Europe/Berlin').end - short).toBe(23 * HOUR);
    // 00:30 CEST on the 30th: 23.5 hours after the short day began.
    const now = at('2026-03-29T22:30:00Z');
    const days = daysAround(now, 'Europe/Berlin');
    expect(relativeDayNames(days, now)[days.indexOf(short)]).toBe('Yesterday');
    checkAround('Europe/Berlin', at('2026-03-28T00:00:00Z'), 72);
  });

  test('America/New_York 2026-11-01 (25 hours) and 2026-03-08 (23 hours)', () => {
    const day = startOfDay(at('2026-11-01T12:00:00Z'), 'America/New_York');
    expect(dayRange(day, 'America/New_York').end - day).toBe(25 * HOUR);
    // 23:30 EST on 1 November.
    const now = at('2026-11-02T04:30:00Z');
    const days = daysAround(day + 12 * HOUR, 'America/New_York');
    expect(relativeDayNames(days, now)[days.indexOf(day)]).toBe('Today');
    checkAround('America/New_York', at('2026-10-31T04:00:00Z'), 72);
    checkAround('America/New_York', at('2026-03-07T05:00:00Z'), 72);
  });

  test('America/Havana 2026-03-08: midnight is skipped, the day begins at 01:00 and lasts 23 hours', () => {
    const day = startOfDay(at('2026-03-08T12:00:00Z'), 'America/Havana');
    // 01:00 CDT (UTC−4) is 05:00 UTC: the day starts when the skipped hour ends.
    expect(day).toBe(at('2026-03-08T05:00:00Z'));
    expect(dayRange(day, 'America/Havana').end - day).toBe(23 * HOUR);
    // The last minutes of the 7th (23:50 CST) are still the 7th; the first of the 8th is today the moment it begins.
    const days = daysAround(day + 12 * HOUR, 'America/Havana');
    expect(relativeDayNames(days, day - 600)[days.indexOf(day) - 1]).toBe('Today');
    expect(relativeDayNames(days, day - 600)[days.indexOf(day)]).toBe('Tomorrow');
    expect(relativeDayNames(days, day)[days.indexOf(day)]).toBe('Today');
    checkAround('America/Havana', at('2026-03-06T05:00:00Z'), 96);
    // And its autumn change (2026-11-01, 25 hours).
    checkAround('America/Havana', at('2026-10-31T04:00:00Z'), 72);
  });
});

describe('todayIndexIn', () => {
  const days = [0, 24, 48].map((h) => h * HOUR);
  test('inside, just before and just after the list, and far away', () => {
    expect(todayIndexIn(days, 30 * HOUR)).toBe(1);
    expect(todayIndexIn(days, -HOUR)).toBe(-1);
    expect(todayIndexIn(days, 48 * HOUR + 26 * HOUR)).toBe(3);
    expect(todayIndexIn(days, -60 * HOUR)).toBeUndefined();
    expect(todayIndexIn(days, 200 * HOUR)).toBeUndefined();
    expect(todayIndexIn([], 0)).toBeUndefined();
  });

  test('names around a list that does not hold today', () => {
    expect(relativeDayNames(days, -HOUR)).toEqual(['Tomorrow', null, null]);
    expect(relativeDayNames(days, 75 * HOUR)).toEqual([null, null, 'Yesterday']);
  });
});
