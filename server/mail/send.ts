// send.ts — sends a mail: into the outbox table by default (listed at /dev/mail), or through SMTP_URL.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Deps } from '../http/context.ts';
import { insertOutboxMail } from './repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const FROM = 'FTV <no-reply@ftv.example>';
// One pooled transport per SMTP URL: several providers (tests) may run in one process with different servers.
const transports = new Map<string, Transporter>();

/** Thrown when the configured SMTP server refuses or cannot be reached; callers answer 503. */
export class MailDeliveryError extends Error {}

export async function sendMail({ db, config, now }: Deps, mail: Mail): Promise<void> {
  if (config.smtpUrl) {
    let smtp = transports.get(config.smtpUrl);
    if (!smtp) {
      smtp = nodemailer.createTransport(config.smtpUrl);
      transports.set(config.smtpUrl, smtp);
    }
    try {
      await smtp.sendMail({ from: FROM, ...mail });
    } catch (error) {
      throw new MailDeliveryError('The mail server did not accept the message', { cause: error });
    }
    return;
  }
  await insertOutboxMail(db, { ...mail, created_at: now() });
}
