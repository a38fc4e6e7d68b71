// install.spec.ts — the installable app in a real browser: no installability errors, the shell offline once visited, no media or API ever cached, the offline page.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { NETWORK_ONLY_PREFIXES } from '../../src/sw/routing.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { expect, test } from './fixtures.ts';
import { expectPlaying } from './support/video.ts';

const OFFLINE_TEXT = 'You are offline. FTV will reconnect when your connection is back.';

/** Every URL held in the page's caches (the worker's precache and its asset cache). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** The worker is active (registered after load and idle) and has stored the shell, `/` as the server answers it. */
async function shellStored(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(async () => (await cachedUrls(page)).some((url) => new URL(url).pathname === '/')).toBe(true);
}

test('installable: a manifest without errors and no installability errors', async ({ baseURL }) => {
  // A profile on disk: Chromium never offers to install from an incognito context, which Playwright's contexts are.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'ftv-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await shellStored(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'FTV — Live TV', short_name: 'FTV', display: 'standalone', start_url: '/' });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('watching stores no media or API; once visited, the shell opens offline', async ({ page, context }) => {
  await page.goto('/');
  await shellStored(page);
  // This navigation is the worker's: it controls the page from here on.
  await page.goto('/tv/101');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await expectPlaying(page);
  const urls = await cachedUrls(page);
  const paths = urls.map((url) => new URL(url).pathname);
  // The watch page's own chunks were stored as they came (cache-first /assets/), so the worker did see the page's requests.
  expect(paths.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(5);
  expect(paths.filter((path) => NETWORK_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix)))).toEqual([]);

  await context.setOffline(true);
  for (const path of ['/', '/tv/101']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'FTV home' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
  }
  await context.setOffline(false);
});

test('offline with no stored shell: the offline page, with a way to try again', async ({ page, context }) => {
  await page.goto('/');
  await shellStored(page);
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (new URL(request.url).pathname === '/') await cache.delete(request);
    }
  });
  await context.setOffline(true);
  await page.goto('/tv/101');
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
});
