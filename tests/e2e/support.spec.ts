// support.spec.ts — contacting support from the footer and the error page; the message reaches the inbox with its technical data.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('from the footer: the form sends the message with the app version, page and browser attached', async ({ page, browserName }) => {
  const subject = `Picture freezes ${Date.now().toString(36)}`;
  await page.goto('/press');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support\?from=%2Fpress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Your email' }).fill('viewer@ftv.example');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('technical');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('The picture stops after a minute on channel 5.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main').getByText('Support message sent successfully')).toBeVisible();
  // The form is ready for another message; the address stays.
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Your email' })).toHaveValue('viewer@ftv.example');

  const userAgent = await page.evaluate(() => navigator.userAgent);
  await expect(async () => {
    const mails = (await (await page.request.get('/dev/mail.json?limit=50')).json()) as { subject: string; text: string; to: string }[];
    const inbox = mails.find((mail) => mail.to !== 'viewer@ftv.example' && mail.text.includes(subject));
    expect(inbox, 'the support inbox mail').toBeTruthy();
    expect(inbox!.text).toContain('"route": "/press"');
    expect(inbox!.text).toContain('"appVersion": "0.1.0"');
    expect(inbox!.text).toContain(userAgent);
  }).toPass({ timeout: 10_000 });
  expect(browserName).toBe('chromium');
});

test('from the error page: the link carries the page that failed', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/support\?from=%2Fno%2Fsuch%2Fpage$/);
  await page.getByText('Technical details sent with your message').click();
  await expect(page.getByRole('main').getByText('/no/such/page')).toBeVisible();
});
