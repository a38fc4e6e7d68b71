// playwright.config.ts (visual) — the story pass: every story of the built Storybook in its Chromatic modes (.storybook/modes.ts), played, checked with axe and pictured against committed baselines (docs/testing.md).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry only to tell a flaky story from a broken one: npm test fails on either (scripts/test.ts).
  // ("Execution context was destroyed" came from a story's link click unloading the preview, which
  // .storybook/preview.tsx now prevents.)
  retries: 1,
  forbidOnly: !!process.env.CI,
  outputDir: '../../test-results/visual',
  // Baselines live in the repo: tests/visual/__screenshots__/<theme>-<story id>.png (stories.spec.ts names them)
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // CI never invents a baseline: a missing one fails. Locally a new story gets its baseline written.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: {
      // Small tolerance for anti-aliasing differences; a changed colour, size or layout still fails.
      maxDiffPixelRatio: 0.002,
      threshold: 0.15,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  },
});
