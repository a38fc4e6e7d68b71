// repository.ts (support) — the SQL of the support_tickets table: storing a ticket, finding one by its reference.
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { SupportTicketsTable } from '../db/schema.ts';

/** Stores the ticket; its id as the database returned it. */
export async function insertTicket(db: Db, ticket: Insertable<SupportTicketsTable>) {
  const { id } = await db.insertInto('support_tickets').values(ticket).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The ticket a reference names (as stored: upper case, no separators). */
export async function ticketByReference(db: Db, reference: string) {
  return db.selectFrom('support_tickets').select(['id', 'session_key', 'user_id', 'email', 'created_at']).where('reference', '=', reference).executeTakeFirst();
}
