// guide.spec.ts — /tvguide and /tvguide/{id} in a real browser: the grid, its keyboard model, days, categories, recording, windowing at scale.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { register } from './support/accounts.ts';
import { escapeRegExp } from './support/regexp.ts';
import { ownServer } from './support/server.ts';

// Axe over a whole guide takes seconds, and many more on shared, busy CPUs; a 10,000-channel server takes a while to seed.
test.describe.configure({ timeout: 120_000 });

const guideGrid = (page: Page) => page.getByRole('grid', { name: /^TV guide.*, times in / });
const focused = (page: Page) => page.locator(':focus');

/** A cell's place on the time axis (its left edge and width, in px), from its absolute position. */
const spanOf = (cell: Locator) => cell.evaluate((el: HTMLElement) => ({ left: parseFloat(el.style.left), right: parseFloat(el.style.left) + parseFloat(el.style.width) }));
const rowIndexOf = (cell: Locator) => cell.evaluate((el) => Number(el.closest('[role="row"]')?.getAttribute('aria-rowindex')));

/** Where the day begins and ends on the time axis (px): the channel column's width, and the rows' full width. */
const dayEdgesOf = (grid: Locator) =>
  grid.evaluate((el) => ({
    start: parseFloat(el.querySelector<HTMLElement>('[role="rowheader"]')!.style.width),
    end: parseFloat(el.querySelector<HTMLElement>('[role="row"]')!.style.width),
  }));
/** The clock times in a programme cell's name ("… on 2 FTV News 24, 23:30 to 00:30 UTC"). */
async function clockOf(cell: Locator): Promise<{ start: string; end: string }> {
  const name = (await cell.getAttribute('aria-label')) ?? (await cell.textContent()) ?? '';
  const match = /, (\d\d:\d\d) to (\d\d:\d\d) /.exec(name);
  expect(match, `a programme's times in "${name}"`).not.toBeNull();
  return { start: match![1]!, end: match![2]! };
}

/**
 * Home lands on the day's first programme (it starts at midnight or began the evening before: its cell starts at
 * the day's left edge), and nothing is before it; on a placeholder first, while its block loads.
 */
async function expectDayStartProgramme(page: Page, grid: Locator, channel: string) {
  const edges = await dayEdgesOf(grid);
  await expect(focused(page)).toHaveAccessibleName(new RegExp(` on ${channel}, `), { timeout: 15_000 });
  await expect.poll(async () => (await spanOf(focused(page))).left).toBe(edges.start);
  const { start } = await clockOf(focused(page));
  expect(start === '00:00' || start >= '12:00', `starts at or just before midnight: ${start}`).toBe(true);
  await expect.poll(() => grid.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(focused(page)).toBeInViewport();
  // Nothing before it: Left stays.
  const id = await focused(page).getAttribute('data-cell');
  await page.keyboard.press('ArrowLeft');
  await expect(focused(page)).toHaveAttribute('data-cell', id ?? '');
}

/** End lands on the day's last programme: it ends at midnight or runs past it (its cell reaches the day's right edge). */
async function expectDayEndProgramme(page: Page, grid: Locator, channel: string) {
  const edges = await dayEdgesOf(grid);
  await expect(focused(page)).toHaveAccessibleName(new RegExp(` on ${channel}, `), { timeout: 15_000 });
  await expect.poll(async () => (await spanOf(focused(page))).right).toBe(edges.end);
  const { end } = await clockOf(focused(page));
  expect(end === '00:00' || end < '12:00', `ends at or after midnight: ${end}`).toBe(true);
  await expect(focused(page)).toBeInViewport();
  const id = await focused(page).getAttribute('data-cell');
  await page.keyboard.press('ArrowRight');
  await expect(focused(page)).toHaveAttribute('data-cell', id ?? '');
}

/**
 * On another day than today nothing that airs now starts in the grid: late in the evening, a programme that began
 * tonight and runs past midnight may show at the start of tomorrow's rows, and nothing else may.
 */
async function expectNothingStartsAiringNow(grid: Locator) {
  const { start } = await dayEdgesOf(grid);
  const lefts = await grid.getByRole('gridcell', { name: /airing now/ }).evaluateAll((cells) => cells.map((cell) => parseFloat((cell as HTMLElement).style.left)));
  for (const left of lefts) expect(left).toBeLessThanOrEqual(start + 0.5);
}

/** The same for a day's list in the one-channel guide: only its first programme (begun tonight) may be on now. */
async function expectOnlyTheFirstMayBeOnNow(list: Locator) {
  const onNow = await list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent?.includes('On now') ?? false));
  expect(onNow.length).toBeGreaterThan(0);
  expect(onNow.slice(1)).not.toContain(true);
}

/** Tab into the grid from the last control before it (the last category chip). */
async function tabIntoGrid(page: Page) {
  await page.getByRole('navigation', { name: 'Guide categories' }).getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAttribute('role', 'gridcell');
}

test.describe('the guide grid', () => {
  test('channels and programmes with a now-line; the WAI-ARIA grid keyboard model', async ({ page }) => {
    // Walks the grid key by key, each move waiting for its programmes to load.
    await page.goto('/tvguide');
    await expect(page.getByRole('heading', { level: 1, name: 'TV guide' })).toBeVisible();
    const grid = guideGrid(page);
    await expect(grid.getByRole('rowheader').first()).toContainText('FTV News 24');
    await expect(grid.getByRole('gridcell', { name: /on 1 FTV News 24, .*airing now/ })).toBeVisible();
    // The now-line: drawn in every visible row.
    await expect.poll(() => grid.locator('[role="row"] > div[aria-hidden="true"]').count()).toBeGreaterThan(3);

    // One tab stop: Tab lands on what the first channel airs now, named with channel, title, times and zone.
    await tabIntoGrid(page);
    await expect(focused(page)).toHaveAccessibleName(/ on 1 FTV News 24, \d\d:\d\d to \d\d:\d\d \S+, airing now/);
    await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);

    // Down keeps the airing time: the next channel's cell overlaps the one above in time.
    const first = await spanOf(focused(page));
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toHaveAccessibleName(/ on 2 /);
    const below = await spanOf(focused(page));
    expect(below.left).toBeLessThan(first.right);
    expect(below.right).toBeGreaterThan(first.left);
    expect(await rowIndexOf(focused(page))).toBe(3);

    // Right: the next programme in the row, starting where this one ends. Late in the evening what airs now may be
    // the day's last (it runs past the grid's end): then Left, the one before, ending where this one starts.
    const belowCell = await focused(page).getAttribute('data-cell');
    const isDaysLast = below.right >= (await dayEdgesOf(grid)).end - 0.5;
    await page.keyboard.press(isDaysLast ? 'ArrowLeft' : 'ArrowRight');
    await expect(focused(page)).not.toHaveAttribute('data-cell', belowCell ?? '');
    const next = await spanOf(focused(page));
    if (isDaysLast) expect(next.right).toBeCloseTo(below.left, 0);
    else expect(next.left).toBeCloseTo(below.right, 0);
    await expect(focused(page)).toHaveAccessibleName(/ on 2 /);
    await expect(focused(page)).not.toHaveAccessibleName(/airing now/);

    // Page Down: a page of rows further down.
    await page.keyboard.press('PageDown');
    await expect.poll(() => rowIndexOf(focused(page))).toBeGreaterThan(5);
    await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);

    // Enter opens the programme's details; visitors are told why they cannot record, with a way to log in.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Record', exact: true })).toBeDisabled();
    await expect(dialog.getByText('Log in to record programmes.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Ftvguide');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);

    // Page Up: back a page of rows. Home / End: the row's first and last programmes of the day, not of what is
    // loaded so far (the grid scrolls to them, which loads them).
    await tabIntoGrid(page);
    const paged = await rowIndexOf(focused(page));
    await page.keyboard.press('PageUp');
    await expect.poll(() => rowIndexOf(focused(page))).toBeLessThan(paged);
    const row = await rowIndexOf(focused(page));
    // Rows follow the channel numbers (1–48).
    const channel = `${row - 1} [^,]+`;
    await page.keyboard.press('Home');
    await expectDayStartProgramme(page, grid, channel);
    expect(await rowIndexOf(focused(page))).toBe(row);
    await page.keyboard.press('End');
    await expectDayEndProgramme(page, grid, channel);
    expect(await rowIndexOf(focused(page))).toBe(row);
    // Control+Home / Control+End: the first and last programmes of the whole grid.
    await page.keyboard.press('Control+End');
    await expect.poll(() => rowIndexOf(focused(page))).toBe(49);
    await expectDayEndProgramme(page, grid, '48 [^,]+');
    await page.keyboard.press('Control+Home');
    await expect.poll(() => rowIndexOf(focused(page))).toBe(2);
    await expectDayStartProgramme(page, grid, '1 FTV News 24');
    await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
  });

  test('Home and End reach the day’s edges before their data is loaded: a placeholder first, then the programme', async ({ page }) => {
    // Tomorrow opens at its start; its first 6-hour block is held back until the test lets it through.
    const { tomorrowStart, param } = await page.evaluate(() => {
      const date = new Date();
      date.setHours(24, 0, 0, 0);
      const pad = (n: number) => String(n).padStart(2, '0');
      return { tomorrowStart: date.getTime() / 1000, param: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` };
    });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heldCount = 0;
    await page.route(
      (url) => url.pathname === '/api-v2/tvguide/',
      async (route) => {
        const start = Number(new URL(route.request().url()).searchParams.get('startTime'));
        if (start <= tomorrowStart) {
          heldCount += 1;
          await held;
        }
        await route.continue();
      },
    );
    await page.goto(`/tvguide?day=${param}`);
    const grid = guideGrid(page);
    const loading = /^1 FTV News 24: ?Loading programmes…$/;
    // Not loaded is not "no information": the rows say their programmes are on the way, and are cells like any other.
    await expect(grid.getByRole('gridcell', { name: loading })).toBeVisible();
    await expect(grid.getByText('No programme information')).toHaveCount(0);
    await expect.poll(() => heldCount).toBeGreaterThan(0);
    await tabIntoGrid(page);
    await expect(focused(page)).toHaveAccessibleName(loading);
    await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);

    // End: the day's end is not loaded either; the grid scrolls there, it loads, focus moves onto the last programme.
    await page.keyboard.press('End');
    await expectDayEndProgramme(page, grid, '1 FTV News 24');

    // Home: the day's first block is still held back, so focus waits on the placeholder at the day's start…
    await page.keyboard.press('Home');
    await expect(focused(page)).toHaveAccessibleName(loading);
    expect((await spanOf(focused(page))).left).toBe((await dayEdgesOf(grid)).start);
    await expect.poll(() => grid.evaluate((el) => el.scrollLeft)).toBe(0);
    await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
    // …and moves onto the day's first programme once it arrives.
    release();
    await expectDayStartProgramme(page, grid, '1 FTV News 24');
    await expect(grid.getByText('Loading programmes…')).toHaveCount(0);
    await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
  });

  test('jump to now and the day picker', async ({ page }) => {
    await page.goto('/tvguide');
    const grid = guideGrid(page);
    const airing = grid.getByRole('gridcell', { name: /on 1 FTV News 24, .*airing now/ });
    await expect(airing).toBeInViewport();
    // Scroll far away from now, then jump back.
    const farAway = await grid.evaluate((el) => {
      el.scrollLeft = el.scrollLeft > 4000 ? 0 : el.scrollWidth;
      return el.scrollLeft;
    });
    await expect(airing).not.toBeInViewport();
    await page.getByRole('button', { name: 'Jump to now' }).click();
    await expect.poll(() => grid.evaluate((el) => el.scrollLeft)).not.toBe(farAway);
    await expect(airing).toBeInViewport();

    // Tomorrow: nothing airs now, the day opens at its start, and a programme's details say tomorrow's date.
    const tomorrow = page.getByRole('button', { name: /^Tomorrow/ });
    await tomorrow.click();
    await expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^Today/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(grid.getByRole('gridcell', { name: /on 1 FTV News 24, / }).first()).toBeVisible();
    await expectNothingStartsAiringNow(grid);
    expect(await grid.evaluate((el) => el.scrollLeft)).toBe(0);
    const expected = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' }).format(Date.now() + 24 * 3600 * 1000),
    );
    await grid.getByRole('gridcell', { name: /on 1 FTV News 24, / }).nth(1).click();
    await expect(page.getByRole('dialog')).toContainText(expected);
    await page.keyboard.press('Escape');

    // Jump to now from another day goes back to today.
    await page.getByRole('button', { name: 'Jump to now' }).click();
    await expect(page.getByRole('button', { name: /^Today/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('gridcell', { name: /on 1 FTV News 24, .*airing now/ })).toBeInViewport();
  });

  test('the category filter narrows the rows and lives in the URL', async ({ page }) => {
    await page.goto('/tvguide');
    const grid = guideGrid(page);
    await expect(grid).toHaveAttribute('aria-rowcount', '49');
    const categories = page.getByRole('navigation', { name: 'Guide categories' });
    await categories.getByRole('link', { name: /^Sports/ }).click();
    await expect(page).toHaveURL(/\/tvguide\?category=sports$/);
    await expect(categories.getByRole('link', { name: /^Sports/ })).toHaveAttribute('aria-current', 'page');
    const sports = page.getByRole('grid', { name: /^TV guide, Sports, times in / });
    await expect(sports).toHaveAttribute('aria-rowcount', '7');
    await expect(sports.getByRole('rowheader')).toHaveCount(6);
    await expect(sports.getByRole('rowheader').first()).toContainText('Sport Arena 1');
    await expect(sports.getByRole('rowheader', { name: /FTV News 24/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('grid', { name: /^TV guide, Sports, / })).toHaveAttribute('aria-rowcount', '7');
    await categories.getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/tvguide$/);
    await expect(guideGrid(page)).toHaveAttribute('aria-rowcount', '49');
  });

  test('record from the guide: the cell is marked, the dialog offers cancel, cancelling removes the mark', async ({ page }) => {
    // A registration, a recording booked and cancelled across three pages and a profile change.
    await register(page, { next: '/tvguide' });
    const grid = guideGrid(page);
    await expect(grid.getByRole('gridcell', { name: /on 1 FTV News 24, .*airing now/ })).toBeVisible();
    await tabIntoGrid(page);
    const dialog = page.getByRole('dialog');
    // The next programmes on the first channel, until one the broadcaster lets us record.
    let title = '';
    let cellId = '';
    for (let attempt = 0; attempt < 6 && !title; attempt += 1) {
      await page.keyboard.press('ArrowRight');
      cellId = (await focused(page).getAttribute('data-cell')) ?? '';
      expect(cellId).not.toBe('');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const record = dialog.getByRole('button', { name: 'Record', exact: true });
      if (await record.isEnabled()) {
        title = (await dialog.getByRole('heading').first().textContent()) ?? '';
        await record.click();
      } else {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
    expect(title).not.toBe('');
    await expect(page.getByText('Recording scheduled')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel recording' })).toBeVisible();
    await expect(dialog.getByText('Recorded', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    // The same programme on the same row (titles repeat during a day, ids do not).
    const cell = grid.locator(`[role="gridcell"][data-cell="${cellId}"]`);
    await expect(cell).toHaveAccessibleName(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} on 1 FTV News 24, `));
    await expect(cell).toHaveAccessibleName(/, recorded$/);

    // The one-channel guide marks it too, with its cancel button.
    await page.goto('/tvguide/101');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: title, exact: true }) }).filter({ hasText: 'Recorded' });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('button', { name: `Cancel recording of ${title}` })).toBeVisible();

    // The user's home timezone (not the browser's) becomes the guide's clock: one where the programme just recorded
    // (a few hours ahead at most) is still today, so it shows in today's grid whatever the hour this runs at.
    const home = homeZoneWithTodayAhead();
    await page.goto('/settings');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByRole('combobox', { name: 'Country' }).selectOption(home.country);
    await profile.getByRole('combobox', { name: 'Timezone' }).selectOption(home.zone);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    // Back in the grid, the dialog cancels it and the mark goes.
    await page.goto('/tvguide');
    await expect(page.getByRole('grid', { name: new RegExp(`^TV guide, times in (${home.names})$`) })).toBeVisible();
    // Late in the evening the programme may have begun meanwhile.
    await expect(cell).toHaveAccessibleName(new RegExp(` (${home.names})(, airing now)?, recorded$`));
    await cell.click();
    await dialog.getByRole('button', { name: 'Cancel recording' }).click();
    await expect(page.getByText('Recording removed')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Record', exact: true })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(cell).not.toHaveAccessibleName(/recorded/);

    // The day in the address is a date in the home timezone too, and a reload (the session restored) keeps it.
    const homeTomorrow = await page.evaluate(
      (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + 24 * 3600 * 1000),
      home.zone,
    );
    await page.getByRole('button', { name: /^Tomorrow/ }).click();
    await expect(page).toHaveURL(new RegExp(`/tvguide\\?day=${homeTomorrow}$`));
    await page.reload();
    await expect(page.getByRole('button', { name: /^Tomorrow/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`/tvguide\\?day=${homeTomorrow}$`));
  });
});

/**
 * Tokyo, unless it is late there (from 19:00 to 02:00, when the next few hours' programmes are tomorrow's): then New
 * York, 14 hours behind. With the names the guide gives its zone.
 */
function homeZoneWithTodayAhead(): { country: string; zone: string; names: string } {
  const tokyoHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hourCycle: 'h23' }).format(Date.now()));
  return tokyoHour >= 2 && tokyoHour < 19
    ? { country: 'JP', zone: 'Asia/Tokyo', names: 'GMT\\+9|JST' }
    : { country: 'US', zone: 'America/New_York', names: 'GMT-[45]|E[SD]T' };
}

/** A day's `?day=` value: its calendar date in the browser's zone (a visitor's guide zone), `offset` days from today. */
const dayParam = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  }, offset);
const dayButton = (page: Page, name: RegExp) => page.getByRole('button', { name });
/** The day picker's buttons, yesterday first. */
const dayButtons = (page: Page) => page.locator('fieldset').filter({ has: page.getByRole('button', { name: /^Today/ }) }).getByRole('button');

test.describe('the chosen day in the URL', () => {
  test('tomorrow survives a reload and shows tomorrow’s programmes; Back returns to the day before', async ({ page }) => {
    await page.goto('/tvguide');
    const grid = guideGrid(page);
    await expect(grid.getByRole('gridcell', { name: /on 1 FTV News 24, .*airing now/ })).toBeVisible();
    const tomorrowParam = await dayParam(page, 1);

    await dayButton(page, /^Tomorrow/).click();
    await expect(page).toHaveURL(new RegExp(`/tvguide\\?day=${tomorrowParam}$`));
    await page.reload();
    await expect(dayButton(page, /^Tomorrow/)).toHaveAttribute('aria-pressed', 'true');
    await expect(dayButton(page, /^Today/)).toHaveAttribute('aria-pressed', 'false');
    // Tomorrow's programmes: none airs now, the day opens at its start, and a programme's details carry tomorrow's date.
    await expect(grid.getByRole('gridcell', { name: /on 1 FTV News 24, / }).first()).toBeVisible();
    await expectNothingStartsAiringNow(grid);
    expect(await grid.evaluate((el) => el.scrollLeft)).toBe(0);
    const tomorrowDate = await page.evaluate(() => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' }).format(Date.now() + 24 * 3600 * 1000));
    await grid.getByRole('gridcell', { name: /on 1 FTV News 24, / }).nth(1).click();
    await expect(page.getByRole('dialog')).toContainText(tomorrowDate);
    // A visitor's way to log in comes back to the same day.
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/tvguide?day=${tomorrowParam}`)}`);
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);

    // The day after: a new history entry; Back walks the days back to today's plain address.
    const afterParam = await dayParam(page, 2);
    await dayButtons(page).nth(3).click();
    await expect(page).toHaveURL(new RegExp(`/tvguide\\?day=${afterParam}$`));
    await expect(dayButtons(page).nth(3)).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/tvguide\\?day=${tomorrowParam}$`));
    await expect(dayButton(page, /^Tomorrow/)).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/tvguide$/);
    await expect(dayButton(page, /^Today/)).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('gridcell', { name: /on 1 FTV News 24, .*airing now/ })).toBeVisible();
    await page.goForward();
    await expect(dayButton(page, /^Tomorrow/)).toHaveAttribute('aria-pressed', 'true');
  });

  test('the day and the category travel together; jump to now drops only the day', async ({ page }) => {
    await page.goto('/tvguide?category=sports');
    const categories = page.getByRole('navigation', { name: 'Guide categories' });
    const sports = page.getByRole('grid', { name: /^TV guide, Sports, times in / });
    await expect(sports).toHaveAttribute('aria-rowcount', '7');
    const tomorrowParam = await dayParam(page, 1);

    // Picking a day keeps the category.
    await dayButton(page, /^Tomorrow/).click();
    await expect(page).toHaveURL(new RegExp(`/tvguide\\?category=sports&day=${tomorrowParam}$`));
    await expect(sports).toHaveAttribute('aria-rowcount', '7');
    await expectNothingStartsAiringNow(sports);

    // The category links keep the day.
    await expect(categories.getByRole('link', { name: /^News/ })).toHaveAttribute('href', `/tvguide?category=news&day=${tomorrowParam}`);
    await categories.getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(new RegExp(`/tvguide\\?day=${tomorrowParam}$`));
    await expect(guideGrid(page)).toHaveAttribute('aria-rowcount', '49');
    await expect(dayButton(page, /^Tomorrow/)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(guideGrid(page)).toHaveAttribute('aria-rowcount', '49');
    await expect(dayButton(page, /^Tomorrow/)).toHaveAttribute('aria-pressed', 'true');

    // Back: the category again, on the same day; Back again: the category today.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/tvguide\\?category=sports&day=${tomorrowParam}$`));
    await expect(sports).toHaveAttribute('aria-rowcount', '7');
    await expect(dayButton(page, /^Tomorrow/)).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/tvguide\?category=sports$/);
    await expect(dayButton(page, /^Today/)).toHaveAttribute('aria-pressed', 'true');

    // Jump to now from another day: today, still in the category.
    await page.goForward();
    await expect(dayButton(page, /^Tomorrow/)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Jump to now' }).click();
    await expect(page).toHaveURL(/\/tvguide\?category=sports$/);
    await expect(dayButton(page, /^Today/)).toHaveAttribute('aria-pressed', 'true');
    await expect(sports.getByRole('gridcell', { name: /airing now/ }).first()).toBeInViewport();
  });

  test('a day not offered falls back to today and the address is corrected in place', async ({ page }) => {
    await page.goto('/tvguide');
    await expect(dayButton(page, /^Today/)).toHaveAttribute('aria-pressed', 'true');
    const before = await page.evaluate(() => history.length);
    const bad = ['not-a-day', '2026-02-30', await dayParam(page, 7), await dayParam(page, -2), await dayParam(page, 0)];
    for (const day of bad) {
      await page.goto(`/tvguide?category=sports&day=${encodeURIComponent(day)}`);
      await expect(page).toHaveURL(/\/tvguide\?category=sports$/);
      await expect(dayButton(page, /^Today/)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('grid', { name: /^TV guide, Sports, / }).getByRole('gridcell', { name: /airing now/ }).first()).toBeVisible();
    }
    // Corrected with replace: one history entry per visit, none for the corrections.
    expect(await page.evaluate(() => history.length)).toBe(before + bad.length);

    // The last offered day is still fine.
    const lastOffered = await dayParam(page, 6);
    await page.goto(`/tvguide?day=${lastOffered}`);
    await expect(dayButtons(page).last()).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`\\?day=${lastOffered}$`));
  });

  test('the one-channel guide keeps its day in the URL too', async ({ page }) => {
    await page.goto('/tvguide/101');
    const list = page.getByRole('list', { name: /^FTV News 24, / });
    await expect(list.getByText('On now')).toBeVisible();
    const todayLabelOf = (await list.getAttribute('aria-label')) ?? '';
    const tomorrowParam = await dayParam(page, 1);
    await dayButton(page, /^Tomorrow/).click();
    await expect(page).toHaveURL(new RegExp(`/tvguide/101\\?day=${tomorrowParam}$`));
    await expect(list).not.toHaveAttribute('aria-label', todayLabelOf);
    await expectOnlyTheFirstMayBeOnNow(list);
    const tomorrowLabel = (await list.getAttribute('aria-label')) ?? '';

    await page.reload();
    await expect(dayButton(page, /^Tomorrow/)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: new RegExp(`^${escapeRegExp(tomorrowLabel)}$`) })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/tvguide/101?day=${tomorrowParam}`)}`,
    );
    // The full guide opens on the same day.
    await expect(page.getByRole('link', { name: 'Full TV guide' })).toHaveAttribute('href', `/tvguide?day=${tomorrowParam}`);

    await page.goBack();
    await expect(page).toHaveURL(/\/tvguide\/101$/);
    await expect(dayButton(page, /^Today/)).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByText('On now')).toBeVisible();

    await page.goto('/tvguide/101?day=1999-01-01');
    await expect(page).toHaveURL(/\/tvguide\/101$/);
    await expect(dayButton(page, /^Today/)).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('in the browser’s time zone (a visitor)', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('times, labels and days follow the browser’s zone', async ({ page }) => {
    await page.goto('/tvguide');
    const grid = page.getByRole('grid', { name: /^TV guide, times in (GMT-[45]|E[SD]T)$/ });
    await expect(grid.getByRole('gridcell', { name: /on 1 FTV News 24, \d\d:\d\d to \d\d:\d\d (GMT-[45]|E[SD]T), airing now/ })).toBeVisible();
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'America/New_York' }).format(Date.now()));
    await expect(page.getByRole('button', { name: /^Today/ })).toContainText(today);
  });
});

test.describe('one channel', () => {
  test('the channel’s programmes for a day; another day shows others', async ({ page }) => {
    await page.goto('/tvguide/101');
    await expect(page.getByRole('heading', { level: 1, name: /FTV News 24/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch FTV News 24' })).toHaveAttribute('href', '/tv/101');
    const today = page.getByRole('list', { name: /^FTV News 24, / });
    await expect(today.getByText('On now')).toBeVisible();
    const todayLabel = await today.getAttribute('aria-label');
    const todayTitles = await today.getByRole('listitem').allTextContents();
    expect(todayTitles.length).toBeGreaterThan(3);
    // Visitors see disabled record buttons saying why, and a way to log in that comes back here.
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', '/login?next=%2Ftvguide%2F101');
    await expect(today.getByRole('button', { name: /^Record .*Log in to record programmes/ }).first()).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Tomorrow/ }).click();
    const tomorrow = page.getByRole('list', { name: /^FTV News 24, / });
    await expect(tomorrow).not.toHaveAttribute('aria-label', todayLabel ?? '');
    await expectOnlyTheFirstMayBeOnNow(tomorrow);
    const tomorrowTitles = await tomorrow.getByRole('listitem').allTextContents();
    expect(tomorrowTitles.length).toBeGreaterThan(3);
    expect(tomorrowTitles).not.toEqual(todayTitles);

    // A programme's details open from its title.
    await tomorrow.getByRole('listitem').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown channel is not found', async ({ page }) => {
    await page.goto('/tvguide/99999');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('10,000 channels', () => {
  test.use({ baseURL: ownServer({ FTV_CHANNELS: '10000' }) });

  test('only visible rows are in the DOM and guide requests carry at most 200 channels', async ({ page }) => {
    // The browser's work: the guide of 10,000 channels scrolled, rows rendered and their programmes loaded as they come.
    const requested: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api-v2/tvguide/')) requested.push((url.searchParams.get('channels') ?? '').split(',').filter(Boolean).length);
    });
    await page.goto('/tvguide');
    const grid = guideGrid(page);
    await expect(grid).toHaveAttribute('aria-rowcount', '10001', { timeout: 30_000 });
    await expect(grid.getByRole('gridcell', { name: /airing now/ }).first()).toBeVisible();
    expect(await grid.getByRole('row').count()).toBeLessThan(60);
    // Windowed in time too: no rendered programme lies more than a screen's width away from what is in view.
    const outOfWindow = await grid.evaluate((el) => {
      const { scrollLeft: left, clientWidth: width } = el;
      return [...el.querySelectorAll<HTMLElement>('[role="gridcell"]')].filter((cell) => {
        const start = parseFloat(cell.style.left);
        return start + parseFloat(cell.style.width) < left - width || start > left + 2 * width;
      }).length;
    });
    expect(outOfWindow).toBe(0);

    // Far down the list: new rows arrive with their programmes, and still only a screenful is rendered.
    await grid.evaluate((el) => {
      el.scrollTop = el.scrollHeight / 2;
    });
    await expect(grid.getByRole('rowheader', { name: /^50\d\d / }).first()).toBeVisible();
    // A row down there airing now (the first row's cell stays rendered while it holds the grid's tab stop).
    await expect(grid.getByRole('gridcell', { name: / on 50\d\d .*airing now/ }).first()).toBeVisible();
    expect(await grid.getByRole('row').count()).toBeLessThan(60);
    expect(requested.length).toBeGreaterThan(1);
    expect(Math.max(...requested)).toBeLessThanOrEqual(200);
    // Nowhere near 10,000 channels' worth of guide was asked for.
    expect(requested.reduce((a, b) => a + b, 0)).toBeLessThan(1000);
  });
});
