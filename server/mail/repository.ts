// repository.ts (mail) — the SQL of the mail_outbox table: a mail kept instead of sent, and the dev outbox, newest first.
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { MailOutboxTable } from '../db/schema.ts';

/** Keeps a mail in the outbox (no SMTP_URL): the dev pages and the tests read it there. */
export async function insertOutboxMail(db: Db, mail: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(mail).execute();
}

/** Up to `limit` mails, newest first; only those to `to` (an address as stored, lowercase) when given. */
export async function outboxMails(db: Db, { to, limit }: { to?: string; limit: number }) {
  let query = db.selectFrom('mail_outbox').select(['id', 'to', 'subject', 'text', 'html', 'created_at']);
  if (to !== undefined) query = query.where('to', '=', to);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
