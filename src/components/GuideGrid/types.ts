// types.ts — the guide's data as its components take it: channels and programmes, times in unix seconds.

export interface GuideChannel {
  id: number;
  number: number;
  title: string;
  logoUrl?: string | null;
  /** How many days back its past programmes can be watched again (catch-up); their cells say so. */
  catchupDays?: number;
}

export interface GuideProgramme {
  id: number | string;
  channelId: number;
  title: string;
  /** Unix seconds. */
  start: number;
  end: number;
  description?: string;
  genre?: string;
  /** The provider allows recording it (allow_dvr). */
  allowDvr: boolean;
  /** A recording of it exists (same channel, start and length: docs/client.md#recorded-programmes). */
  isRecorded: boolean;
  /** The recording was booked by a rule (series, keyword, slot): marked apart from a single one. */
  isSeriesRecording?: boolean;
  /** "Remind me" is set on it. */
  hasReminder?: boolean;
  /** The guide's series id and the bare title (without the episode's): what "Record series" books by. */
  seriesId?: string | null;
  seriesTitle?: string;
  seasonNumber?: number;
  episodeNumber?: number;
}

export interface TimeRange {
  start: number;
  end: number;
}

/** What the grid shows, so its owner can fetch guide data for exactly that (in batches). */
export interface GuideVisibleRange {
  channelIds: number[];
  start: number;
  end: number;
}
