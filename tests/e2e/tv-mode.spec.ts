// tv-mode.spec.ts — the 10-foot layout (issue 33, its first part): chosen in settings, held across a reload and tabs, automatic on a large screen with no fine pointer, and axe clean.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const isTv = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-tv'));
const bodyTextPx = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('main p, main label') ?? document.body).fontSize));

test('TV mode turned on in settings: larger type, a thick focus ring, the title-safe margin; it holds across a reload and follows in another tab', async ({ page, context }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/settings');
  const choice = page.getByLabel('TV mode');
  // A desktop with a mouse: automatic leaves it off.
  await expect(choice).toHaveValue('auto');
  expect(await isTv(page)).toBe(false);
  const before = await bodyTextPx(page);
  await choice.selectOption('on');
  await expect.poll(() => isTv(page)).toBe(true);
  expect(await bodyTextPx(page)).toBeGreaterThanOrEqual(before * 1.4);
  // The focus ring a remote's user follows, and nothing within 2.5% of the screen's edges.
  await choice.focus();
  expect(await choice.evaluate((element) => parseFloat(getComputedStyle(element).outlineWidth))).toBeGreaterThanOrEqual(6);
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingLeft))).toBeCloseTo(1920 * 0.025, 0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(choice).toHaveValue('on');
  expect(await isTv(page)).toBe(true);

  // Turned off in another tab: this one follows without a reload.
  const other = await context.newPage();
  await other.goto('/settings');
  await other.getByLabel('TV mode').selectOption('off');
  await expect.poll(() => isTv(page)).toBe(false);
  await expect(choice).toHaveValue('off');
  await other.close();
});

test('automatic: on for a large screen with no mouse and no touch (a TV\'s browser), off when the screen no longer looks like one or when chosen off', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  // The screen as a TV's browser reports it: no fine pointer (Chromium's device emulation), and no touch screen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 0 }));
  await page.goto('/');
  await expect.poll(() => isTv(page)).toBe(true);
  await expectNoAxeViolations(page);
  // The screen as seen changes (here narrower than a TV's): the page follows at once, without a reload.
  await page.setViewportSize({ width: 800, height: 600 });
  await expect.poll(() => isTv(page)).toBe(false);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => isTv(page)).toBe(true);
  // Chosen off, it stays off on the TV.
  await page.goto('/settings');
  await page.getByLabel('TV mode').selectOption('off');
  await expect.poll(() => isTv(page)).toBe(false);
});
