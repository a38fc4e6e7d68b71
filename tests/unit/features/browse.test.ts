// browse.test.ts — the browsing pages' pure rules: category slugs, now/next from a window, search by name or programme.
import { expect, test } from 'vitest';
import type { Channel, Programme } from '../../../src/api';
import { categoriesOf, categorySlug, inCategory, isChannelLocked, matchesSearch, nowNextAt, nowWindow, resultsMessage, toSummary } from '../../../src/features/channels/browse';

const channel = (over: Partial<Channel>): Channel => ({
  id: 101,
  title: 'FTV One',
  alias: 'ftv-one',
  number: 1,
  description: '',
  logo: '/logo.png',
  bigLogo: '',
  group: 'News',
  groupId: 1,
  type: 'live',
  isFree: true,
  recordable: true,
  isFavorite: false,
  streams: [],
  streamUrl: 'https://x/stream.m3u8',
  ...over,
});

const programme = (name: string, start: number, end: number): Programme => ({
  id: start,
  channelId: 101,
  start: start,
  end: end,
  length: end - start,
  duration: '',
  title: name,
  description: '',
  genre: '',
  allowDvr: true,
  images: [],
  isSeries: false,
  seriesNumber: null,
  episodeNumber: null,
  seriesId: null,
  seriesTitle: name,
});

test('a category slug is the group name in lower case, words joined by dashes, accents dropped', () => {
  expect(categorySlug('News')).toBe('news');
  expect(categorySlug('Documentary')).toBe('documentary');
  expect(categorySlug('Kids & Family')).toBe('kids-family');
  expect(categorySlug('  Télé Réalité ')).toBe('tele-realite');
  expect(categorySlug('')).toBe('');
});

test('categories come in the provider’s group order, each once, with its count', () => {
  const list = [
    channel({ id: 1, group: 'Sports', groupId: 2 }),
    channel({ id: 2, group: 'News', groupId: 1 }),
    channel({ id: 3, group: 'Sports', groupId: 2 }),
    channel({ id: 4, group: '', groupId: 0 }),
  ];
  expect(categoriesOf(list)).toEqual([
    { value: 'news', label: 'News', count: 1 },
    { value: 'sports', label: 'Sports', count: 2 },
  ]);
  expect(list.filter((c) => inCategory(c, 'sports')).map((c) => c.id)).toEqual([1, 3]);
  expect(list.filter((c) => inCategory(c, null))).toHaveLength(4);
});

test('now is the programme airing at the time, next the one after; a gap has no now', () => {
  const list = [programme('Morning', 100, 200), programme('Noon', 200, 300), programme('Evening', 400, 500)];
  expect(nowNextAt(list, 150)).toEqual({ now: { title: 'Morning', start: 100, end: 200 }, next: { title: 'Noon', start: 200, end: 300 } });
  expect(nowNextAt(list, 200).now?.title).toBe('Noon');
  expect(nowNextAt(list, 350)).toEqual({ now: null, next: { title: 'Evening', start: 400, end: 500 } });
  expect(nowNextAt(list, 450)).toEqual({ now: { title: 'Evening', start: 400, end: 500 }, next: null });
  expect(nowNextAt(undefined, 150)).toEqual({ now: null, next: null });
});

test('search matches the channel name, its number or what is on now; every word must be found', () => {
  const c = { title: 'FTV News 24', number: 7 };
  expect(matchesSearch('', c)).toBe(true);
  expect(matchesSearch('   ', c)).toBe(true);
  expect(matchesSearch('news', c)).toBe(true);
  expect(matchesSearch('NEWS 24', c)).toBe(true);
  expect(matchesSearch('news-24', c)).toBe(true);
  expect(matchesSearch('sport', c)).toBe(false);
  expect(matchesSearch('bake off', c, 'The Great Bake Off')).toBe(true);
  expect(matchesSearch('bake', c, null)).toBe(false);
  expect(matchesSearch('café', { title: 'Cafe TV', number: 3 })).toBe(true);
  expect(matchesSearch('7', c)).toBe(true);
  // Words may come from both: the channel's name and the programme.
  expect(matchesSearch('ftv debate', c, 'Newsnight Debate')).toBe(true);
});

test('results are announced with the query', () => {
  expect(resultsMessage(0, '')).toBe('No channels');
  expect(resultsMessage(1, '')).toBe('1 channel');
  expect(resultsMessage(12, ' news ')).toBe('12 channels found for “news”');
});

test('a card summary carries now/next, the favourite flag and the logo; premium without a stream is locked', () => {
  const c = channel({ id: 5, logo: '', bigLogo: '/big.png', isFree: false, streamUrl: null });
  const summary = toSummary(c, [programme('Film', 0, 100)], 50, new Set([5]));
  expect(summary).toMatchObject({ id: 5, logoUrl: '/big.png', isFree: false, isFavorite: true, now: { title: 'Film' }, next: null });
  expect(isChannelLocked(c)).toBe(true);
  expect(isChannelLocked({ ...c, streamUrl: 'https://x' })).toBe(false);
  expect(isChannelLocked({ ...c, isFree: true })).toBe(false);
});

test('the now window is aligned to the half hour, so it stays the same (and cached) for 30 minutes', () => {
  expect(nowWindow(1800 * 10 + 5)).toEqual({ startTime: 18000, duration: 4 * 3600 });
  expect(nowWindow(1800 * 10 + 1799).startTime).toBe(18000);
  expect(nowWindow(1800 * 11).startTime).toBe(19800);
});
