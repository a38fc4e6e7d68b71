// mailer.ts (reminders) — reminders by e-mail: one instance (a lease) looks every 20 seconds for those whose moment has come and mails each once.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context.ts';
import type { Leases } from '../cluster/leases.ts';
import { repeat } from '../cluster/repeat.ts';
import { escapeHtml } from '../mail/html.ts';
import { sendMail, type Mail } from '../mail/send.ts';
import { deleteRemindersEndedBefore, dueMailReminders, markReminderMailed } from './repository.ts';

const EVERY_MS = 20_000;
const LEASE = 'reminder-mails';
const DAY = 86400;

const clock = (t: number) => new Date(t * 1000).toISOString().slice(11, 16);

function reminderMail(to: string, nickname: string, r: { title: string; start: number; link: string }): Mail {
  const when = `${clock(r.start)} UTC`;
  const text = `Hello ${nickname || 'there'},\n\n${r.title} starts at ${when}.\n\nWatch it: ${r.link}\n\nYou asked FTV to remind you.`;
  const html = `<p>Hello ${escapeHtml(nickname || 'there')},</p><p><strong>${escapeHtml(r.title)}</strong> starts at ${when}.</p><p><a href="${escapeHtml(r.link)}">Watch it</a></p><p>You asked FTV to remind you.</p>`;
  return { to, subject: `Starting soon: ${r.title}`, text, html };
}

export interface ReminderMailer {
  /** One round: mails what is due (on the instance that holds the lease) and forgets reminders a day past their programme. */
  round: () => Promise<void>;
  start: () => () => Promise<void>;
}

export function createReminderMailer(deps: Deps, leases: Leases, log: FastifyBaseLogger): ReminderMailer {
  async function round(): Promise<void> {
    if (!(await leases.hold(LEASE))) return;
    const t = deps.now();
    for (const r of await dueMailReminders(deps.db, t)) {
      // Claimed before it is sent: two instances (a lease handed over mid-round) never mail it twice.
      if (!(await markReminderMailed(deps.db, Number(r.id), t))) continue;
      try {
        await sendMail(deps, reminderMail(r.address, r.nickname, { title: r.title, start: Number(r.start), link: r.link }));
      } catch (error) {
        log.warn({ err: error, reminder: r.id }, 'a reminder could not be mailed');
      }
    }
    await deleteRemindersEndedBefore(deps.db, t - DAY);
  }
  return {
    round,
    start() {
      const job = repeat(EVERY_MS, round, (error) => log.error({ err: error }, 'reminder mails failed'));
      return () => job.stop();
    },
  };
}
