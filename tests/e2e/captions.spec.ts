// captions.spec.ts — captions and the audio description in a real browser against the real provider: C turns on the cues the loop carries, a zap, a reload and another tab keep the choice, and the description is heard as the loop's other tone.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { loudestFrequency, nearTone, shownCue } from './support/tracks.ts';
import { expectChannelShowing, expectPlaying } from './support/video.ts';
import { describedToneOf, mainToneOf, toneFrequency } from '../../server/media/recipe.ts';

test.beforeEach(() => test.setTimeout(120_000));

const player = (page: Page) => page.getByRole('region', { name: / player$/ });

test('C turns on captions that name the second on screen; a zap, a reload and another tab keep them, in the language picked', async ({ page, context }) => {
  // Reads cues across a zap, a reload and a second tab: a first frame and a cue each time.
  await page.goto('/tv/103');
  await expectPlaying(page);
  const captions = player(page).getByRole('button', { name: 'Captions' });
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  expect(await shownCue(page)).toBeNull();

  await player(page).focus();
  await page.keyboard.press('c');
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  // The loop's own subtitle: the channel's loop and the counter's second, as the picture shows them.
  await expect.poll(() => shownCue(page), { timeout: 20_000 }).toMatch(/^Channel 3 — second \d+$/);
  await expectNoAxeViolations(page);

  // Zap: the next channel comes up with captions on.
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/\/tv\/104$/);
  await expectChannelShowing(page, 104);
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownCue(page), { timeout: 20_000 }).toMatch(/^Channel 4 — second \d+$/);

  // Spanish from the menu, then a reload: still on, still Spanish.
  await player(page).getByRole('button', { name: 'Subtitles and audio' }).click();
  const menu = player(page).getByRole('group', { name: 'Subtitles and audio' });
  await menu.getByRole('combobox', { name: 'Subtitles' }).selectOption({ label: 'Español' });
  await expect.poll(() => shownCue(page), { timeout: 20_000 }).toMatch(/^Canal 4 — segundo \d+$/);
  await page.reload();
  await expectPlaying(page);
  await expect(player(page).getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownCue(page), { timeout: 20_000 }).toMatch(/^Canal 4 — segundo \d+$/);

  // Turned off in another tab: this one follows without a reload.
  const other = await context.newPage();
  await other.goto('/tv/101');
  await expectPlaying(other);
  await player(other).focus();
  await other.keyboard.press('c');
  await expect(player(other).getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
  await expect(player(page).getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => shownCue(page), { timeout: 10_000 }).toBeNull();
  await other.close();
});

test('the audio description is heard as the loop\'s other tone, and the choice holds across a zap', async ({ page }) => {
  // Listens for the description's tone (Web Audio) before and after a zap.
  await page.goto('/tv/103');
  await expectPlaying(page);
  const main = toneFrequency(mainToneOf(3));
  const described = toneFrequency(describedToneOf(3));
  expect(nearTone(await loudestFrequency(page, 3000), main)).toBe(true);

  await player(page).getByRole('button', { name: 'Subtitles and audio' }).click();
  const audio = player(page).getByRole('group', { name: 'Subtitles and audio' }).getByRole('combobox', { name: 'Audio' });
  await expect(audio.getByRole('option')).toHaveText(['English', 'English (audio description)']);
  await audio.selectOption({ label: 'English (audio description)' });
  await expect.poll(async () => nearTone(await loudestFrequency(page, 3000), described), { timeout: 30_000 }).toBe(true);
  // Escape closes the menu and gives focus back to its button.
  await audio.press('Escape');
  await expect(player(page).getByRole('group', { name: 'Subtitles and audio' })).toHaveCount(0);
  await expect(player(page).getByRole('button', { name: 'Subtitles and audio' })).toBeFocused();

  await player(page).focus();
  await page.keyboard.press('ArrowUp');
  await expectChannelShowing(page, 104);
  await player(page).getByRole('button', { name: 'Subtitles and audio' }).click();
  await expect(player(page).getByRole('group', { name: 'Subtitles and audio' }).getByRole('combobox', { name: 'Audio' })).toHaveValue('1');
  const described2 = toneFrequency(describedToneOf(4));
  await expect.poll(async () => nearTone(await loudestFrequency(page, 3000), described2), { timeout: 30_000 }).toBe(true);
});

test('captions stay on through the time-shift: rewound 10 s, the cue names the second then on screen', async ({ page }) => {
  const shifted: string[] = [];
  page.on('request', (request) => {
    if (/\/media\/shift\/\d+\/[^/]+\/from-\d+\/subs-en\/index\.m3u8$/.test(new URL(request.url()).pathname)) shifted.push(request.url());
  });
  await page.goto('/tv/106');
  await expectPlaying(page);
  await player(page).focus();
  await page.keyboard.press('c');
  await expect.poll(() => shownCue(page), { timeout: 20_000 }).toMatch(/^Channel 6 — second \d+$/);
  await page.keyboard.press('ArrowLeft');
  await expect(player(page).getByText(/behind live$/)).toBeVisible();
  // The time-shifted stream's own subtitle playlist, and its cues on the rewound picture.
  await expect.poll(() => shifted.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => shownCue(page), { timeout: 20_000 }).toMatch(/^Channel 6 — second \d+$/);
  await expect(player(page).getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
});
