// repository.ts (recorder) — the SQL of the recordings table: a user's list, the duplicate check, adding and removing one, the scheduler's due rows and its progress writes.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Recording, RecordingsTable } from '../db/schema.ts';

/** The user's recordings, newest programme first, each with its channel's source_key (set: a relayed channel). */
export async function recordingsWithSourceOf(db: Db, userId: number) {
  return db
    .selectFrom('recordings')
    .leftJoin('channels', 'channels.id', 'recordings.channel_id')
    .selectAll('recordings')
    .select('channels.source_key')
    .where('recordings.user_id', '=', userId)
    .orderBy('recordings.time_start', 'desc')
    .orderBy('recordings.id', 'desc')
    .execute();
}

/** The user's recording of this programme, if there is one: a programme is recorded once per user. */
export async function recordingOfProgramme(db: Db, userId: number, programmeId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('recordings').select('id').where('user_id', '=', userId).where('programme_id', '=', programmeId).executeTakeFirst();
}

export async function insertRecording(db: Db, recording: Insertable<RecordingsTable>): Promise<Recording> {
  return db.insertInto('recordings').values(recording).returningAll().executeTakeFirstOrThrow();
}

export async function recordingById(db: Db, id: number): Promise<Recording | undefined> {
  return db.selectFrom('recordings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the user's recording; false when there is none of that id (or it is someone else's). */
export async function deleteRecordingOf(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('recordings').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Recordings still to record whose programme has begun by `t`, the earliest first: a scheduler pass's work. */
export async function dueRecordings(db: Db, t: number): Promise<Recording[]> {
  return db.selectFrom('recordings').selectAll().where('status', 'in', ['Accepted', 'Recording']).where('time_start', '<=', t).orderBy('time_start').execute();
}

/**
 * Writes a recording's progress (or its end: Recorded, Failed) while it is still in flight (Accepted or Recording).
 * False when no row changed: it was removed meanwhile (dvr/remove), so its files should go too.
 */
export async function updateRecordingInFlight(db: Db, id: number, changes: Updateable<RecordingsTable>): Promise<boolean> {
  const result = await db.updateTable('recordings').set(changes).where('id', '=', id).where('status', 'in', ['Accepted', 'Recording']).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Who owns a recording and whether it is finished: what serving its files checks. */
export async function recordingAccess(db: Db, id: number) {
  return db.selectFrom('recordings').select(['status', 'user_id']).where('id', '=', id).executeTakeFirst();
}

/** The lengths (seconds) of the user's recordings that hold something: every one but the failed. */
export async function keptLengthsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('recordings').select('length').where('user_id', '=', userId).where('status', '!=', 'Failed').execute();
  return rows.map((r) => Number(r.length));
}
