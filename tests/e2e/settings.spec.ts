// settings.spec.ts — /settings in a real browser against the real provider: profile, password, email verification, subscriptions, orders.
import type { Page } from '@playwright/test';
import { buySubscription } from '../support/checkout.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { mailedLink, PASSWORD, register } from './support/accounts.ts';

async function registerAndOpenSettings(page: Page): Promise<string> {
  const email = await register(page, { next: '/settings' });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return email;
}

test('a visitor is asked to log in, and comes back to settings afterwards', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Log in to see your settings' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fsettings');
});

test('profile: country and timezone are saved and survive a reload', async ({ page }) => {
  await registerAndOpenSettings(page);
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('combobox', { name: 'Country' }).selectOption('NZ');
  await profile.getByRole('combobox', { name: 'Timezone' }).selectOption('Pacific/Auckland');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(profile.getByRole('combobox', { name: 'Country' })).toHaveValue('NZ');
  await expect(profile.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Pacific/Auckland');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('ftv_user') ?? '{}'));
  expect(user.homeLocation ?? user['home-location']).toMatchObject({ country: 'NZ', timezone: 'Pacific/Auckland' });
  await expectNoAxeViolations(page);
});

test('password change: each answer has its message, and the new password logs in', async ({ page }) => {
  const email = await registerAndOpenSettings(page);
  const section = page.getByRole('region', { name: 'Password' });
  const current = section.getByLabel(/^Current password/);
  const next = section.getByLabel(/^New password/);

  await current.fill('not my password');
  await next.fill('a brand new password');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toHaveText('Current password is incorrect');

  // Too short is refused before anything is sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/tv/api/accountUpdate')) sent += 1;
  });
  await current.fill(PASSWORD);
  await next.fill('short');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('New password is too short')).toBeVisible();
  expect(sent).toBe(0);

  await next.fill('a brand new password');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Password changed successfully')).toBeVisible();
  await expect(current).toHaveValue('');

  await page.getByRole('banner').getByRole('button', { expanded: false }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/login');
  await page.getByLabel('Email or login').fill(email);
  await page.getByLabel(/^Password/).fill('a brand new password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
});

test('email verification: send, open the mailed link, and settings shows it verified', async ({ page }) => {
  const email = await registerAndOpenSettings(page);
  const section = page.getByRole('region', { name: 'Email' });
  await expect(section.getByText('Not verified')).toBeVisible();
  await section.getByRole('button', { name: 'Send verification email' }).click();
  await expect(section.getByText('Verification email sent successfully')).toBeVisible();

  await page.goto(await mailedLink(page, email, '/verify-email'));
  await expect(page.getByText('Email verified successfully').first()).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Email' }).getByText('Verified', { exact: true })).toBeVisible();
});

test('subscriptions and orders: a paid plan shows its time left, cancelling asks first, the order is listed', async ({ page }) => {
  await registerAndOpenSettings(page);
  await expect(page.getByRole('heading', { name: 'No paid subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

  // Paid through the provider directly: the checkout pages have their own tests.
  await buySubscription(page, 'Premium Monthly');

  await page.reload();
  const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
  await expect(subscriptions.getByText(/days left · renews on/)).toBeVisible();
  await subscriptions.getByRole('button', { name: /^Cancel / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Subscription cancelled')).toBeVisible();
  await expect(subscriptions.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(subscriptions.getByText(/days left · ends on/)).toBeVisible();

  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('table')).toBeVisible();
  await expect(orders.getByRole('cell', { name: 'Visa ending in 4242' })).toBeVisible();
  await expectNoAxeViolations(page);
});
