// readme-screenshot.ts — refreshes docs/screenshot.png (the README's picture) from the real server and build.
import { chromium } from '@playwright/test';
import path from 'node:path';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { startServer } from '../tests/support/startServer.ts';
import { ensureBuild } from './build-stamp.ts';

ensureBuild();
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  await page.goto(`${server.url}${process.argv[2] ?? '/'}`);
  await page.evaluate(() => document.fonts.ready);
  const file = path.resolve(import.meta.dirname, '..', 'docs', 'screenshot.png');
  await page.screenshot({ path: file });
  console.info(`written: ${path.relative(process.cwd(), file)}`);
} finally {
  await browser.close();
  await server.stop();
}
