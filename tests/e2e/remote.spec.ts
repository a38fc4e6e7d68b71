// remote.spec.ts — the watch page's remote in a real browser: twenty zaps in a row by the arrows after one click on the picture (focus never lost, with and without channels kept warm, visitor and subscriber), and the remote's keys from anywhere on the page but the chat box.
import type { Page } from '@playwright/test';
import { buySubscription } from '../support/checkout.ts';
import { expect, test } from './fixtures.ts';
import { register } from './support/accounts.ts';
import { pressRemoteKey } from './support/remote.ts';
import { expectChannelShowing, expectPlaying, VISIBLE_VIDEO } from './support/video.ts';

// Twenty real channel changes, and the remote's keys one by one, against live video on a 2-core machine: 20–60 s a test.
test.beforeEach(() => test.setTimeout(150_000));

// The demo lineup: ids 101–148 in order (numbers 1–48), wrapping round; per group of six the 2nd and 5th are premium.
const FIRST = 101;
const LAST = 148;
const isPremium = (id: number) => (id - 102) % 3 === 0;
const step = (id: number, key: 'ArrowUp' | 'ArrowDown') => (key === 'ArrowUp' ? (id === LAST ? FIRST : id + 1) : id === FIRST ? LAST : id - 1);

/** Up and down mixed: runs each way, and back-and-forth pairs (the channel just left is the one kept warm). */
const TWENTY_KEYS = ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown',
  'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowUp', 'ArrowUp'] as const;

const player = (page: Page) => page.getByRole('region', { name: / player$/ });
const focusIsInPlayer = (page: Page) => page.evaluate(() => document.activeElement?.closest('section[aria-label$=" player"]') !== null);

/** The page is on channel `id` and its visible video is that channel's: playing (unless `picture` is false), or behind the paywall for a visitor. */
async function expectOn(page: Page, id: number, { canWatch, picture = true }: { canWatch: boolean; picture?: boolean }) {
  await expect(page).toHaveURL(new RegExp(`/tv/${id}$`));
  await expect(page.locator(`${VISIBLE_VIDEO}[data-channel-id="${id}"]`)).toHaveCount(1);
  if (!canWatch && isPremium(id)) await expect(page.getByRole('heading', { name: /is a premium channel$/ })).toBeVisible();
  else if (picture) await expectChannelShowing(page, id);
}

/**
 * `waitForPictures`: each channel plays before the next press, so the channels beside it are warm and most zaps are
 * swaps (the videos the bug was about); without it the presses come as fast as the page follows them.
 */
async function zapTwentyTimes(page: Page, from: number, { canWatch, waitForPictures }: { canWatch: boolean; waitForPictures: boolean }) {
  await page.goto(`/tv/${from}`);
  await expectPlaying(page);
  // One click on the picture, as a viewer would: the player's region takes focus (never the video, which the player may swap out).
  await page.locator(VISIBLE_VIDEO).click();
  await expect(player(page)).toBeFocused();
  let id = from;
  for (const key of TWENTY_KEYS) {
    await page.keyboard.press(key);
    id = step(id, key);
    await expectOn(page, id, { canWatch, picture: waitForPictures });
    expect(await focusIsInPlayer(page), `focus after ${key} to ${id}`).toBe(true);
  }
  await expectOn(page, id, { canWatch });
}

test('twenty zaps in a row by ↑/↓ after one click on the picture: a visitor, channels kept warm', async ({ page }) => {
  // Twenty channel changes, each waited for until the channel shows (and the next is warm).
  await zapTwentyTimes(page, 103, { canWatch: false, waitForPictures: true });
  // Channels were kept warm all along (the swaps this test is about).
  await expect.poll(() => page.locator('video[data-standby]').count(), { timeout: 45_000 }).toBeGreaterThan(0);
});

test('twenty zaps in a row by ↑/↓ after one click on the picture: a subscriber, nothing kept warm', async ({ page }) => {
  // A registration and a subscription, then twenty channel changes.
  await register(page);
  await buySubscription(page, 'Premium Yearly');
  await page.goto('/settings');
  await page.getByRole('checkbox', { name: 'Instant channel change' }).uncheck();
  await zapTwentyTimes(page, 110, { canWatch: true, waitForPictures: false });
  await expect(page.locator('video[data-standby]')).toHaveCount(0);
});

test("the remote's keys work anywhere on the page, the arrows only on the player, and nothing zaps from the chat box", async ({ page }) => {
  // A registration, then a dozen remote keys, each waited for until it took effect.
  await register(page, { next: '/tv/103' });
  await expectPlaying(page);
  const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const overlay = page.getByTestId('channel-number');

  // From the page itself (focus on the body).
  await blur();
  await pressRemoteKey(page, 'ChannelUp');
  await expectOn(page, 104, { canWatch: false });
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/tv\/104$/);
  // From a button below the player.
  await page.getByRole('button', { name: 'Channel list' }).focus();
  await pressRemoteKey(page, 'ChannelDown');
  await expectOn(page, 103, { canWatch: false });
  await expect(page.getByRole('button', { name: 'Channel list' })).toBeFocused();
  await page.keyboard.press('PageUp');
  await expectOn(page, 104, { canWatch: false });
  // Back: the last channel.
  await pressRemoteKey(page, 'BrowserBack');
  await expectOn(page, 103, { canWatch: false });

  // Info shows now and next over the picture; play/pause and the red key (favourite) from the page.
  await blur();
  await pressRemoteKey(page, 'Info');
  await expect(player(page).getByRole('region', { name: /^Now and next on / })).toContainText('Now');
  await pressRemoteKey(page, 'MediaPlayPause');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await pressRemoteKey(page, 'MediaPlayPause');
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await pressRemoteKey(page, 'ColorF0Red');
  await expect(page.getByRole('button', { name: /^Remove .* from favourites$/ })).toHaveAttribute('aria-pressed', 'true');

  // Digits typed into the chat box are the message's: no number over the picture, no zap.
  const chatBox = page.getByRole('complementary', { name: 'Chat' }).getByRole('textbox');
  await chatBox.fill('');
  await chatBox.pressSequentially('105');
  await pressRemoteKey(page, 'ChannelUp');
  await expect(page).toHaveURL(/\/tv\/103$/);
  await expect(chatBox).toHaveValue('105');
  await expect(overlay).toHaveText('');
  // The same digits from the page do: the number shows, and Enter goes there.
  await blur();
  await page.keyboard.type('105');
  await expect(overlay).toContainText('1 0 5');
  await page.keyboard.press('Enter');
  await expectOn(page, 105, { canWatch: false });
  await expect(page).toHaveURL(/\/tv\/105$/);
});
