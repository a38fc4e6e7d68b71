// store.ts (programmes) — the one programme store: every channel's guide in the API's Programme shape, read from the programmes table only (the demo guide is written there ahead, horizon.ts); gaps become hour-long "No information" slots.
import type { Db } from '../db/connect.ts';
import type { ProgrammesTable } from '../db/schema.ts';
import { decodeProgrammeId, durationText, programmeIdOf, type Programme, type ProgrammeChannel } from './programme.ts';
import { programmesBetween } from './repository.ts';
import type { GuideHorizon } from './horizon.ts';

const HOUR = 3600;
export const NO_INFORMATION = 'No information';

/** The columns an answer is made of. */
type Row = Pick<ProgrammesTable, 'channel_id' | 'start' | 'stop' | 'title' | 'sub_title' | 'description' | 'genre' | 'season' | 'episode' | 'images' | 'series_id'>;

function images(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function programme(channelId: number, start: number, stop: number, fields: Partial<Row> & { title: string }, recordable: boolean): Programme {
  const length = stop - start;
  const isSeries = fields.season != null || fields.episode != null;
  return {
    programme: programmeIdOf(channelId, start),
    channel_id: channelId,
    startdatetime: start,
    enddatetime: stop,
    length,
    duration: durationText(length),
    programme_name: fields.sub_title ? `${fields.title}: ${fields.sub_title}` : fields.title,
    programme_description: fields.description ?? '',
    genre: fields.genre ?? '',
    allow_dvr: recordable ? 1 : 0,
    // Upstream pictures would be hot-linked (and tell the upstream who watches): none until FTV serves its own copies.
    images: fields.images ? images(fields.images).filter((url) => url.startsWith('/')) : [],
    isSeries,
    seriesNumber: fields.season ?? null,
    episodeNumber: fields.episode ?? null,
    // What a series rule matches on (docs/api.md#recording-rules): the guide's series id, else the title without its episode's.
    series_id: fields.series_id ?? null,
    series_title: fields.title,
  };
}

/** Hour-aligned "No information" slots covering [from, to): the grid and the player still have something to show. */
function filler(channelId: number, from: number, to: number): Programme[] {
  const out: Programme[] = [];
  let start = from;
  while (start < to) {
    const stop = Math.min(to, (Math.floor(start / HOUR) + 1) * HOUR);
    out.push(programme(channelId, start, stop, { title: NO_INFORMATION }, false));
    start = stop;
  }
  return out;
}

/**
 * Every programme of each channel overlapping [from, to) as stored, contiguous: what the table lacks is filled from
 * the hour boundary before `from` to the one after `to`.
 */
export async function guideFromTable(db: Db, channels: readonly ProgrammeChannel[], from: number, to: number): Promise<Map<number, Programme[]>> {
  const out = new Map<number, Programme[]>();
  if (channels.length === 0) return out;
  const rows = (await programmesBetween(db, channels.map((c) => c.id), from, to)) as Row[];
  const byChannel = new Map<number, Row[]>();
  for (const row of rows) {
    const id = Number(row.channel_id);
    const list = byChannel.get(id) ?? [];
    list.push({ ...row, start: Number(row.start), stop: Number(row.stop) });
    byChannel.set(id, list);
  }
  const windowStart = Math.floor(from / HOUR) * HOUR;
  const windowEnd = Math.ceil(to / HOUR) * HOUR;
  for (const { id, recordable } of channels) {
    const list: Programme[] = [];
    let at = Math.min(windowStart, byChannel.get(id)?.[0]?.start ?? windowStart);
    for (const row of byChannel.get(id) ?? []) {
      if (row.start > at) list.push(...filler(id, at, row.start));
      // Overlaps were resolved at import; a row starting before the last one ended is cut to fit.
      const start = Math.max(row.start, at);
      if (row.stop > start) list.push(programme(id, start, row.stop, row, Boolean(recordable)));
      at = Math.max(at, row.stop);
    }
    if (at < windowEnd) list.push(...filler(id, at, windowEnd));
    out.set(id, list.filter((p) => p.enddatetime > from && p.startdatetime < to));
  }
  return out;
}

/** The programmes of any channel, demo or imported, from the one table. */
export interface ProgrammeStore {
  /** Every programme of each channel overlapping [from, to), in order and contiguous. */
  between: (channels: readonly ProgrammeChannel[], from: number, to: number) => Promise<Map<number, Programme[]>>;
  /** The programme on air at `time` and the one after it. */
  nowNext: (channel: ProgrammeChannel, time: number) => Promise<{ now: Programme; next: Programme }>;
  /** What a client sent back (`programme_id`, and `start_time` when given): the channel's programme, or null when it has none by that id. */
  find: (channel: ProgrammeChannel, programmeId: number, startTime?: number | null) => Promise<Programme | null>;
  /** Whether the answer for [from, to) is as final as stored rows make it (the demo guide is written there already). */
  covers: (channels: readonly ProgrammeChannel[], from: number, to: number) => boolean;
  /** A guide was imported (here or on another instance): now and next are read again. */
  forget: () => void;
}

/**
 * Now and next are kept per channel until the programme on now ends, or a minute at most (an import clears them at
 * once, `forget`): a channel's answer costs no query most of the time.
 */
const NOW_NEXT_SECONDS = 60;

export function createProgrammeStore(db: Db, horizon: GuideHorizon): ProgrammeStore {
  const playing = new Map<string, { now: Programme; next: Programme; until: number }>();

  async function between(channels: readonly ProgrammeChannel[], from: number, to: number): Promise<Map<number, Programme[]>> {
    await horizon.ready(channels, from, to);
    return guideFromTable(db, channels, from, to);
  }
  return {
    between,
    async nowNext(channel, time) {
      const key = `${channel.id}|${channel.recordable ? 1 : 0}`;
      const kept = playing.get(key);
      if (kept && kept.now.startdatetime <= time && time < kept.until) return kept;
      const guide = (await between([channel], time, time + 12 * HOUR)).get(channel.id)!;
      const index = guide.findIndex((p) => p.startdatetime <= time && time < p.enddatetime);
      const now = guide[index]!;
      const answer = { now, next: guide[index + 1] ?? filler(channel.id, now.enddatetime, now.enddatetime + HOUR)[0]!, until: Math.min(now.enddatetime, time + NOW_NEXT_SECONDS) };
      playing.set(key, answer);
      return answer;
    },
    async find(channel, programmeId, startTime = null) {
      const decoded = decodeProgrammeId(programmeId);
      if (!decoded || decoded.channelId !== channel.id) return null;
      if (startTime !== null && startTime !== decoded.start) return null;
      const guide = (await between([channel], decoded.start, decoded.start + 1)).get(channel.id) ?? [];
      return guide.find((p) => p.programme === programmeId && p.startdatetime === decoded.start) ?? null;
    },
    covers: (channels, from, to) => horizon.covers(channels, from, to),
    forget: () => playing.clear(),
  };
}
