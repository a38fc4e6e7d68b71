// browse-window.test.ts — the long channel page's arithmetic: the grid's columns and rows, which now/next groups to load, the search in the URL.
import { expect, test } from 'vitest';
import { CARD_MIN_WIDTH, cardsOfRows, columnCount, columnWidth, estimateRowHeight } from '../../../src/components/ChannelGrid/gridLayout';
import { matchesSearch, searchMatcher, withSearch } from '../../../src/features/channels/browse';
import { chunkCount, chunkRequest, chunksOfChannels, LINEUP_CHUNK } from '../../../src/features/channels/lineupGuide';

test('columns: as many 220px tracks as fit with their gaps, like repeat(auto-fill, minmax(min(100%, 220px), 1fr))', () => {
  expect(CARD_MIN_WIDTH).toBe(220);
  const gap = 24;
  // n tracks need n × 220 + (n − 1) × 24.
  expect(columnCount(220, gap)).toBe(1);
  expect(columnCount(463, gap)).toBe(1);
  expect(columnCount(464, gap)).toBe(2);
  expect(columnCount(708, gap)).toBe(3);
  expect(columnCount(1232, gap)).toBe(5);
  // A list narrower than a card still has one column (min(100%, 220px)), and an unmeasured one too.
  expect(columnCount(180, gap)).toBe(1);
  expect(columnCount(0, gap)).toBe(1);
  expect(columnCount(Number.NaN, gap)).toBe(1);
  expect(columnCount(1000, 0)).toBe(4);
});

test('each column is the width left after the gaps, shared out', () => {
  expect(columnWidth(708, 24, 3)).toBeCloseTo(220);
  expect(columnWidth(1000, 24, 4)).toBeCloseTo(232);
  expect(columnWidth(300, 24, 1)).toBe(300);
});

test('a row is first guessed from the card width: the 16:7 banner plus the text below', () => {
  expect(estimateRowHeight(320)).toBe(140 + 150);
  expect(estimateRowHeight(640)).toBeGreaterThan(estimateRowHeight(320));
});

test('rows to cards: whole rows, the last one short', () => {
  expect(cardsOfRows(0, 2, 4, 100)).toEqual({ start: 0, end: 12 });
  expect(cardsOfRows(10, 12, 4, 50)).toEqual({ start: 40, end: 50 });
  expect(cardsOfRows(3, 3, 1, 10)).toEqual({ start: 3, end: 4 });
  // Rows past the end (the list shrank under a search) give nothing rather than a broken range.
  expect(cardsOfRows(30, 32, 4, 50)).toEqual({ start: 50, end: 50 });
});

test('now/next is asked for by fixed groups of the lineup: the groups of the cards rendered, each once', () => {
  const ids = Array.from({ length: 10_000 }, (_, i) => 101 + i);
  const rowOf = new Map(ids.map((id, row) => [id, row]));
  expect(LINEUP_CHUNK).toBe(50);
  expect(chunkCount(ids.length)).toBe(200);
  expect(chunkCount(48)).toBe(1);
  expect(chunkCount(0)).toBe(0);
  // The first screenful: one group.
  expect(chunksOfChannels(ids.slice(0, 30), rowOf)).toEqual([0]);
  // Straddling a boundary: two; unknown ids are ignored.
  expect(chunksOfChannels([...ids.slice(45, 60), 99_999], rowOf)).toEqual([0, 1]);
  expect(chunksOfChannels(ids.slice(9_990), rowOf)).toEqual([199]);

  const window = { startTime: 1_795_374_000, duration: 4 * 3600 };
  const request = chunkRequest(ids, 199, window);
  expect(request.channelIds).toEqual(ids.slice(9_950));
  expect(request).toMatchObject(window);
  // A lineup shorter than a group: its one group is the whole lineup (the same window as a search loads).
  expect(chunkRequest(ids.slice(0, 48), 0, window).channelIds).toEqual(ids.slice(0, 48));
  // Never more than the provider's 200 channels per call.
  for (let chunk = 0; chunk < chunkCount(ids.length); chunk += 1) expect(chunkRequest(ids, chunk, window).channelIds.length).toBeLessThanOrEqual(200);
});

test('the search goes into the URL as ?q=, and a blank one leaves the path alone', () => {
  expect(withSearch('/channels', '')).toBe('/channels');
  expect(withSearch('/channels/news', '   ')).toBe('/channels/news');
  expect(withSearch('/channels', 'news')).toBe('/channels?q=news');
  expect(withSearch('/channels/sports', 'bake off & co')).toBe('/channels/sports?q=bake+off+%26+co');
  expect(new URLSearchParams(withSearch('/channels', 'Café #1?').split('?')[1]).get('q')).toBe('Café #1?');
});

test('matching by name is instant; by what is on now once that is known', () => {
  const channel = { title: 'Arena Sports 12', number: 3003 };
  expect(matchesSearch('arena', channel)).toBe(true);
  expect(matchesSearch('3003', channel)).toBe(true);
  // Before the channel's now/next has arrived, a programme title cannot match …
  expect(matchesSearch('match day', channel, undefined)).toBe(false);
  // … and afterwards it does.
  expect(matchesSearch('match day', channel, 'Match Day Live')).toBe(true);
  expect(matchesSearch('arena live', channel, 'Match Day Live')).toBe(true);
});

test('one matcher per query filters a 10,000-channel lineup by name, number or what is on now', () => {
  const titles = ['Match Day Live', 'World Report', 'The Great Bake'];
  const lineup = Array.from({ length: 10_000 }, (_, i) => ({ title: `Channel ${i + 1}`, number: i + 1, now: titles[i % 3]! }));
  const run = (query: string) => {
    const matches = searchMatcher(query);
    return lineup.filter((c) => matches(c, c.now));
  };
  expect(run('')).toHaveLength(10_000);
  expect(run('   ')).toHaveLength(10_000);
  // Number 9001 (and nothing else holds "9001").
  expect(run('9001 match day').map((c) => c.number)).toEqual([9001]);
  expect(run('channel 9001 world')).toEqual([]);
  expect(run('great bake')).toHaveLength(3333);
  // Before now/next is known only names and numbers can match.
  const matches = searchMatcher('great bake');
  expect(lineup.filter((c) => matches(c, undefined))).toEqual([]);
});
