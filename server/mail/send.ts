// send.ts — sends a mail: into the outbox table by default (listed at /dev/mail), or through SMTP_URL.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Deps } from '../http/context.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const FROM = 'FTV <no-reply@ftv.example>';
let smtp: Transporter | null = null;

export async function sendMail({ db, config, now }: Deps, mail: Mail): Promise<void> {
  if (config.smtpUrl) {
    smtp ??= nodemailer.createTransport(config.smtpUrl);
    await smtp.sendMail({ from: FROM, ...mail });
    return;
  }
  await db.insertInto('mail_outbox').values({ ...mail, created_at: now() }).execute();
}
