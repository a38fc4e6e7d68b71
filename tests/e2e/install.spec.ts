// install.spec.ts — the installable app in a real browser: no installability errors, the shell offline once visited, no media or API ever cached, the offline page.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { BUILD_CHECKED_MARK, UPDATED_MESSAGE } from '../../src/app/pwa/useAppUpdateNotice.ts';
import { BUILD_MESSAGE } from '../../src/sw/protocol.ts';
import { NETWORK_ONLY_PREFIXES } from '../../src/sw/routing.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startServer, type RunningServer } from '../support/startServer.ts';
import { expect, PAGE_START, test } from './fixtures.ts';
import { expectPlaying } from './support/video.ts';

const OFFLINE_TEXT = 'You are offline. FTV will reconnect when your connection is back.';

/** Every URL held in the page's caches (the worker's precache and its asset cache). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** A worker's install fetches and stores the shell, and a busy machine takes its time over it (the default wait is 10 s). */
const WORKER_INSTALL = { timeout: 30_000 };

/** The worker is active (registered after load and idle) and has stored the shell, `/` as the server answers it. */
async function shellStored(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(async () => (await cachedUrls(page)).some((url) => new URL(url).pathname === '/'), WORKER_INSTALL).toBe(true);
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
  // A worker installed, a first frame of live video, then two starts of the app offline: the browser's work.
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
    await expect(page.getByRole('banner').getByRole('link', { name: 'FTV home' })).toBeVisible(PAGE_START);
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
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible(PAGE_START);
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
});

/** The build of the worker controlling the page, asked as the app asks it (null: no worker controls it). */
const controllerBuild = (page: Page) =>
  page.evaluate(
    (question) =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<string>) => resolve(event.data);
        controller.postMessage(question, [channel.port2]);
      }),
    BUILD_MESSAGE,
  );

/** Once the app has asked its worker which build this start is, and handled the answer: a notice not there now is not coming. */
async function buildChecked(page: Page) {
  await expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, BUILD_CHECKED_MARK), PAGE_START).toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.describe('the update notice', () => {
  // A server of its own on a copy of the build, so this test can publish a "next build" without touching the others'.
  // Started before the test (a server's start on a busy machine is no part of what the test waits for).
  let webRoot: string;
  let server: RunningServer;
  test.beforeAll(async () => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'ftv-web-'));
    cpSync('dist', webRoot, { recursive: true });
    server = await startServer({ FTV_WEB_ROOT: webRoot });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  test('a new build takes over at the next start, which says "FTV was updated." once', async ({ browser }) => {
    // Four starts of the app, and a worker installed and activated between them: the browser's work.
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await shellStored(page);
      // The second start is the worker's, and the first it reports a build on: remembered, no notice (nothing was updated).
      await page.reload();
      const first = await controllerBuild(page);
      expect(first).toMatch(/^\w+$/);
      await buildChecked(page);
      expect(await page.evaluate(() => localStorage.getItem('ftv_app_build'))).toBe(first);
      // (Counted now: a retrying assertion would wait for a wrong notice to go by itself.)
      expect(await page.getByText(UPDATED_MESSAGE).count()).toBe(0);

      // The next build is published (its worker differs in its build id), and the browser finds it while this tab is open.
      const next = first!.split('').reverse().join('') === first ? `${first!.slice(1)}x` : first!.split('').reverse().join('');
      const worker = path.join(webRoot, 'sw.js');
      writeFileSync(worker, readFileSync(worker, 'utf8').replaceAll(first!, next));
      for (const compressed of ['sw.js.br', 'sw.js.gz']) rmSync(path.join(webRoot, compressed), { force: true });
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration!.update();
      });
      await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting), WORKER_INSTALL).toBe(true);
      // This tab keeps the build it started with: the new worker waits.
      expect(await controllerBuild(page)).toBe(first);
      expect(await page.getByText(UPDATED_MESSAGE).count()).toBe(0);

      // The next start (the old build's last page gone): the new build, and the notice, once. The browser lets the old
      // worker go a beat after its last page has: until then a start would still be the old build's. So the tab leaves,
      // and a page that no worker controls (the DevTools protocol's bypass) waits for the new worker to be the active one.
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBypassServiceWorker', { bypass: true });
      await page.goto('/offline.html');
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null), WORKER_INSTALL).toBe(true);
      await cdp.send('Network.setBypassServiceWorker', { bypass: false });
      await page.goto('/');
      expect(await controllerBuild(page)).toBe(next);
      await expect(page.getByText(UPDATED_MESSAGE)).toBeVisible(PAGE_START);
      expect(await page.evaluate(() => localStorage.getItem('ftv_app_build'))).toBe(next);
      await page.reload();
      await buildChecked(page);
      expect(await controllerBuild(page)).toBe(next);
      expect(await page.getByText(UPDATED_MESSAGE).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
