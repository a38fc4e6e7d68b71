// repository.ts (recorder) — the routes' SQL on recordings: a user's list, the duplicate check, adding and removing one.
import type { Insertable } from 'kysely';
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
