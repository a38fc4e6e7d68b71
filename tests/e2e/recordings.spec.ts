// recordings.spec.ts — /recordings in a real browser: a programme scheduled (short slots), seen recording, then played back and seeked.
import type { Page } from '@playwright/test';
import { callAsUser, getAsUser } from '../support/asUser.ts';
import { expect, expectNoAxeViolations } from './fixtures.ts';
import { register } from './support/accounts.ts';
import { escapeRegExp } from './support/regexp.ts';
import { testOnOwnServer } from './support/server.ts';
import { loudestFrequency, nearTone, shownCue } from './support/tracks.ts';
import { expectPlaying, VISIBLE_VIDEO } from './support/video.ts';
import { describedToneOf, toneFrequency } from '../../server/media/recipe.ts';

// A server of the file's own with 20-second programmes, so a whole programme records within the test.
const test = testOnOwnServer({ FTV_SLOT_SECONDS: '20' });

/** Schedules the next programme of channel 101 as the logged-in page would (the guide's record button has its own tests). */
async function scheduleNext(page: Page) {
  const { next_playing: next } = await getAsUser<{ next_playing: { programme: number; startdatetime: number; programme_name: string } }>(page, '/tv/api/channel/101');
  const { status, body } = await callAsUser(page, '/tv/api/dvr/add', { channel_id: 101, programme_id: next.programme, start_time: next.startdatetime });
  return { status, title: next.programme_name, body };
}

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto('/recordings');
  await expect(page.getByRole('heading', { name: 'Log in to record programmes' })).toBeVisible();
});

test('scheduled → recording → recorded on /recordings, then the recording plays and seeks', async ({ page }) => {
  // Waits for a 20-second programme to air and be recorded before it plays back.
  test.setTimeout(150_000);
  await register(page, { next: '/recordings' });
  await expect(page.getByRole('heading', { name: 'No recordings yet' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Recording storage used' })).toHaveAttribute('aria-valuetext', '0 of 5 hours used');

  const scheduled = await scheduleNext(page);
  expect(scheduled.status).toBe(200);
  await page.reload();
  const card = page.getByRole('article', { name: scheduled.title });
  await expect(card.getByText(/^(Scheduled|Recording)$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The page follows it on its own: progress while recording, then Recorded.
  await expect(card.getByRole('progressbar')).toBeVisible({ timeout: 45_000 });
  await expect(card.getByText('Recorded')).toBeVisible({ timeout: 60_000 });

  await card.getByRole('link', { name: scheduled.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: scheduled.title })).toBeVisible();
  const video = page.locator(VISIBLE_VIDEO);
  await expectPlaying(page, { timeout: 20_000 });
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(19);
  expect(duration).toBeLessThan(21.5);

  // It kept the channel's captions and audio description: C shows the cue the live channel carried (channel 101 is loop 1).
  const player = page.getByRole('region', { name: / player$/ });
  await player.focus();
  await page.keyboard.press('c');
  await expect(player.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownCue(page), { timeout: 10_000 }).toMatch(/^Channel 1 — second \d+$/);
  // From the start again (Home on the seek bar), the description chosen from the menu is heard.
  const seek = page.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('Home');
  await player.getByRole('button', { name: 'Subtitles and audio' }).click();
  await player.getByRole('group', { name: 'Subtitles and audio' }).getByRole('combobox', { name: 'Audio' }).selectOption({ label: 'English (audio description)' });
  await expect.poll(async () => nearTone(await loudestFrequency(page, 2000), toneFrequency(describedToneOf(1))), { timeout: 15_000 }).toBe(true);

  // Seek with the player's own control, from the keyboard.
  await seek.focus();
  await page.keyboard.press('End');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 15 || v.ended)).toBe(true);
  await expectNoAxeViolations(page);

  // Removing asks first, then the list is empty again.
  await page.goto('/recordings');
  await page.getByRole('button', { name: `Remove ${scheduled.title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove recording' }).click();
  await expect(page.getByText('Recording removed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No recordings yet' })).toBeVisible();

  // It waits in the trash, and comes back from there.
  await page.getByRole('tab', { name: 'Trash (1)' }).click();
  await expect(page).toHaveURL(/tab=trash/);
  const deleted = page.getByRole('article', { name: scheduled.title });
  await expect(deleted).toContainText(/Deleted .* · goes for good on /);
  await expectNoAxeViolations(page);
  await deleted.getByRole('button', { name: `Restore ${scheduled.title}` }).click();
  await expect(page.getByText('Recording restored')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The trash is empty' })).toBeVisible();
  await page.getByRole('tab', { name: 'Recordings' }).click();
  await expect(page.getByRole('article', { name: scheduled.title }).getByText('Recorded')).toBeVisible();
});

test('"Remind me": the notice shows in every open tab, and its "Watch now" tunes to the channel', async ({ page, context }) => {
  // Two tabs and a day of 20-second programmes (4,320) in one list: the browser's work.
  test.setTimeout(120_000);
  await register(page, { next: '/tvguide/101' });
  const other = await context.newPage();
  await other.goto('/recordings');
  await expect(other.getByRole('tab', { name: 'Recordings' })).toBeVisible();
  // A programme two minutes away (20-second slots): its reminder, 5 minutes ahead by default, is due at once, and the
  // programme has not started by the time a busy machine has opened its details and set it.
  const AHEAD = 6;
  const list = () => page.getByRole('list', { name: /^FTV News 24, / });
  await expect(list().getByText('On now')).toHaveCount(1, { timeout: 20_000 });
  const today = await list().getByRole('listitem').evaluateAll((all) => ({ onNow: all.findIndex((li) => li.textContent?.includes('On now')), count: all.length }));
  // Programmes follow each other across midnight: close to it, the one two minutes away is on tomorrow's list.
  let at = today.onNow + AHEAD;
  if (at >= today.count) {
    await page.getByRole('button', { name: /^Tomorrow/ }).click();
    await expect(page.getByRole('button', { name: /^Tomorrow/ })).toHaveAttribute('aria-pressed', 'true');
    at -= today.count;
  }
  const coming = list().getByRole('listitem').nth(at);
  const title = (await coming.getByRole('button').first().textContent()) ?? '';
  await coming.getByRole('button', { name: title, exact: true }).click();
  const details = page.getByRole('dialog', { name: title });
  // Every text the notices showed, recorded in the page: "Reminder set" goes after 5 s, which a busy machine may spend
  // closing the dialog before a test could look.
  await page.evaluate(() => {
    const region = document.querySelector('section[aria-label="Notifications"]')!;
    const seen: string[] = [];
    (window as unknown as { ftvNoticesSeen: string[] }).ftvNoticesSeen = seen;
    new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
  });
  await details.getByRole('button', { name: 'Remind me' }).click();
  await expect(details.getByRole('button', { name: 'Cancel reminder' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { ftvNoticesSeen: string[] }).ftvNoticesSeen.join('\n'))).toContain('Reminder set');
  // The page behind a dialog is hidden from the accessibility tree, the notices with it: closed, they are there.
  await page.keyboard.press('Escape');
  const notice = new RegExp(`^“${escapeRegExp(title)}” (starts at|has started on) `);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(notice)).toBeVisible();
  // The other tab hears of it at once, and tunes to the channel from its notice.
  await expect(other.getByText(notice)).toBeVisible();
  // The notices are checked here; the pages around them are elsewhere (with 20-second slots each lists thousands of
  // programmes, which axe takes minutes over on a busy machine).
  await expectNoAxeViolations(other, { include: 'section[aria-label="Notifications"]' });
  await other.getByRole('button', { name: 'Watch now' }).click();
  await expect(other).toHaveURL(/\/tv\/101$/);
  await expect(other.getByRole('heading', { level: 1 })).toContainText('FTV News 24');
});
