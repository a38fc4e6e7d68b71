// fonts.spec.ts — the app's pages paint every glyph in a font the project bundles, whatever fonts the machine has (tests/support/fonts.ts).
import type { Locator, Page } from '@playwright/test';
import { unshippedFonts } from '../support/fonts.ts';
import { expect, test } from './fixtures.ts';
import { register } from './support/accounts.ts';

/** Each page, and what shows once it has drawn its content (a channel's player and guide, the grid's programmes). */
const PAGES: Array<[string, (page: Page) => Locator]> = [
  ['/', (page) => page.getByRole('main').getByRole('heading', { level: 1 })],
  ['/tv/101', (page) => page.getByRole('region', { name: / player$/ })],
  ['/tvguide', (page) => page.getByRole('grid', { name: /^TV guide/ }).getByRole('gridcell').first()],
  ['/settings', (page) => page.getByRole('heading', { level: 1, name: 'Settings' })],
  // Code in the mono face, in both its weights; the error page shows the missing path in it.
  ['/cookie-policy', (page) => page.getByRole('main').locator('dt code').first()],
  ['/no-such-page', (page) => page.getByRole('main').getByText('/no-such-page')],
];

test('home, a channel, the guide, settings, an info page and the error page draw no text in a system font', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page);
  for (const [path, drawn] of PAGES) {
    await page.goto(path);
    await expect(drawn(page)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await unshippedFonts(page), `text on ${path} in a font the project does not ship`).toEqual([]);
  }
});
