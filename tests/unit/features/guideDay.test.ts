// guideDay.test.ts — the guide's `?day=` value: written and read as a calendar date in the guide's zone, validated against the offered days (DST included).
import { describe, expect, test } from 'vitest';
import { dayFromParam, dayParamOf, paramForDay, resolveDay, searchWithDay } from '../../../src/features/guide/guideDay';
import { dayRange, daysAround, startOfDay } from '../../../src/features/shared/guideTime';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('dayParamOf', () => {
  test('the calendar date of a day in the guide’s zone, zero-padded', () => {
    expect(dayParamOf(at('2026-03-05T00:00:00Z'), 'UTC')).toBe('2026-03-05');
    // The same instant is a different date in Tokyo, Berlin and New York.
    const tokyo = startOfDay(at('2026-11-22T20:00:00Z'), 'Asia/Tokyo');
    expect(dayParamOf(tokyo, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(dayParamOf(startOfDay(at('2026-11-22T20:00:00Z'), 'Europe/Berlin'), 'Europe/Berlin')).toBe('2026-11-22');
    expect(dayParamOf(startOfDay(at('2026-11-22T03:00:00Z'), 'America/New_York'), 'America/New_York')).toBe('2026-11-21');
  });

  test('each offered day has its own date, across a month end and a year end', () => {
    expect(daysAround(at('2026-12-30T12:00:00Z'), 'Europe/Berlin').map((d) => dayParamOf(d, 'Europe/Berlin'))).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
      '2027-01-05',
    ]);
  });

  test('DST change days: 23 and 25 hours long, one date each', () => {
    // Berlin springs forward on 29 March 2026 (02:00 → 03:00) and falls back on 25 October.
    const spring = daysAround(at('2026-03-28T12:00:00Z'), 'Europe/Berlin', 0, 2);
    expect(spring.map((d) => dayParamOf(d, 'Europe/Berlin'))).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    const autumn = daysAround(at('2026-10-24T12:00:00Z'), 'Europe/Berlin', 0, 2);
    expect(autumn.map((d) => dayParamOf(d, 'Europe/Berlin'))).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(dayRange(autumn[1]!, 'Europe/Berlin').end - autumn[1]!).toBe(25 * 3600);
  });

  test('where midnight itself is skipped (Havana, 8 March 2026), the day starts at 01:00 and keeps its date', () => {
    const days = daysAround(at('2026-03-07T17:00:00Z'), 'America/Havana', 0, 2);
    expect(days.map((d) => dayParamOf(d, 'America/Havana'))).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    // 01:00 CDT (UTC−4) is 05:00 UTC; the day before keeps all its 24 hours, the short day has 23.
    expect(days[1]).toBe(at('2026-03-08T05:00:00Z'));
    expect(dayRange(days[0]!, 'America/Havana').end - days[0]!).toBe(24 * 3600);
    expect(dayRange(days[1]!, 'America/Havana').end - days[1]!).toBe(23 * 3600);
    // Santiago does the same on 6 September 2026.
    const santiago = daysAround(at('2026-09-05T16:00:00Z'), 'America/Santiago', 0, 2);
    expect(santiago.map((d) => dayParamOf(d, 'America/Santiago'))).toEqual(['2026-09-05', '2026-09-06', '2026-09-07']);
    expect(santiago[1]).toBe(at('2026-09-06T04:00:00Z'));
  });
});

describe('dayFromParam', () => {
  const zone = 'Europe/Berlin';
  const days = daysAround(at('2026-11-22T11:00:00Z'), zone);

  test('finds the offered day a date names', () => {
    expect(dayFromParam('2026-11-22', days, zone)).toBe(at('2026-11-21T23:00:00Z'));
    expect(dayFromParam('2026-11-21', days, zone)).toBe(days[0]);
    expect(dayFromParam('2026-11-28', days, zone)).toBe(days[7]);
  });

  test('a missing, malformed, impossible or out-of-range value names none', () => {
    for (const value of [null, '', 'tomorrow', '2026-11-23T00:00', '2026-1-23', ' 2026-11-23', '2026-11-23 ', '20261123', '2026-02-30', '2026-13-01', '2026-11-20', '2026-11-29', '1763856000'])
      expect(dayFromParam(value, days, zone)).toBeUndefined();
  });

  test('a date is read in the guide’s zone: the same value is a different instant in Tokyo', () => {
    const tokyoDays = daysAround(at('2026-11-22T11:00:00Z'), 'Asia/Tokyo');
    expect(dayFromParam('2026-11-23', tokyoDays, 'Asia/Tokyo')).toBe(at('2026-11-22T15:00:00Z'));
    expect(dayFromParam('2026-11-23', days, zone)).toBe(at('2026-11-22T23:00:00Z'));
  });

  test('round trip on a DST change day', () => {
    const spring = daysAround(at('2026-03-27T12:00:00Z'), zone);
    expect(dayFromParam('2026-03-29', spring, zone)).toBe(at('2026-03-28T23:00:00Z'));
    for (const day of spring) expect(dayFromParam(dayParamOf(day, zone), spring, zone)).toBe(day);
  });
});

describe('resolveDay and the URL', () => {
  const days = daysAround(at('2026-11-22T11:00:00Z'), 'UTC');
  const today = at('2026-11-22T00:00:00Z');

  test('no value is today, with no parameter', () => {
    expect(resolveDay(null, days, today, 'UTC')).toEqual({ day: today, param: null });
  });

  test('another offered day is kept as it is', () => {
    expect(resolveDay('2026-11-23', days, today, 'UTC')).toEqual({ day: at('2026-11-23T00:00:00Z'), param: '2026-11-23' });
    expect(resolveDay('2026-11-21', days, today, 'UTC')).toEqual({ day: at('2026-11-21T00:00:00Z'), param: '2026-11-21' });
  });

  test('today spelled out, or anything not offered, falls back to today without a parameter', () => {
    expect(resolveDay('2026-11-22', days, today, 'UTC')).toEqual({ day: today, param: null });
    expect(resolveDay('2027-01-01', days, today, 'UTC')).toEqual({ day: today, param: null });
    expect(resolveDay('garbage', days, today, 'UTC')).toEqual({ day: today, param: null });
  });

  test('paramForDay: today has none', () => {
    expect(paramForDay(today, today, 'UTC')).toBeNull();
    expect(paramForDay(at('2026-11-24T00:00:00Z'), today, 'UTC')).toBe('2026-11-24');
  });

  test('searchWithDay sets or drops the day and keeps the category', () => {
    expect(searchWithDay('', null)).toBe('');
    expect(searchWithDay('', '2026-11-23')).toBe('?day=2026-11-23');
    expect(searchWithDay('?category=sports', '2026-11-23')).toBe('?category=sports&day=2026-11-23');
    expect(searchWithDay(new URLSearchParams('category=sports&day=2026-11-23'), '2026-11-24')).toBe('?category=sports&day=2026-11-24');
    expect(searchWithDay(new URLSearchParams('category=sports&day=2026-11-23'), null)).toBe('?category=sports');
    expect(searchWithDay('?day=2026-11-23', null)).toBe('');
  });
});
