// player-catchup.test.ts — catch-up and start over as links: reading ?from=&to= strictly, which programmes may be watched again, why not, and the time-shift playlist a span plays.
import { describe, expect, test } from 'vitest';
import { catchupHref, catchupRefusal, parseWatchSpan, spanSource, startOverHref } from '../../../src/features/player/catchup';

const NOW = Date.UTC(2026, 10, 25, 18, 0, 0) / 1000;
const SHIFT = { base: '/media/shift/101/abc-1-0/', seconds: 7200, catchupDays: 7, gaps: [] };

describe('parseWatchSpan', () => {
  test('from alone is a start over, from and a later to a past programme, anything else live TV', () => {
    expect(parseWatchSpan('?from=1764093600')).toEqual({ from: 1764093600, to: null });
    expect(parseWatchSpan('?from=1764093600&to=1764097200')).toEqual({ from: 1764093600, to: 1764097200 });
    // An end before the start is no span: the start is kept (start over).
    expect(parseWatchSpan('?from=1764093600&to=1764000000')).toEqual({ from: 1764093600, to: null });
    for (const live of ['', '?to=1764097200', '?from=', '?from=-5', '?from=1e9', '?from=12.5', '?from=abc&to=1']) expect(parseWatchSpan(live)).toBeNull();
  });
});

describe('catchupHref', () => {
  const hour = (startHoursAgo: number) => ({ start: NOW - startHoursAgo * 3600, end: NOW - startHoursAgo * 3600 + 3600 });
  test('an ended programme within the catch-up days links to itself; one on air, to come, too old or on a channel without catch-up does not', () => {
    expect(catchupHref(101, hour(3), NOW, 7)).toBe(`/tv/101?from=${NOW - 3 * 3600}&to=${NOW - 2 * 3600}`);
    expect(catchupHref(101, hour(0.5), NOW, 7)).toBeNull();
    expect(catchupHref(101, hour(-1), NOW, 7)).toBeNull();
    expect(catchupHref(101, hour(7 * 24 + 1), NOW, 7)).toBeNull();
    expect(catchupHref(101, hour(7 * 24 - 1), NOW, 7)).not.toBeNull();
    expect(catchupHref(101, hour(3), NOW, 0)).toBeNull();
    expect(catchupHref(101, hour(3), NOW, null)).toBeNull();
    expect(startOverHref(101, NOW - 600)).toBe(`/tv/101?from=${NOW - 600}`);
  });
});

describe('catchupRefusal and spanSource', () => {
  test('says why a span cannot be had, in the provider\'s words; names the playlist when it can', () => {
    expect(catchupRefusal({ from: NOW - 8 * 86_400, to: NOW - 8 * 86_400 + 3600 }, NOW, SHIFT)).toBe('This programme is older than the 7-day catch-up window');
    expect(catchupRefusal({ from: NOW + 60, to: null }, NOW, SHIFT)).toBe('This programme has not started yet');
    expect(catchupRefusal({ from: NOW - 3600, to: NOW - 60 }, NOW, null)).toBe('This channel has no catch-up: it can only be watched live');
    expect(catchupRefusal({ from: NOW - 3600, to: NOW - 60 }, NOW, SHIFT)).toBeNull();
    expect(spanSource(SHIFT, { from: 10, to: 20 })).toBe('/media/shift/101/abc-1-0/10-20/master.m3u8');
    expect(spanSource(SHIFT, { from: 10, to: null })).toBe('/media/shift/101/abc-1-0/from-10/master.m3u8');
  });
});
