// video.ts — whether the page's video really plays, judged by its clock rather than by the player's own state.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * The page's video has moved past half a second: frames are being shown. A first frame of live video can take a
 * while on a shared 2-core machine, hence the long default; a recording (already on disk) starts sooner.
 */
export async function expectPlaying(page: Page, { timeout = 45_000 }: { timeout?: number } = {}) {
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout }).toBeGreaterThan(0.5);
}
