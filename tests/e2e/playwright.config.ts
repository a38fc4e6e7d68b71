// playwright.config.ts (e2e) — Debian's Chromium against the real server started in global setup.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One more try to tell a flaky test from a broken one: npm test fails on either (scripts/test.ts).
  retries: 1,
  forbidOnly: !!process.env.CI,
  // A test's whole deadline: room for a machine doing other work (docs/testing.md), not a measure of speed.
  timeout: 60_000,
  // Pages that decode video while they render answer slowly on a busy machine: 10 s rather than Playwright's 5 s.
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 800 },
    // A failure's retry is traced. Tracing every test to keep the failures' (`FTV_TRACE=all`, when a failure does not
    // repeat on its retry) made watch.spec.ts and persistence.spec.ts take 4.0 min instead of 1.5 (its screenshots).
    trace: process.env.FTV_TRACE === 'all' ? 'retain-on-failure' : 'on-first-retry',
  },
});
