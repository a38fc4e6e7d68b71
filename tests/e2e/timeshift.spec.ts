// timeshift.spec.ts — live TV that does not run away, in a real browser against the real provider: pause and resume behind live, start over, back to live.
import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { expectChannelShowing, expectPlaying, VISIBLE_VIDEO } from './support/video.ts';

test.beforeEach(() => test.setTimeout(120_000));

const player = (page: Page) => page.getByRole('region', { name: / player$/ });

/** The span a time-shift playlist was asked for (`from-{unix}`), from the requests the page made. */
function shiftRequests(page: Page) {
  const spans: number[] = [];
  page.on('request', (request: Request) => {
    const match = /\/media\/shift\/\d+\/[^/]+\/from-(\d+)\/master\.m3u8$/.exec(new URL(request.url()).pathname);
    if (match) spans.push(Number(match[1]));
  });
  return spans;
}

test('paused for 20 s, a live channel resumes from the paused moment, behind live; Jump to live returns to the edge', async ({ page }) => {
  const spans = shiftRequests(page);
  await page.goto('/tv/101');
  await expectPlaying(page);
  await player(page).focus();
  const pausedAt = Date.now() / 1000;
  await page.keyboard.press('Space');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.waitForTimeout(20_000);
  await page.keyboard.press('Space');

  // From the moment it was paused (a few seconds behind the clock, as live is), not from the live edge.
  await expect.poll(() => spans.length, { timeout: 10_000 }).toBe(1);
  expect(spans[0]).toBeGreaterThan(pausedAt - 15);
  expect(spans[0]).toBeLessThanOrEqual(pausedAt);
  await expectChannelShowing(page, 101);
  const behind = player(page).getByText(/^\d+:\d\d behind live$/);
  await expect(behind).toBeVisible();
  const seconds = (text: string) => text.split(' ')[0]!.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  expect(seconds((await behind.textContent())!)).toBeGreaterThanOrEqual(20);
  await expectNoAxeViolations(page);

  await player(page).getByRole('button', { name: 'Jump to live' }).click();
  await expect(player(page).getByText('Live', { exact: true })).toBeVisible();
  await expect(behind).toHaveCount(0);
  await expectChannelShowing(page, 101);
});

test('Start over plays the programme on air from its start, and a zap returns to live TV', async ({ page }) => {
  const spans = shiftRequests(page);
  await page.goto('/tv/103');
  await expectPlaying(page);
  // The programme on air, as the provider says.
  const startedAt = await page.evaluate(async () => {
    const key = localStorage.getItem('ftv_session_key');
    const answer = (await (await fetch(`/tv/api/channel/103?session_key=${key}`)).json()) as { now_playing: { startdatetime: string | number } };
    return Number(answer.now_playing.startdatetime);
  });
  await player(page).getByRole('button', { name: 'Start over' }).click();
  await expect.poll(() => spans.length, { timeout: 10_000 }).toBe(1);
  expect(spans[0]).toBe(startedAt);
  await expectChannelShowing(page, 103);
  await expect(player(page).getByText(/behind live$/)).toBeVisible();

  await player(page).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/\/tv\/104$/);
  await expectChannelShowing(page, 104);
  await expect(player(page).getByText(/behind live$/)).toHaveCount(0);
  await expect(page.locator(VISIBLE_VIDEO)).toHaveCount(1);
});

test('← rewinds live TV by 10 s through the time-shift; → past the edge is live again', async ({ page }) => {
  const spans = shiftRequests(page);
  await page.goto('/tv/106');
  await expectPlaying(page);
  await player(page).focus();
  const pressedAt = Date.now() / 1000;
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => spans.length, { timeout: 10_000 }).toBe(1);
  // Ten seconds before the picture that was on screen, which itself was a few seconds behind the clock.
  expect(spans[0]).toBeLessThanOrEqual(pressedAt - 10);
  expect(spans[0]).toBeGreaterThan(pressedAt - 25);
  await expectChannelShowing(page, 106);
  await expect(player(page).getByText(/^0:\d\d behind live$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(player(page).getByText('Live', { exact: true })).toBeVisible();
  await expectChannelShowing(page, 106);
});
