// shell.spec.ts — the app shell in a real browser: header, footer, information pages, error page, serving.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const INFO_PAGES = [
  { path: '/about-us', title: 'About us' },
  { path: '/press', title: 'Press' },
  { path: '/privacy-policy', title: 'Privacy policy' },
  { path: '/terms-of-service', title: 'Terms of service' },
  { path: '/cookie-policy', title: 'Cookie policy' },
  { path: '/dmca-notice', title: 'DMCA notice' },
];

test('home shows the header, the main content and the footer, with no axe violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'FTV home' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  for (const { title } of INFO_PAGES) await expect(footer.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const { path, title } of INFO_PAGES) {
  test(`${path} renders its content`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} — FTV`);
    // Real content: several sections, each reachable from the table of contents.
    const toc = main.getByRole('navigation', { name: 'On this page' });
    const entries = toc.getByRole('link');
    expect(await entries.count()).toBeGreaterThanOrEqual(4);
    const lastEntry = entries.last();
    const heading = (await lastEntry.textContent())!;
    await lastEntry.click();
    await expect(page).toHaveURL(new RegExp(`${path}#.+`));
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    expect((await main.innerText()).length).toBeGreaterThan(1500);
    await expectNoAxeViolations(page);
  });
}

test('footer links navigate inside the app without reloading the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { ftvMarker: number }).ftvMarker = 42));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { ftvMarker?: number }).ftvMarker)).toBe(42);
  // The header's home link brings the viewer back.
  await page.getByRole('link', { name: 'FTV home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the error page with a way home', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(200); // the SPA shell; the app decides what the path shows
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/error shows the error page', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  // Tab only once the app has rendered; before that there is nothing to focus.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('hashed assets are cached for a year, the page is revalidated, text is compressed', async ({ request }) => {
  const html = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  // The boot script (src/app/bootScript.ts) names the entry and what it imports; the largest is the app's libraries.
  const preloads = /"entryPreloads":(\[[^\]]*\])/.exec(await html.text())?.[1];
  const script = (JSON.parse(preloads ?? '[]') as string[]).find((file) => /\/app-/.test(file));
  expect(script).toMatch(/^\/assets\/.+-[\w-]{8,}\.js$/);
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});

test('unknown API paths and missing assets answer a JSON 404, not the app', async ({ request }) => {
  for (const path of ['/tv/api/nope', '/assets/missing-abcdef12.js']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringContaining('Not found') });
  }
});
