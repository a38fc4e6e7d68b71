// guideTime.test.ts — the guide's days in a time zone (DST included), fixed fetch blocks and channel groups, and its view helpers.
import { describe, expect, test } from 'vitest';
import type { Programme, Recording } from '../../../src/api';
import { BLOCK_SECONDS, blocksCovering, chunksOf, dayContaining, dayRange, daysAround, requestsFor, startOfDay, zoneOffset } from '../../../src/features/shared/guideTime';
import { categoriesOf, categorySlug, mergeProgrammes, NO_MARKS, recordingFor, toGuideProgramme } from '../../../src/features/guide/guideView';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('days in a time zone', () => {
  test('startOfDay is local midnight', () => {
    expect(startOfDay(at('2026-11-22T11:00:00Z'), 'UTC')).toBe(at('2026-11-22T00:00:00Z'));
    // 01:30 in Berlin (UTC+1) on the 22nd is 00:30 UTC: the day began at 23:00 UTC on the 21st.
    expect(startOfDay(at('2026-11-22T00:30:00Z'), 'Europe/Berlin')).toBe(at('2026-11-21T23:00:00Z'));
    // 20:00 in New York on the 21st is 01:00 UTC on the 22nd.
    expect(startOfDay(at('2026-11-22T01:00:00Z'), 'America/New_York')).toBe(at('2026-11-21T05:00:00Z'));
  });

  test('daysAround: yesterday to six days ahead, each a local midnight', () => {
    const days = daysAround(at('2026-11-22T11:00:00Z'), 'Europe/Berlin');
    expect(days).toHaveLength(8);
    expect(days[0]).toBe(at('2026-11-20T23:00:00Z'));
    expect(days[1]).toBe(at('2026-11-21T23:00:00Z'));
    expect(days[7]).toBe(at('2026-11-27T23:00:00Z'));
  });

  test('days across a DST change are 23 or 25 hours, and the months roll over', () => {
    // Europe/Berlin springs forward on 29 March 2026 and falls back on 25 October 2026.
    const spring = daysAround(at('2026-03-28T12:00:00Z'), 'Europe/Berlin', 0, 2);
    expect(spring).toEqual([at('2026-03-27T23:00:00Z'), at('2026-03-28T23:00:00Z'), at('2026-03-29T22:00:00Z')]);
    expect(dayRange(spring[1]!, 'Europe/Berlin')).toEqual({ start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') });
    const autumn = startOfDay(at('2026-10-25T12:00:00Z'), 'Europe/Berlin');
    expect(autumn).toBe(at('2026-10-24T22:00:00Z'));
    expect(dayRange(autumn, 'Europe/Berlin').end - autumn).toBe(25 * 3600);
    expect(daysAround(at('2026-11-30T12:00:00Z'), 'UTC', 0, 1)).toEqual([at('2026-11-30T00:00:00Z'), at('2026-12-01T00:00:00Z')]);
    expect(zoneOffset(at('2026-07-01T00:00:00Z'), 'Europe/Berlin')).toBe(7200);
  });

  test('dayContaining finds the offered day holding a time', () => {
    const days = daysAround(at('2026-11-22T11:00:00Z'), 'UTC');
    expect(dayContaining(days, at('2026-11-22T11:00:00Z'), 'UTC')).toBe(at('2026-11-22T00:00:00Z'));
    expect(dayContaining(days, at('2026-11-10T11:00:00Z'), 'UTC')).toBeUndefined();
    expect(dayContaining(days, at('2026-11-28T23:59:59Z'), 'UTC')).toBe(at('2026-11-28T00:00:00Z'));
    expect(dayContaining(days, at('2026-11-29T00:00:00Z'), 'UTC')).toBeUndefined();
  });
});

describe('fetch blocks and channel groups', () => {
  test('the visible span is rounded out to fixed 6-hour blocks', () => {
    expect(blocksCovering(at('2026-11-22T10:30:00Z'), at('2026-11-22T13:00:00Z'))).toEqual([at('2026-11-22T06:00:00Z'), at('2026-11-22T12:00:00Z')]);
    expect(blocksCovering(at('2026-11-22T06:00:00Z'), at('2026-11-22T12:00:00Z'))).toEqual([at('2026-11-22T06:00:00Z')]);
    // A whole day in a zone off the UTC grid touches five blocks.
    expect(blocksCovering(at('2026-11-21T23:00:00Z'), at('2026-11-22T23:00:00Z'))).toHaveLength(5);
  });

  test('visible rows map to the fixed groups of 50 that hold them', () => {
    expect(chunksOf([0, 1, 49])).toEqual([0]);
    expect(chunksOf([45, 46, 50, 51])).toEqual([0, 1]);
    expect(chunksOf([9_999, 9_990])).toEqual([199]);
    expect(chunksOf([])).toEqual([]);
  });

  test('requests for what is visible: fixed groups (≤ 200 channels) × fixed blocks, the same ones on every ask', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => 101 + i);
    const start = at('2026-11-22T10:30:00Z');
    const end = at('2026-11-22T13:00:00Z');
    const visible = Array.from({ length: 20 }, (_, i) => 5_040 + i);
    const requests = requestsFor(ids, visible, start, end);
    // Rows 5040–5059 span groups 100 and 101; the span touches the 06:00 and 12:00 blocks.
    expect(requests).toHaveLength(4);
    for (const r of requests) {
      expect(r.channelIds.length).toBeLessThanOrEqual(200);
      expect(r.duration).toBe(BLOCK_SECONDS);
      expect(r.startTime % BLOCK_SECONDS).toBe(0);
    }
    expect(requests[0]!.channelIds[0]).toBe(101 + 5_000);
    expect(requests[2]!.channelIds.at(-1)).toBe(101 + 5_099);
    // Scrolling a little asks for the very same requests (so the atoms' cache answers).
    expect(requestsFor(ids, visible.map((r) => r + 3), start + 600, end + 600)).toEqual(requests);
    // The last, short group is asked for as it is.
    expect(requestsFor(ids.slice(0, 48), [40, 47], start, start + 60)).toEqual([{ channelIds: ids.slice(0, 48), startTime: at('2026-11-22T06:00:00Z'), duration: BLOCK_SECONDS }]);
  });
});

const programme = (over: Partial<Programme> = {}): Programme => ({
  id: 7,
  channelId: 101,
  start: 1000,
  end: 2800,
  length: 1800,
  duration: '00:30',
  title: 'Morning News',
  description: 'Headlines',
  genre: 'News',
  allowDvr: true,
  images: [],
  isSeries: false,
  seriesNumber: null,
  episodeNumber: 3,
  seriesId: null,
  seriesTitle: 'Morning News',
  ...over,
});

describe('guide view helpers', () => {
  test('a provider programme as the guide components take it', () => {
    expect(toGuideProgramme(programme(), { ...NO_MARKS, isRecorded: true })).toEqual({
      id: 7,
      channelId: 101,
      title: 'Morning News',
      start: 1000,
      end: 2800,
      description: 'Headlines',
      genre: 'News',
      allowDvr: true,
      isRecorded: true,
      seriesId: null,
      seriesTitle: 'Morning News',
      seasonNumber: undefined,
      episodeNumber: 3,
    });
    expect(toGuideProgramme(programme(), NO_MARKS, false).allowDvr).toBe(false);
    // Booked by a rule and reminded: both marks, apart from a single recording.
    expect(toGuideProgramme(programme({ seriesId: 'demo.news' }), { isRecorded: true, isSeriesRecording: true, hasReminder: true })).toMatchObject({ isRecorded: true, isSeriesRecording: true, hasReminder: true, seriesId: 'demo.news' });
  });

  test('the recording of a programme by docs/client.md#recorded-programmes: same channel, start and length', () => {
    const recordings = [
      { id: 1, channelId: 102, start: 1000, length: 1800 },
      { id: 2, channelId: 101, start: 1000, length: 1200 },
      { id: 3, channelId: 101, start: 1000, length: 1800 },
    ] as Recording[];
    expect(recordingFor({ channelId: 101, start: 1000, end: 2800 }, recordings)?.id).toBe(3);
    expect(recordingFor({ channelId: 101, start: 1001, end: 2800 }, recordings)).toBeUndefined();
  });

  test('categories: slugs for the URL, counted in first-seen order', () => {
    expect(categorySlug('News')).toBe('news');
    expect(categorySlug(' Kids & Family ')).toBe('kids-family');
    expect(categoriesOf([{ group: 'News' }, { group: 'Sports' }, { group: 'News' }, { group: '' }])).toEqual([
      { value: 'news', label: 'News', count: 2 },
      { value: 'sports', label: 'Sports', count: 1 },
    ]);
  });

  test('programmes from overlapping blocks merge once each, by start', () => {
    const a = programme({ id: 1, start: 0 });
    const b = programme({ id: 2, start: 1800 });
    const c = programme({ id: 3, start: 3600 });
    expect(mergeProgrammes([[b, a], [b, c]]).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
