// mail.ts (support) — the two mails a ticket sends: the full ticket to the inbox, a short receipt to the sender.
import type { Mail } from '../mail/send.ts';

export const SUPPORT_INBOX = 'support@ftv.example';

export interface Ticket {
  id: number;
  email: string;
  subject: string;
  message: string;
  classification: string;
  technicalData: Record<string, unknown>;
  userId: number | null;
  /** The opaque reference support quotes back (support/reference.ts); never the session key itself. */
  reference: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function inboxMail(ticket: Ticket): Mail {
  const technical = JSON.stringify(ticket.technicalData, null, 2);
  const from = ticket.userId === null ? 'anonymous visitor' : `user #${ticket.userId}`;
  const fields: [string, string][] = [
    ['Ticket', `#${ticket.id}`],
    ['From', `${ticket.email} (${from})`],
    ['Classification', ticket.classification],
    ['Subject', ticket.subject],
    // Mail travels and is kept in inboxes: it names the ticket, and the server alone maps that to the session.
    ['Reference', ticket.reference],
  ];
  const text = `${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${ticket.message}\n\nTechnical data:\n${technical}\n`;
  // Everything the sender typed is escaped: the inbox must never render their markup.
  const html =
    `<h1>Support ticket #${ticket.id}</h1><table>` +
    fields.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    `</table><h2>Message</h2><pre style="white-space:pre-wrap">${escapeHtml(ticket.message)}</pre>` +
    `<h2>Technical data</h2><pre>${escapeHtml(technical)}</pre>`;
  return { to: SUPPORT_INBOX, subject: `[Support #${ticket.id}] [${ticket.classification}] ${ticket.subject}`, text, html };
}

/**
 * The receipt quotes nothing the sender wrote: anyone may name any address, and the form must not
 * become a way to mail chosen text to strangers.
 */
export function receiptMail(ticket: Ticket): Mail {
  const text =
    `We received your support request (ticket #${ticket.id}, ${ticket.classification}).\n` +
    `Our team will answer at this address. If you did not contact FTV support, you can ignore this mail.\n`;
  const html =
    `<p>We received your support request (ticket #${ticket.id}, ${escapeHtml(ticket.classification)}).</p>` +
    `<p>Our team will answer at this address. If you did not contact FTV support, you can ignore this mail.</p>`;
  return { to: ticket.email, subject: `FTV support: we received your request (ticket #${ticket.id})`, text, html };
}
