// repository.ts (monitor) — the SQL of stream_samples: a minute's figures written, a channel's day read, the older ones dropped.
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { StreamSamplesTable } from '../db/schema.ts';

export async function insertStreamSamples(db: Db, rows: ReadonlyArray<Insertable<StreamSamplesTable>>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('stream_samples').values(rows.slice(i, i + 500)).execute();
}

/** A channel's samples since `from`, oldest first. */
export async function channelStreamSamples(db: Db, channelId: number, from: number) {
  return db.selectFrom('stream_samples').selectAll().where('channel_id', '=', channelId).where('at', '>=', from).orderBy('at').execute();
}

/** Every channel's samples since `from` (the lineup's summary). */
export async function streamSamplesSince(db: Db, from: number) {
  return db.selectFrom('stream_samples').select(['channel_id', 'stream', 'at', 'ok', 'errors', 'last_error', 'failovers', 'viewers']).where('at', '>=', from).orderBy('at').execute();
}

export async function deleteStreamSamplesBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('stream_samples').where('at', '<', before).execute();
}
