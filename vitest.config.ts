// vitest.config.ts — three projects: unit (node), components (browser), storybook (every story, with a11y: for writing stories; npm test runs the story pass, tests/visual).
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import viteConfig from './vite.config.ts';

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
        // Several files at once: the slow server files wait on the wall clock (programmes airing, servers down), not the CPU
        // (docs/testing.md). Sharing 2 cores that way, a test's own work takes a few times longer than alone: hence the limits.
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], maxWorkers: 5, testTimeout: 60_000, hookTimeout: 120_000 },
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
