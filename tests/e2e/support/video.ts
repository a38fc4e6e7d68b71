// video.ts — whether the page's visible video really plays, judged by its clock rather than by the player's own state; channels kept warm (hidden, `data-standby`) never count.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** The picture the viewer sees: the player keeps other channels warm in hidden videos beside it. */
export const VISIBLE_VIDEO = 'video:not([data-standby])';

/** The visible video's clock, or 0 when there is none. */
export const visibleTime = (page: Page) => page.evaluate((selector) => document.querySelector<HTMLVideoElement>(selector)?.currentTime ?? 0, VISIBLE_VIDEO);

/**
 * The visible video has moved past half a second and its clock moves on from there: frames are being shown. Past
 * half a second alone is not enough for live video: hls.js seeks to the live edge (tens of seconds in) before the
 * first frame, and a busy machine saw the player still loading (its keys ignored) with the clock already there. A
 * first frame of live video can take a while on a shared 2-core machine, hence the long default; a recording (already
 * on disk) starts sooner.
 */
export async function expectPlaying(page: Page, { timeout = 45_000 }: { timeout?: number } = {}) {
  await expect.poll(() => visibleTime(page), { timeout }).toBeGreaterThan(0.5);
  const at = await visibleTime(page);
  await expect.poll(() => visibleTime(page), { timeout }).toBeGreaterThan(at + 0.3);
}

/**
 * The visible video is channel `id`'s and its clock moves: the channel shows and plays (a channel swapped in from
 * standby had its clock running before, so moving is what counts, not its value).
 */
export async function expectChannelShowing(page: Page, id: number, { timeout = 45_000 }: { timeout?: number } = {}) {
  const visible = page.locator(`${VISIBLE_VIDEO}[data-channel-id="${id}"]`);
  await expect(visible).toHaveCount(1, { timeout });
  const at = await visible.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => visible.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout }).toBeGreaterThan(at + 0.3);
  await expect.poll(() => visible.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout }).toBeGreaterThan(0.5);
}

/** Every hidden channel is silent, whatever happened: a standby is never heard. */
export async function expectStandbysSilent(page: Page) {
  const loud = await page.evaluate(() => [...document.querySelectorAll<HTMLVideoElement>('video[data-standby]')].filter((v) => !v.muted).length);
  expect(loud).toBe(0);
}
