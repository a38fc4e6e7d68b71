// mails.ts — the account mails (password reset, email verification): plain text and a simple escaped HTML twin.
import { escapeHtml } from '../mail/html.ts';
import type { Mail } from '../mail/send.ts';

interface LinkMail {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}

function linkMail({ to, subject, greeting, intro, action, link, outro }: LinkMail): Mail {
  const text = `${greeting}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\n— FTV\n`;
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p style="color:#666;font-size:90%">${escapeHtml(link)}</p>` +
    `<p>${escapeHtml(outro)}</p><p>— FTV</p></body></html>`;
  return { to, subject, text, html };
}

export const passwordResetMail = (to: string, nickname: string, link: string): Mail =>
  linkMail({
    to,
    subject: 'Reset your FTV password',
    greeting: `Hello ${nickname},`,
    intro: 'Someone asked to reset the password of your FTV account. The link below works once, for one hour.',
    action: 'Choose a new password',
    link,
    outro: 'If it was not you, ignore this mail: your password stays as it is.',
  });

export const verificationMail = (to: string, nickname: string, link: string): Mail =>
  linkMail({
    to,
    subject: 'Confirm your FTV email address',
    greeting: `Hello ${nickname},`,
    intro: 'Please confirm that this address belongs to your FTV account. The link below works once, for 24 hours.',
    action: 'Confirm my email address',
    link,
    outro: 'If you did not create an FTV account, ignore this mail.',
  });
