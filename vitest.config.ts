// vitest.config.ts — four projects: unit (node), real-time (node: server tests that wait on the wall clock), components (browser), storybook (every story, with a11y: for writing stories; npm test runs the story pass, tests/visual).
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import { DATABASE_FREE_FILES, REAL_TIME_FILES } from './tests/unit/server/passes.ts';
import viteConfig from './vite.config.ts';

/** The PostgreSQL pass (FTV_TEST_DATABASE_URL set) leaves out the files that reach no database: the SQLite pass ran them. */
const runOnce = process.env.FTV_TEST_DATABASE_URL ? DATABASE_FREE_FILES : [];

// A fresh object per project: Vitest writes each project's name into its browser instances.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

export default defineConfig({
  // The app's plugins (React, vanilla-extract) once, shared by the browser projects via `extends: true`.
  plugins: viteConfig.plugins,
  // Pre-bundled up front: on a fresh clone Vite otherwise discovers these mid-run and reloads the
  // browser, which kills the test file that was loading ("did not become ready").
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'jotai',
      'hls.js',
      '@tanstack/react-virtual',
      '@radix-ui/react-dialog',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'vitest-browser-react',
    ],
  },
  test: {
    // Each test's line in the JSON report: npm test names long tests that do not say why (scripts/test.ts).
    includeTaskLocation: true,
    projects: [
      {
        // CPU-bound: as many files at once as npm test gives it cores (FTV_TEST_WORKERS), the limits generous for a shared machine.
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...REAL_TIME_FILES, ...runOnce],
          maxWorkers: Number(process.env.FTV_TEST_WORKERS) || 3,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Several files at once: they wait on the wall clock (programmes airing, servers down), not on the CPU, which the
        // step of their own keeps for them (docs/testing.md#the-server-tests).
        test: {
          name: 'real-time',
          environment: 'node',
          include: REAL_TIME_FILES,
          exclude: [...configDefaults.exclude, ...runOnce],
          maxWorkers: 6,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'], browser: browser() },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: { name: 'storybook', browser: browser() },
      },
    ],
  },
});
