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

test('paused for 8 s, a live channel resumes from the paused moment, behind live; Jump to live returns to the edge', async ({ page }) => {
  // An 8 s pause (longer than the buffer resume), then a time-shifted start and back to live.
  const spans = shiftRequests(page);
  await page.goto('/tv/101');
  await expectPlaying(page);
  await player(page).focus();
  const pausedAt = Date.now() / 1000;
  await page.keyboard.press('Space');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // Longer than RESUME_FROM_BUFFER_SECONDS (6 s): a shorter pause resumes from the buffer, not through the time-shift.
  await page.waitForTimeout(8_000);
  await page.keyboard.press('Space');

  // From the moment it was paused (a few seconds behind the clock, as live is), not from the live edge.
  await expect.poll(() => spans.length, { timeout: 10_000 }).toBe(1);
  expect(spans[0]).toBeGreaterThan(pausedAt - 15);
  expect(spans[0]).toBeLessThanOrEqual(pausedAt);
  await expectChannelShowing(page, 101);
  const behind = player(page).getByText(/^\d+:\d\d behind live$/);
  await expect(behind).toBeVisible();
  const seconds = (text: string) => text.split(' ')[0]!.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  expect(seconds((await behind.textContent())!)).toBeGreaterThanOrEqual(8);
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

test('catch-up: yesterday\'s programme from the one-channel guide plays with a seek bar, seeks, and goes back to live TV', async ({ page }) => {
  // A catch-up start, seeks that each wait for a picture, and back to live.
  await page.goto('/tvguide/101');
  const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA'));
  await page.goto(`/tvguide/101?day=${yesterday}`);
  const watch = page.getByRole('link', { name: /^Watch .+ again$/ });
  await expect(watch.first()).toBeVisible();
  const href = await watch.nth(3).getAttribute('href');
  const [, from, to] = /^\/tv\/101\?from=(\d+)&to=(\d+)$/.exec(href ?? '') ?? [];
  expect(Number(to) - Number(from)).toBeGreaterThan(0);
  await watch.nth(3).click();
  await expect(page).toHaveURL(new RegExp(`/tv/101\\?from=${from}&to=${to}$`));

  await expect(player(page).getByText(/^Catch-up: /)).toBeVisible();
  await expectChannelShowing(page, 101);
  const seek = player(page).getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveAttribute('max', String(Number(to) - Number(from)));
  const half = Math.floor((Number(to) - Number(from)) / 2);
  await seek.fill(String(half));
  await expect.poll(() => page.locator(VISIBLE_VIDEO).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(half - 1);
  await expectChannelShowing(page, 101);
  // The address is the programme: a reload plays it again.
  await page.reload();
  await expect(player(page).getByText(/^Catch-up: /)).toBeVisible();
  await expectChannelShowing(page, 101);

  await page.getByRole('link', { name: 'Back to live TV' }).click();
  await expect(page).toHaveURL(/\/tv\/101$/);
  await expect(player(page).getByText('Live', { exact: true })).toBeVisible();
  await expectChannelShowing(page, 101);
});

test('catch-up keeps a premium channel behind its paywall, and a programme older than the catch-up days says so', async ({ page }) => {
  const now = Math.floor(Date.now() / 1000);
  const media: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/shift/102/')) media.push(request.url());
  });
  await page.goto(`/tv/102?from=${now - 7200}&to=${now - 3600}`);
  await expect(page.getByRole('heading', { name: /is a premium channel$/ })).toBeVisible();
  await expect(player(page).getByRole('link', { name: 'See subscription plans' })).toHaveAttribute('href', '/subscribe');
  expect(media).toEqual([]);

  await page.goto(`/tv/101?from=${now - 9 * 86_400}&to=${now - 9 * 86_400 + 3600}`);
  await expect(player(page).getByRole('alert')).toContainText('This programme is older than the 7-day catch-up window');
  await player(page).getByRole('link', { name: /live$/ }).click();
  await expect(page).toHaveURL(/\/tv\/101$/);
  await expectChannelShowing(page, 101);
});

test('the programme on now, from its details in the guide: Start over plays it from its start, and the address is live TV\'s again', async ({ page }) => {
  const spans = shiftRequests(page);
  await page.goto('/tvguide/104');
  const onNow = page.getByRole('listitem').filter({ hasText: 'On now' });
  await onNow.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  const startOver = dialog.getByRole('link', { name: 'Start over' });
  const from = Number(/from=(\d+)$/.exec((await startOver.getAttribute('href')) ?? '')?.[1]);
  await startOver.click();
  await expect.poll(() => spans.length, { timeout: 10_000 }).toBe(1);
  expect(spans[0]).toBe(from);
  await expect(page).toHaveURL(/\/tv\/104$/);
  await expectChannelShowing(page, 104);
  await expect(player(page).getByText(/behind live$/)).toBeVisible();
});

test('the seek bar spans the time-shift window on the wall clock: moved ten minutes back, the picture is ten minutes behind live', async ({ page }) => {
  const spans = shiftRequests(page);
  await page.goto('/tv/107');
  await expectPlaying(page);
  const seek = player(page).getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveAttribute('aria-valuetext', /, live$/);
  // Read together: the window moves on with the clock every second.
  const [min, max] = await seek.evaluate((input: HTMLInputElement) => [Number(input.min), Number(input.max)]);
  expect(max - min).toBe(7200);
  await seek.fill(String(max - 600));
  // The seek is made when the viewer lets go of the thumb (here: focus leaves it).
  await seek.blur();
  await expect.poll(() => spans.length, { timeout: 10_000 }).toBe(1);
  expect(Math.abs(spans[0]! - (max - 600))).toBeLessThanOrEqual(1);
  await expectChannelShowing(page, 107);
  await expect(player(page).getByText(/^10:\d\d behind live$/)).toBeVisible();
  await expect(seek).toHaveAttribute('aria-valuetext', /, 10:\d\d behind live$/);
});
