// programme.ts — what a programme is, whoever lists it (the demo guide's generator, an imported guide): its answer's shape, its id, its duration text, and what the store needs of its channel.
import type { Programme } from '../../wire/types.ts';

export type { Programme };

/**
 * Programme ids encode (channel, start): `channelId * 2^31 + (start - ID_EPOCH)`, so the recorder
 * can resolve an id back without any stored row. ID_EPOCH is 2020-01-01; ids stay exact integers.
 */
const ID_EPOCH = 1577836800;
const ID_SPAN = 2 ** 31;

export function programmeIdOf(channelId: number, start: number): number {
  return channelId * ID_SPAN + (start - ID_EPOCH);
}

/** The (channel, start) behind a programme id, or null when it is not one of ours. */
export function decodeProgrammeId(id: number): { channelId: number; start: number } | null {
  if (!Number.isSafeInteger(id) || id < ID_SPAN) return null;
  return { channelId: Math.floor(id / ID_SPAN), start: (id % ID_SPAN) + ID_EPOCH };
}

/** A programme's `duration` as the provider writes it: 5400 s → "01:30". */
export function durationText(length: number): string {
  const minutes = Math.round(length / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What the programme store needs of a channel: its id, the demo guide's genre, whether it may be recorded, and whether its guide is imported (else the demo guide's). */
export interface ProgrammeChannel {
  id: number;
  genre: string;
  recordable: number | boolean;
  imported: boolean;
}

/** A channels row as the store needs it (an operator's channel has a source key). */
export const programmeChannelOf = (row: { id: number; genre: string; recordable: number | boolean; source_key: string | null }): ProgrammeChannel => ({
  id: Number(row.id),
  genre: row.genre,
  recordable: row.recordable,
  imported: row.source_key !== null,
});
