// repository.ts (recorder) — the SQL of the recordings, recording_rules and rule_airings tables: a user's list, the duplicate check, adding and removing one, the scheduler's due rows and its progress writes; rules and what they booked or skipped.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Recording, RecordingRule, RecordingRulesTable, RecordingsTable, RuleAiringsTable } from '../db/schema.ts';

/** The user's recordings (in the trash, or not), newest programme first, each with its channel's source_key (set: a relayed channel). */
export async function recordingsWithSourceOf(db: Db, userId: number, trash = false) {
  return db
    .selectFrom('recordings')
    .leftJoin('channels', 'channels.id', 'recordings.channel_id')
    .selectAll('recordings')
    .select('channels.source_key')
    .where('recordings.user_id', '=', userId)
    .where('recordings.deleted_at', trash ? 'is not' : 'is', null)
    .orderBy(trash ? 'recordings.deleted_at' : 'recordings.time_start', 'desc')
    .orderBy('recordings.id', 'desc')
    .execute();
}

/** The user's recording, in the trash or not. */
export async function recordingOf(db: Db, userId: number, id: number): Promise<Recording | undefined> {
  return db.selectFrom('recordings').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Moves finished recordings to the trash (their files stay until purged). */
export async function trashRecordings(db: Db, ids: readonly number[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('recordings').set({ deleted_at: now }).where('id', 'in', [...ids]).where('deleted_at', 'is', null).execute();
}

/** Takes the user's recording out of the trash; false when it is not there. */
export async function restoreRecordingOf(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('recordings').set({ deleted_at: null }).where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setRecordingProtected(db: Db, userId: number, id: number, isProtected: boolean): Promise<boolean> {
  const result = await db.updateTable('recordings').set({ protected: isProtected ? 1 : 0 }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Recordings in the trash since before `before` (all users): what the purge deletes. */
export async function trashedBefore(db: Db, before: number): Promise<number[]> {
  const rows = await db.selectFrom('recordings').select('id').where('deleted_at', '<', before).execute();
  return rows.map((r) => Number(r.id));
}

/** The user's trash, the longest there first, with each one's length: what goes first when space is needed. */
export async function trashOldestFirst(db: Db, userId: number) {
  return db.selectFrom('recordings').select(['id', 'time_start', 'length', 'pad_before', 'pad_after']).where('user_id', '=', userId).where('deleted_at', 'is not', null).orderBy('deleted_at').orderBy('id').execute();
}

export async function deleteRecordings(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('recordings').where('id', 'in', [...ids]).execute();
}

/** A rule's finished recordings a keep rule may move to the trash (not protected, not there yet), newest first. */
export async function keepableRecordingsOf(db: Db, ruleId: number) {
  return db
    .selectFrom('recordings')
    .select(['id', 'time_start'])
    .where('rule_id', '=', ruleId)
    .where('status', '=', 'Recorded')
    .where('protected', '=', 0)
    .where('deleted_at', 'is', null)
    .orderBy('time_start', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Rules with a keep limit (all users): what the housekeeping visits. */
export async function rulesWithKeep(db: Db) {
  return db.selectFrom('recording_rules').select(['id', 'keep_count', 'keep_days']).where((eb) => eb.or([eb('keep_count', 'is not', null), eb('keep_days', 'is not', null)])).execute();
}

/** The user's recording of this programme, if there is one: a programme is recorded once per user. */
export async function recordingOfProgramme(db: Db, userId: number, programmeId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('recordings').select('id').where('user_id', '=', userId).where('programme_id', '=', programmeId).executeTakeFirst();
}

/** What a booking says; the rest of its row is a recording not yet begun. */
export type Booking = Pick<Insertable<RecordingsTable>, 'user_id' | 'channel_id' | 'programme_id' | 'title' | 'description' | 'time_start' | 'length' | 'created_at' | 'rule_id' | 'pad_before' | 'pad_after'>;

/** Books a programme: a recording `Accepted`, nothing recorded yet (a second booking of it fails on the unique index). */
export async function insertBooking(db: Db, booking: Booking): Promise<Recording> {
  const fresh = { status: 'Accepted' as const, reason: null, recorded_from: null, next_sequence: null, segments_done: 0, missing_seconds: 0 };
  return db.insertInto('recordings').values({ ...booking, ...fresh }).returningAll().executeTakeFirstOrThrow();
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
  // A padded recording begins its padding before the programme (recorder/capture.ts).
  return db
    .selectFrom('recordings')
    .selectAll()
    .where('status', 'in', ['Accepted', 'Recording'])
    .where((eb) => eb(eb('time_start', '-', eb.ref('pad_before')), '<=', t))
    .orderBy('time_start')
    .execute();
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
  return db.selectFrom('recordings').select(['status', 'user_id', 'deleted_at']).where('id', '=', id).executeTakeFirst();
}

/** The lengths (seconds) of the user's recordings that hold something: every one but the failed. */
export async function keptLengthsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('recordings').select(['length', 'pad_before', 'pad_after']).where('user_id', '=', userId).where('status', '!=', 'Failed').execute();
  return rows.map((r) => Number(r.length) + Number(r.pad_before) + Number(r.pad_after));
}

// ---- Rules ----

/** The user's rules, first priority first. */
export async function rulesOf(db: Db, userId: number): Promise<RecordingRule[]> {
  return db.selectFrom('recording_rules').selectAll().where('user_id', '=', userId).orderBy('priority').orderBy('id').execute();
}

export async function ruleOf(db: Db, userId: number, id: number): Promise<RecordingRule | undefined> {
  return db.selectFrom('recording_rules').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertRule(db: Db, rule: Insertable<RecordingRulesTable>): Promise<RecordingRule> {
  return db.insertInto('recording_rules').values(rule).returningAll().executeTakeFirstOrThrow();
}

export async function updateRule(db: Db, userId: number, id: number, changes: Updateable<RecordingRulesTable>): Promise<void> {
  await db.updateTable('recording_rules').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes the rule (its airings go with it); with `bookings`, also what it booked that has not begun. */
export async function deleteRule(db: Db, userId: number, id: number, bookings: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (bookings) await trx.deleteFrom('recordings').where('user_id', '=', userId).where('rule_id', '=', id).where('status', '=', 'Accepted').execute();
    await trx.deleteFrom('rule_airings').where('rule_id', '=', id).execute();
    const result = await trx.deleteFrom('recording_rules').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Numbers the user's rules 1, 2, … in the order given (ids not theirs are ignored). */
export async function setRulePriorities(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries()) await trx.updateTable('recording_rules').set({ priority: i + 1 }).where('user_id', '=', userId).where('id', '=', id).execute();
  });
}

/** Users with a rule that is not paused: whom the expansion visits. */
export async function usersWithActiveRules(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('recording_rules').select('user_id').where('paused', '=', 0).distinct().execute();
  return rows.map((r) => Number(r.user_id));
}

/** The user's recordings by programme id, and the episodes they hold where the guide still has their programme. */
export async function recordingsForRules(db: Db, userId: number) {
  return db
    .selectFrom('recordings')
    .leftJoin('programmes', (join) => join.onRef('programmes.channel_id', '=', 'recordings.channel_id').onRef('programmes.start', '=', 'recordings.time_start'))
    .select(['recordings.id', 'recordings.programme_id', 'recordings.time_start', 'recordings.title', 'recordings.status', 'programmes.series_id', 'programmes.season', 'programmes.episode', 'programmes.sub_title', 'programmes.title as programme_title'])
    .where('recordings.user_id', '=', userId)
    .where('recordings.status', '!=', 'Failed')
    .execute();
}

/** Every user's recordings still to record (or recording) on these channels that overlap [from, to), with their padding. */
export async function openRecordingsOnChannels(db: Db, channelIds: readonly number[], from: number, to: number) {
  if (channelIds.length === 0) return [];
  return db
    .selectFrom('recordings')
    .select(['channel_id', 'time_start', 'length', 'pad_before', 'pad_after'])
    .where('channel_id', 'in', [...channelIds])
    .where('status', 'in', ['Accepted', 'Recording'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb('time_start', '-', eb.ref('pad_before')), '<', to))
    .where((eb) => eb(eb(eb('time_start', '+', eb.ref('length')), '+', eb.ref('pad_after')), '>', from))
    .execute();
}

/** Remembers that the user cancelled a rule's booking of this airing: their rules skip it from now on. */
export async function insertRuleSkip(db: Db, skip: { user_id: number; programme_id: number; start: number; created_at: number }): Promise<void> {
  await db.insertInto('rule_skips').values(skip).onConflict((oc) => oc.columns(['user_id', 'programme_id']).doNothing()).execute();
}

/** The airings the user cancelled a rule's booking of. */
export async function ruleSkipsOf(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('rule_skips').select('programme_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => Number(r.programme_id)));
}

/** Skips of airings that began before `before` are of no use any more. */
export async function deleteRuleSkipsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('rule_skips').where('start', '<', before).execute();
}

/**
 * What the rules did with their coming airings, replacing what they said before. Two plans of one user at once (two
 * instances) each write the whole list: the later one's rows win, row by row.
 */
export async function replaceRuleAirings(db: Db, ruleIds: readonly number[], rows: ReadonlyArray<RuleAiringsTable>): Promise<void> {
  if (ruleIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('rule_airings').where('rule_id', 'in', [...ruleIds]).execute();
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('rule_airings')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) =>
          oc.columns(['rule_id', 'channel_id', 'start']).doUpdateSet((eb) => ({
            stop: eb.ref('excluded.stop'),
            programme_id: eb.ref('excluded.programme_id'),
            title: eb.ref('excluded.title'),
            outcome: eb.ref('excluded.outcome'),
            reason: eb.ref('excluded.reason'),
            recording_id: eb.ref('excluded.recording_id'),
          })),
        )
        .execute();
    }
  });
}

/** The rules' airings from `from` on, in time order. */
export async function ruleAiringsOf(db: Db, ruleIds: readonly number[], from: number) {
  if (ruleIds.length === 0) return [];
  return db.selectFrom('rule_airings').selectAll().where('rule_id', 'in', [...ruleIds]).where('start', '>=', from).orderBy('start').orderBy('channel_id').execute();
}
