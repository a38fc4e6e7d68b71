// repository.ts (reminders) — the SQL of the reminders table: a user's coming reminders, setting and removing one, and the mail job's due ones.
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Reminder, RemindersTable } from '../db/schema.ts';

/** The user's reminders whose programme has not ended, soonest first. */
export async function remindersOf(db: Db, userId: number, now: number): Promise<Reminder[]> {
  return db.selectFrom('reminders').selectAll().where('user_id', '=', userId).where('stop', '>', now).orderBy('start').orderBy('id').execute();
}

/** Sets a reminder; one per programme and user: setting it again changes its lead time and e-mail choice. */
export async function upsertReminder(db: Db, reminder: Insertable<RemindersTable>): Promise<Reminder> {
  return db
    .insertInto('reminders')
    .values(reminder)
    .onConflict((oc) => oc.columns(['user_id', 'programme_id']).doUpdateSet((eb) => ({ lead_minutes: eb.ref('excluded.lead_minutes'), email: eb.ref('excluded.email'), mailed_at: null })))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets reminders a recording rule asks for; a programme the user already has a reminder on keeps theirs. */
export async function insertRemindersIfAbsent(db: Db, reminders: readonly Insertable<RemindersTable>[]): Promise<void> {
  if (reminders.length === 0) return;
  // In chunks: a rule of every news bulletin books hundreds, and a statement has a bound on its parameters.
  for (let i = 0; i < reminders.length; i += 200) {
    await db.insertInto('reminders').values(reminders.slice(i, i + 200)).onConflict((oc) => oc.columns(['user_id', 'programme_id']).doNothing()).execute();
  }
}

export async function deleteReminderOf(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('reminders').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Reminders by e-mail whose moment has come (and whose programme has not ended), not mailed yet, with their user's address. */
export async function dueMailReminders(db: Db, now: number) {
  return db
    .selectFrom('reminders')
    .innerJoin('users', 'users.id', 'reminders.user_id')
    .selectAll('reminders')
    .select(['users.email as address', 'users.nickname'])
    .where('reminders.email', '=', 1)
    .where('reminders.mailed_at', 'is', null)
    .where('reminders.stop', '>', now)
    .where((eb) => eb(eb('reminders.start', '-', eb(eb.ref('reminders.lead_minutes'), '*', 60)), '<=', now))
    .orderBy('reminders.start')
    .limit(500)
    .execute();
}

/** Marks a reminder mailed; false when another instance did first (the mail is then not sent twice). */
export async function markReminderMailed(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db.updateTable('reminders').set({ mailed_at: now }).where('id', '=', id).where('mailed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Reminders of programmes that ended before `before` go. */
export async function deleteRemindersEndedBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('reminders').where('stop', '<', before).execute();
}
