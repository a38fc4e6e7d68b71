// fixtures.ts — the e2e `test`: baseURL from the running server, and a guard that no request leaves the origin.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ offOriginRequests: string[]; pageErrors: string[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.FTV_E2E_URL;
    if (!url) throw new Error('FTV_E2E_URL is not set: run through tests/e2e/playwright.config.ts');
    await use(url);
  },
  // Every test fails if the page asked anything of another origin (fonts and assets are self-hosted).
  offOriginRequests: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const offOrigin: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) offOrigin.push(url);
      });
      await use(offOrigin);
      expect(offOrigin, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
  // Every test fails if the page threw an uncaught error, even when what it checked looked right.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A Content-Security-Policy violation only shows as a console error: it fails the test too.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The deadline of the first thing a test waits for once a page has (re)loaded: the app's code, its session and its first
 * answers arrive before anything shows, which on a busy 2-core machine took 14 s (the default wait is 10 s).
 */
export const PAGE_START = { timeout: 30_000 };

/**
 * Fails with the list of axe violations (WCAG 2.x A/AA and best practices) on the current page. Only violations are
 * described: by default axe gives every passing node (thousands on a page with a long programme list) a unique CSS
 * selector, XPath and ancestry, each found by matching against the whole document, and ships them to a blank page to
 * merge. That is quadratic in the page's size: on a busy 2-core machine the page's renderer stayed pegged past the
 * test's timeout. In-page `axe.run` (legacy mode: no cross-origin frames, which these pages never have) with
 * `resultTypes` describes only the nodes that fail.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  // Only part of the page (a CSS selector): where the rest is checked elsewhere, and is too big to check here.
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
