// repository.ts (mail) — reading the dev outbox, newest first (writing to it is send.ts).
import type { Db } from '../db/connect.ts';

/** Up to `limit` mails, newest first; only those to `to` (an address as stored, lowercase) when given. */
export async function outboxMails(db: Db, { to, limit }: { to?: string; limit: number }) {
  let query = db.selectFrom('mail_outbox').select(['id', 'to', 'subject', 'text', 'html', 'created_at']);
  if (to !== undefined) query = query.where('to', '=', to);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
