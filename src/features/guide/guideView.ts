// guideView.ts — the provider's guide data as the guide components take it: programmes, categories, merged windows.
import type { Channel, Programme, Recording } from '../../api';
import type { GuideChannel, GuideProgramme } from '../../components/GuideGrid';

export function toGuideChannel(channel: Pick<Channel, 'id' | 'number' | 'title' | 'logo' | 'catchupDays'>): GuideChannel {
  return { id: channel.id, number: channel.number, title: channel.title, logoUrl: channel.logo || null, ...(channel.catchupDays ? { catchupDays: channel.catchupDays } : {}) };
}

/** What the guide marks on a programme: recorded (by hand, or booked by a rule) and a reminder. */
export interface ProgrammeMarks {
  isRecorded: boolean;
  isSeriesRecording: boolean;
  hasReminder: boolean;
}

export const NO_MARKS: ProgrammeMarks = { isRecorded: false, isSeriesRecording: false, hasReminder: false };

export function toGuideProgramme(programme: Programme, marks: ProgrammeMarks, channelRecordable = true): GuideProgramme {
  return {
    id: programme.id,
    channelId: programme.channelId,
    title: programme.title,
    start: programme.start,
    end: programme.end,
    description: programme.description || undefined,
    genre: programme.genre || undefined,
    allowDvr: programme.allowDvr && channelRecordable,
    isRecorded: marks.isRecorded,
    ...(marks.isSeriesRecording ? { isSeriesRecording: true } : {}),
    ...(marks.hasReminder ? { hasReminder: true } : {}),
    seriesId: programme.seriesId,
    seriesTitle: programme.seriesTitle,
    seasonNumber: programme.seriesNumber ?? undefined,
    episodeNumber: programme.episodeNumber ?? undefined,
  };
}

/** The recording of a programme by the rule of docs/client.md#recorded-programmes (same channel, start and length), for cancelling it. */
export function recordingFor(programme: Pick<GuideProgramme, 'channelId' | 'start' | 'end'>, recordings: readonly Recording[]): Recording | undefined {
  return recordings.find(
    (r) => Number(r.channelId) === Number(programme.channelId) && Number(r.start) === programme.start && Number(r.length) === programme.end - programme.start,
  );
}

/** A category's value in the URL: the group's name, lower-case and hyphenated ("News" → "news"). */
export function categorySlug(group: string): string {
  return group
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The channel groups present, in the order they first appear, with how many channels each has. */
export function categoriesOf(channels: readonly Pick<Channel, 'group'>[]): { value: string; label: string; count: number }[] {
  const found = new Map<string, { value: string; label: string; count: number }>();
  for (const channel of channels) {
    if (!channel.group) continue;
    const value = categorySlug(channel.group);
    const entry = found.get(value);
    if (entry) entry.count += 1;
    else found.set(value, { value, label: channel.group, count: 1 });
  }
  return [...found.values()];
}

/** One channel's programmes from several windows (blocks overlap at their edges): sorted by start, each once. */
export function mergeProgrammes(lists: readonly (readonly Programme[])[]): Programme[] {
  const seen = new Map<string, Programme>();
  for (const list of lists) for (const p of list) seen.set(`${p.id}:${p.start}`, p);
  return [...seen.values()].sort((a, b) => a.start - b.start);
}
