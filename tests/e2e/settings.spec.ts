// settings.spec.ts — /settings in a real browser against the real provider: profile, password, email verification, subscriptions, orders.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const PASSWORD = 'correct horse battery';
let counter = 0;
const newEmail = () => `settings-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@ftv.example`;

async function registerAndOpenSettings(page: Page): Promise<string> {
  const email = newEmail();
  await page.goto('/register?next=%2Fsettings');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return email;
}

/** Calls the provider as the logged-in page would (for steps whose UI belongs to other pages). */
function callAsUser(page: Page, path: string, body: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ftv-token': localStorage.getItem('ftv_access_token') ?? '' },
        body: JSON.stringify({ session_key: localStorage.getItem('ftv_session_key'), ...body }),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
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

  let link: string | undefined;
  await expect(async () => {
    const mails = (await (await page.request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
    link = mails.map((mail) => /https?:\/\/\S+\/verify-email\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('Email verified successfully').first()).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Email' }).getByText('Verified', { exact: true })).toBeVisible();
});

test('subscriptions and orders: a paid plan shows its time left, cancelling asks first, the order is listed', async ({ page }) => {
  await registerAndOpenSettings(page);
  await expect(page.getByRole('heading', { name: 'No paid subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

  // Paid through the provider directly: the checkout pages have their own tests.
  expect((await callAsUser(page, '/tv/api/checkout/clear-cart')).status).toBe(200);
  expect((await callAsUser(page, '/tv/api/checkout/add-to-cart/2')).status).toBe(200);
  const year = (new Date().getUTCFullYear() + 3) % 100;
  const paid = await callAsUser(page, '/tv/api/checkout/subscribe', {
    card_number: '4242424242424242', expiration: `12/${year}`, cvv: '123', card_holder_name: 'Settings Tester', agree_to_terms: true, agree_to_marketing: false,
  });
  expect(paid.status).toBe(200);

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
