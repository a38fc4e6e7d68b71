// repository.ts (support) — storing a support ticket.
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { SupportTicketsTable } from '../db/schema.ts';

/** Stores the ticket; its id as the database returned it. */
export async function insertTicket(db: Db, ticket: Insertable<SupportTicketsTable>) {
  const { id } = await db.insertInto('support_tickets').values(ticket).returning('id').executeTakeFirstOrThrow();
  return id;
}
