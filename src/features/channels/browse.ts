// browse.ts — pure rules of the browsing pages: category slugs, now/next from a guide window, search matching.
import type { Channel, Programme } from '../../api';
import type { ChannelSummary } from '../../components/ChannelCard';
import type { ProgrammeTimes } from '../../components/NowNext';

/** "Documentary" → "documentary", "Kids & Family" → "kids-family": the category's path segment. */
export function categorySlug(group: string): string {
  return group
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface BrowseCategory {
  value: string;
  label: string;
  count: number;
}

/** The categories of a channel list, in the provider's group order (groupId), each with its channel count. */
export function categoriesOf(channels: readonly Channel[]): BrowseCategory[] {
  const found = new Map<string, BrowseCategory & { order: number }>();
  for (const channel of channels) {
    const value = categorySlug(channel.group);
    if (!value) continue;
    const entry = found.get(value);
    if (entry) entry.count += 1;
    else found.set(value, { value, label: channel.group, count: 1, order: channel.groupId });
  }
  return [...found.values()].sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)).map(({ value, label, count }) => ({ value, label, count }));
}

export const inCategory = (channel: Channel, slug: string | null) => slug === null || categorySlug(channel.group) === slug;

const times = (p: Programme): ProgrammeTimes => ({ title: p.title, start: p.start, end: p.end });

/** The programme on air at `time` and the one after it, from a channel's programmes (sorted by start). */
export function nowNextAt(programmes: readonly Programme[] | undefined, time: number): { now: ProgrammeTimes | null; next: ProgrammeTimes | null } {
  if (!programmes) return { now: null, next: null };
  const index = programmes.findIndex((p) => p.start <= time && time < p.end);
  if (index >= 0) {
    const after = programmes[index + 1];
    return { now: times(programmes[index]!), next: after ? times(after) : null };
  }
  // A gap in the guide: nothing on now, the first programme still to come is next.
  const upcoming = programmes.find((p) => p.start > time);
  return { now: null, next: upcoming ? times(upcoming) : null };
}

/** A channel as the cards show it. */
export function toSummary(channel: Channel, programmes: readonly Programme[] | undefined, time: number, favouriteIds: ReadonlySet<number>): ChannelSummary {
  const { now, next } = nowNextAt(programmes, time);
  return {
    id: channel.id,
    number: channel.number,
    title: channel.title,
    logoUrl: channel.logo || channel.bigLogo || null,
    group: channel.group,
    isFree: channel.isFree,
    isFavorite: favouriteIds.has(channel.id),
    now,
    next,
  };
}

/** Premium and not watchable by this viewer (the API withholds the stream). */
export const isChannelLocked = (channel: Pick<Channel, 'isFree' | 'streamUrl'>) => !channel.isFree && channel.streamUrl === null;

/** Lower case, accents and punctuation dropped, so "Café" finds "cafe" and "news-24" finds "News 24". */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// Names and programme titles repeat across a lineup (and across keystrokes): each is normalised once.
const normalisedText = new Map<string, string>();
function normaliseCached(text: string): string {
  let found = normalisedText.get(text);
  if (found === undefined) {
    if (normalisedText.size > 50_000) normalisedText.clear();
    found = normaliseSearch(text);
    normalisedText.set(text, found);
  }
  return found;
}

export type SearchMatcher = (channel: { title: string; number: number }, nowTitle?: string | null) => boolean;

/**
 * The test a search makes of each channel: every word of the query appears in its name, its number or the
 * title of what it airs now (so "news 24" and "bake off" both find channels). An empty query matches all.
 * The query is prepared once, so filtering 10,000 channels is a loop of substring checks.
 */
export function searchMatcher(query: string): SearchMatcher {
  const words = normaliseSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return () => true;
  return (channel, nowTitle) => {
    const haystack = ` ${normaliseCached(channel.title)} ${channel.number} ${normaliseCached(nowTitle ?? '')} `;
    return words.every((word) => haystack.includes(word));
  };
}

/** Whether a channel answers a search (see searchMatcher). */
export function matchesSearch(query: string, channel: { title: string; number: number }, nowTitle?: string | null): boolean {
  return searchMatcher(query)(channel, nowTitle);
}

/** The search text as the URL holds it (`?q=`): absent when blank, so `/channels` stays `/channels`. */
export const SEARCH_PARAM = 'q';

/** A channels path with the search kept: `/channels/news` + "bake off" → `/channels/news?q=bake+off`. */
export function withSearch(path: string, query: string): string {
  if (!query.trim()) return path;
  return `${path}?${new URLSearchParams({ [SEARCH_PARAM]: query }).toString()}`;
}

/** "1 channel", "12 channels", "No channels" — what a search or filter found, read aloud. */
export function resultsMessage(count: number, query: string): string {
  const found = count === 0 ? 'No channels' : `${count} ${count === 1 ? 'channel' : 'channels'}`;
  return query.trim() ? `${found} found for “${query.trim()}”` : found;
}

/** The guide window that covers now/next around `time`: aligned to the half hour so it stays the same (cached) for 30 minutes. */
export const NOW_WINDOW_ALIGN = 1800;
export const NOW_WINDOW_DURATION = 4 * 3600;
export function nowWindow(time: number): { startTime: number; duration: number } {
  return { startTime: Math.floor(time / NOW_WINDOW_ALIGN) * NOW_WINDOW_ALIGN, duration: NOW_WINDOW_DURATION };
}
