// theme.spec.ts — docs/client.md#theme rules in a real browser: stored, else system, else dark; no flash on reload.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('with no system preference, falls back to dark', async ({ page }) => {
  // Chromium always reports light or dark; emulate a browser that answers neither.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    // `not all` never matches and is a real MediaQueryList, listeners and all.
    window.matchMedia = (query: string) => original(query.includes('prefers-color-scheme') ? 'not all' : query);
  });
  await page.goto('/');
  expect(await themeOf(page)).toBe('dark');
});

test.describe('with a light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('follows the system when nothing is stored', async ({ page }) => {
    await page.goto('/');
    expect(await themeOf(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('ftv_theme'))).toBeNull();
  });

  test('a stored theme wins over the system preference', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ftv_theme', 'dark'));
    await page.goto('/');
    expect(await themeOf(page)).toBe('dark');
  });
});

test.describe('the theme toggle', () => {
  // No service worker: it would answer the page's scripts from its cache, past the route that blocks them below.
  test.use({ colorScheme: 'dark', serviceWorkers: 'block' });

  test('stores the choice, sets the attribute, and survives a reload with no flash', async ({ page }) => {
    await page.goto('/');
    expect(await themeOf(page)).toBe('dark');
    const darkBackground = await background(page);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await themeOf(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('ftv_theme'))).toBe('light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    const lightBackground = await background(page);
    expect(lightBackground).not.toBe(darkBackground);
    await expectNoAxeViolations(page);

    // Before any app script runs, the page must already be light: block every script file and reload.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    expect(await themeOf(page)).toBe('light');
    expect(await background(page)).toBe(lightBackground);
    await page.unroute('**/*.js');

    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await themeOf(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('ftv_theme'))).toBe('dark');
  });
});
