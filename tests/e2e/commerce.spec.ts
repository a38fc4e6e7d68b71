// commerce.spec.ts — subscribing in a real browser against the real provider: card, 3-D Secure, decline, visitor.
import type { Page } from '@playwright/test';
import { getAsUser } from '../support/asUser.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { register } from './support/accounts.ts';
import { expectPlaying } from './support/video.ts';

/** This month, three years on: always in the future, whatever day the test runs. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

async function choosePlan(page: Page, name: string) {
  await page.goto('/subscribe');
  await page.getByRole('button', { name: `Choose ${name}` }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(name);
}

const cardForm = (page: Page) => page.getByRole('form', { name: 'Card payment' });

async function fillCard(page: Page, number: string) {
  const form = cardForm(page);
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: /^Expiry date/ }).fill(futureExpiry());
  await form.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await form.getByRole('textbox', { name: /^Name on card/ }).fill('Ada Lovelace');
  await form.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
}

const payButton = (page: Page) => cardForm(page).getByRole('button', { name: /^Pay / });

async function premiumChannelId(page: Page): Promise<string> {
  const channels = await getAsUser<{ id: string; is_free: string; type: string }[]>(page, '/tv/api/channels');
  const premium = channels.find((channel) => String(channel.is_free) === '0' && channel.type !== 'vod');
  expect(premium, 'a premium channel in the lineup').toBeTruthy();
  return premium!.id;
}

const streamsOf = async (page: Page, channelId: string) => (await getAsUser<{ streams: unknown[] }>(page, `/tv/api/channel/${channelId}`)).streams;

test('subscribe with 4242…: the order is shown and premium channels unlock at once', async ({ page }) => {
  // It ends by playing the unlocked channel: room for a first frame on a busy machine, like the other video tests.
  test.setTimeout(120_000);
  await register(page, { next: '/subscribe' });
  const channelId = await premiumChannelId(page);
  expect(await streamsOf(page, channelId)).toEqual([]);
  // The premium channel shows its paywall, which leads to the plans.
  await page.goto(`/tv/${channelId}`);
  await page.getByRole('link', { name: 'See subscription plans' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);

  // The free tier is the new user's current plan, and not for sale.
  const free = page.getByRole('article', { name: 'Free' });
  await expect(free.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await choosePlan(page, 'Premium Yearly');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await expect(cardForm(page).getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  await expectNoAxeViolations(page);
  await payButton(page).click();

  const receipt = page.getByRole('region', { name: 'Payment successful' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Premium Yearly');
  await expect(receipt).toContainText('€99.90');
  await expect(receipt).toContainText('Visa ending in 4242');
  await expect(receipt.getByRole('link', { name: 'Watch premium channels' })).toHaveAttribute('href', '/');
  await expect(receipt.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/settings#orders');
  await expectNoAxeViolations(page);

  // No reload and no new login: the same session now gets the premium streams.
  expect((await streamsOf(page, channelId)).length).toBeGreaterThan(0);

  // The premium channel now plays in the app.
  await page.goto(`/tv/${channelId}`);
  await expectPlaying(page);

  await page.goto('/subscribe');
  await expect(page.getByRole('article', { name: 'Premium Yearly' }).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expect(page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Included' })).toBeDisabled();
});

test('3-D Secure: a wrong code is refused in the dialog, the right one pays', async ({ page }) => {
  await register(page, { next: '/subscribe' });
  await choosePlan(page, 'Premium Monthly');
  await fillCard(page, '4000 0000 0000 3220');
  await payButton(page).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Enter 123456');
  const code = dialog.getByRole('textbox', { name: /^One-time code/ });
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);

  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText(/^Incorrect code/)).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await code.fill('123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const receipt = page.getByRole('region', { name: 'Payment successful' });
  await expect(receipt).toContainText('Premium Monthly');
  await expect(receipt).toContainText('€9.99');
  await expect(receipt).toContainText('Visa ending in 3220');
});

test('3-D Secure: three wrong codes fail the verification and keep the form for another try', async ({ page }) => {
  await register(page, { next: '/subscribe' });
  await choosePlan(page, 'Sports Monthly');
  await fillCard(page, '4000 0000 0000 3220');
  await payButton(page).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  const code = dialog.getByRole('textbox', { name: /^One-time code/ });
  for (const left of ['2 attempts left', '1 attempt left']) {
    await code.fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(new RegExp(`^Incorrect code.*${left}`))).toBeVisible();
  }
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardForm(page).getByRole('alert')).toHaveText('Verification failed; start the payment again');
  await expect(cardForm(page).getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 3220');

  // Starting again opens a new challenge, which the right code passes.
  await payButton(page).click();
  await dialog.getByRole('textbox', { name: /^One-time code/ }).fill('123456');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Payment successful' })).toContainText('Sports Monthly');
});

test('a declined card shows the provider’s message and keeps every field', async ({ page }) => {
  await register(page, { next: '/subscribe' });
  await choosePlan(page, 'Premium Monthly');
  await fillCard(page, '4000000000000002');
  await payButton(page).click();

  const form = cardForm(page);
  await expect(form.getByRole('alert')).toHaveText('Your card was declined');
  await expect(form.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
  await expect(form.getByRole('textbox', { name: /^Expiry date/ })).toHaveValue(futureExpiry());
  await expect(form.getByRole('textbox', { name: /^Security code/ })).toHaveValue('123');
  await expect(form.getByRole('textbox', { name: /^Name on card/ })).toHaveValue('Ada Lovelace');
  await expect(form.getByRole('checkbox', { name: /I agree to the terms of service/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Premium Monthly');
  await expectNoAxeViolations(page);
});

test('a visitor is invited to log in, and comes back to the page afterwards', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Log in to pay' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fcheckout');
  await expect(page.getByRole('main').getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?next=%2Fcheckout');
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Choosing a plan as a visitor goes through the login first.
  await page.goto('/subscribe');
  await expect(page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Included' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Choose Premium Monthly' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsubscribe$/);
});

test('an empty cart points back to the plans', async ({ page }) => {
  await register(page, { next: '/checkout' });
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Card payment' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
});
