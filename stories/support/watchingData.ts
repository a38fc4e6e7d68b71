// watchingData.ts — deterministic channels and programmes for the watching stories: fixed clock, no network, no randomness.
import type { ChannelSummary } from '../../src/components/ChannelCard';
import type { GuideChannel, GuideProgramme } from '../../src/components/GuideGrid';

/** The stories' "now": Sunday 22 November 2026, 19:35 UTC (20:35 in Berlin). Never Date.now(): baselines would flake. */
export const STORY_NOW = 1795376100;
export const STORY_TIME_ZONE = 'Europe/Berlin';
/** Midnight in Berlin on the story day. */
export const STORY_DAY_START = 1795302000;
export const DAY = 24 * 60 * 60;

const groups = ['News', 'Sports', 'Movies', 'Kids', 'Music', 'Documentary', 'Entertainment', 'Lifestyle'] as const;

const names = [
  'FTV One', 'FTV News 24', 'Arena Sports', 'Cinema Classics', 'Kids Planet', 'Hit Radio TV', 'Discovery World', 'Comedy Central Plus',
  'Home & Garden', 'World Business', 'Motor Racing HD', 'Thriller Nights', 'Toon Town', 'Jazz & Soul', 'Nature Wild', 'Reality Max',
  'Cooking Today', 'Euro News Live', 'Football First', 'Drama Select', 'Science Junior', 'Classic Rock TV', 'History Now', 'Late Show Channel',
] as const;

const titles: Record<(typeof groups)[number], readonly string[]> = {
  News: ['Morning Briefing', 'World Report', 'Evening News', 'Business Today', 'The Debate', 'Weather Watch', 'Headlines at Ten'],
  Sports: ['Match Day Live', 'Premier Highlights', 'Tennis: Quarter Finals', 'Formula Weekly', 'Boxing Night', 'Sports Centre'],
  Movies: ['The Long Road Home', 'Midnight in Lisbon', 'Shadows of the Past', 'A Summer to Remember', 'The Last Heist', 'Northern Lights'],
  Kids: ['Bluey', 'Little Explorers', 'Cartoon Parade', 'Science Squad', 'Storytime', 'Dino Friends'],
  Music: ['Top 40 Countdown', 'Unplugged Sessions', 'Classic Hits', 'Live at the Arena', 'Night Grooves'],
  Documentary: ['Planet Oceans', 'The Silk Road', 'Inside the Machine', 'Wild Africa', 'Ancient Empires', 'Space: The Next Step'],
  Entertainment: ['Quiz Night', 'The Great Bake', 'Talent Show Live', 'Stand-Up Special', 'Celebrity Chat', 'Home Makeover'],
  Lifestyle: ['Garden Rescue', 'Travel Diaries', 'Fit in 30', 'Fashion Week', 'Kitchen Secrets'],
};

const palette = ['#3b5bdb', '#c2255c', '#2b8a3e', '#e67700', '#7048e8', '#0b7285', '#5c940d', '#a61e4d'] as const;

/** A small SVG logo as a data URL: a coloured tile with the channel's initials; no request, stable pixels. */
function logoFor(title: string, index: number): string {
  const letters = title
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const colour = palette[index % palette.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 64"><rect width="96" height="64" rx="12" fill="${colour}"/><text x="48" y="42" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Small, fast, deterministic hash → [0, 1). */
function unit(...parts: number[]): number {
  let h = 2166136261;
  for (const part of parts) {
    h ^= part;
    h = Math.imul(h, 16777619);
    h ^= h >>> 13;
  }
  return (h >>> 0) / 4294967296;
}

export interface StoryChannel extends GuideChannel {
  group: (typeof groups)[number];
  isFree: boolean;
}

/** Channel n (0-based): ids from 101, numbers from 1; every fifth is premium; a few have no logo. */
export function storyChannel(index: number): StoryChannel {
  const base = names[index % names.length] ?? 'Channel';
  const title = index < names.length ? base : `${base} ${Math.floor(index / names.length) + 1}`;
  const group = groups[index % groups.length] ?? 'News';
  return {
    id: 101 + index,
    number: index + 1,
    title,
    group,
    isFree: index % 5 !== 2,
    logoUrl: index % 7 === 6 ? null : logoFor(title, index),
  };
}

export function storyChannels(count: number): StoryChannel[] {
  return Array.from({ length: count }, (_, i) => storyChannel(i));
}

const lengths = [15, 30, 30, 45, 60, 60, 90, 120] as const;
const cache = new Map<number, GuideProgramme[]>();

/** Three days of programmes for a channel (from the day before the story day), generated once and kept. */
export function storyProgrammes(channelId: number): GuideProgramme[] {
  const cached = cache.get(channelId);
  if (cached) return cached;
  const group = groups[(channelId - 101) % groups.length] ?? 'News';
  const pool = titles[group];
  const from = STORY_DAY_START - DAY;
  const to = STORY_DAY_START + 2 * DAY;
  const programmes: GuideProgramme[] = [];
  // Channels start at staggered times, so programme edges do not line up down the grid.
  let start = from - Math.floor(unit(channelId, 7) * 6) * 15 * 60;
  for (let i = 0; start < to; i += 1) {
    const minutes = lengths[Math.floor(unit(channelId, i, 1) * lengths.length)] ?? 30;
    const end = start + minutes * 60;
    const title = pool[Math.floor(unit(channelId, i, 2) * pool.length)] ?? 'Programme';
    const isSeries = unit(channelId, i, 3) < 0.4;
    programmes.push({
      id: channelId * 100000 + i,
      channelId,
      title,
      start,
      end,
      description: `${title}: ${group.toLowerCase()} programming on channel ${channelId - 100}.`,
      genre: group,
      allowDvr: unit(channelId, i, 4) > 0.1,
      isRecorded: unit(channelId, i, 5) < 0.06,
      ...(isSeries ? { seasonNumber: 1 + Math.floor(unit(channelId, i, 6) * 5), episodeNumber: 1 + Math.floor(unit(channelId, i, 8) * 12) } : {}),
    });
    start = end;
  }
  cache.set(channelId, programmes);
  return programmes;
}

/** The programme airing at `at` on a channel, and the one after it. */
export function nowNextAt(channelId: number, at: number = STORY_NOW): { now: GuideProgramme | null; next: GuideProgramme | null } {
  const programmes = storyProgrammes(channelId);
  const index = programmes.findIndex((p) => p.start <= at && p.end > at);
  return { now: programmes[index] ?? null, next: programmes[index + 1] ?? null };
}

/** Channels with now/next filled in, as the channel screens get them. */
export function storyChannelSummaries(count: number, favourites: readonly number[] = []): ChannelSummary[] {
  return storyChannels(count).map((channel) => {
    const { now, next } = nowNextAt(channel.id);
    return { ...channel, logoUrl: channel.logoUrl ?? null, isFavorite: favourites.includes(channel.id), now, next };
  });
}

export const LONG_TITLE = 'The Extraordinarily Long-Running International Documentary Channel of Absolutely Everything';
export const LONG_PROGRAMME = 'An Extremely Long Programme Title That Goes On and On About Everything Under the Sun, Part Seventeen';
