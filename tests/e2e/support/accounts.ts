// accounts.ts — fresh accounts for e2e tests, made through the app's own form, and the mails the provider sends them.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { escapeRegExp } from './regexp.ts';

export const PASSWORD = 'correct horse battery';

let counter = 0;
/** Unique across parallel workers (pid) and within one (counter), so no test meets another's account. */
export const newEmail = () => `viewer-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@ftv.example`;

/**
 * Registers a new account and waits until the app has brought the user to `next` (home by default); resolves to its email.
 * Tests register rather than log in: the provider allows 30 registrations a minute per address but only 10 logins.
 */
export async function register(page: Page, { next, email = newEmail() }: { next?: string; email?: string } = {}): Promise<string> {
  await page.goto(next ? `/register?next=${encodeURIComponent(next)}` : '/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The landing page renders its first view on a busy machine: more than the default wait.
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(next ?? '/')}$`), { timeout: 15_000 });
  return email;
}

/** The newest mail to `to` in the provider's outbox (/dev/mail.json), and the path of the first app link to `path` in it. */
export async function mailedLink(page: Page, to: string, path: string): Promise<string> {
  let link: string | undefined;
  // Mail is sent after the answer: it may take a moment to reach the outbox.
  await expect(async () => {
    const mails = (await (await page.request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
    link = mails.map((mail) => new RegExp(`https?://\\S+${path}/[A-Za-z0-9_-]+`).exec(mail.text)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return new URL(link!).pathname;
}
