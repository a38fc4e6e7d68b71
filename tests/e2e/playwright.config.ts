// playwright.config.ts (e2e) — Debian's Chromium against the real server started in global setup.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One more try in CI only to tell a flaky test from a broken one: npm test fails on either (scripts/test.ts).
  retries: process.env.CI ? 1 : 0,
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
    // Tracing every test (to keep the failures') costs a quarter of the run's CPU: in CI a failure's retry is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
});
