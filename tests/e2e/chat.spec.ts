// chat.spec.ts — the chat beside the player between two real browsers: a message sent in one appears live in the other (the page's axe check is in watch.spec).
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { register } from './support/accounts.ts';

/** A second browser of its own (own storage, own session), registered and watching channel 101. */
async function viewer(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await register(page, { next: '/tv/101' });
  return page;
}

test('a message sent by one viewer appears live for another, as plain text', async ({ browser, baseURL }) => {
  // Two registrations and two players on a 2-core machine: generous, like the other /tv tests.
  test.setTimeout(180_000);
  const alice = await viewer(browser, baseURL!);
  const bob = await viewer(browser, baseURL!);
  const bobLog = bob.getByRole('log', { name: 'Chat messages' });
  await expect(bob.getByRole('region', { name: 'Chat' }).getByText('Live')).toBeVisible({ timeout: 20_000 });

  const text = `<b>hello</b> from alice ${Date.now().toString(36)}`;
  await alice.getByRole('textbox', { name: 'Message' }).fill(text);
  await alice.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(alice.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  // Bob did nothing: the message arrives over the live stream, and markup stays text.
  await expect(bobLog.getByText(text, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(bobLog.locator('b')).toHaveCount(0);
  await alice.context().close();
  await bob.context().close();
});

test('a visitor reads the chat and is invited to log in to write', async ({ page }) => {
  await page.goto('/tv/101');
  const chat = page.getByRole('region', { name: 'Chat' });
  await expect(chat.getByRole('log', { name: 'Chat messages' })).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(chat.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Ftv%2F101');
});
