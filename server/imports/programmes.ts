// programmes.ts (imports) — an imported channel's guide in the API's Programme shape, from the programmes table; gaps become hour-long "No information" slots.
import type { Db } from '../db/connect.ts';
import type { ProgrammesTable } from '../db/schema.ts';
import { durationText, programmeIdOf, type Programme } from '../programmes/programme.ts';
import { programmesBetween } from './repository.ts';

const HOUR = 3600;
export const NO_INFORMATION = 'No information';

type Row = Omit<ProgrammesTable, 'generation'>;

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
 * Every programme of each channel overlapping [from, to), contiguous like the generated guide: what the
 * guide lacks is filled from the hour boundary before `from` to the one after `to`.
 */
export async function importedGuide(db: Db, channels: ReadonlyArray<{ id: number; recordable: boolean }>, from: number, to: number): Promise<Map<number, Programme[]>> {
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
      if (row.stop > start) list.push(programme(id, start, row.stop, row, recordable));
      at = Math.max(at, row.stop);
    }
    if (at < windowEnd) list.push(...filler(id, at, windowEnd));
    out.set(id, list.filter((p) => p.enddatetime > from && p.startdatetime < to));
  }
  return out;
}

/** The programme on air at `time` and the one after it (filled where the guide has nothing). */
export async function importedNowNext(db: Db, channel: { id: number; recordable: boolean }, time: number): Promise<{ now: Programme; next: Programme }> {
  const guide = (await importedGuide(db, [channel], time, time + 12 * HOUR)).get(channel.id)!;
  const index = guide.findIndex((p) => p.startdatetime <= time && time < p.enddatetime);
  return { now: guide[index]!, next: guide[index + 1] ?? filler(channel.id, guide[index]!.enddatetime, guide[index]!.enddatetime + HOUR)[0]! };
}
