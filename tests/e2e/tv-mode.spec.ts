// tv-mode.spec.ts — the 10-foot layout (issue 33, its first part): chosen in settings, held across a reload and tabs, automatic on a large screen with no fine pointer, and axe clean.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { register } from './support/accounts';

const isTv = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-tv'));
const bodyTextPx = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('main p, main label') ?? document.body).fontSize));

test('TV mode turned on in settings: larger type, a thick focus ring, the title-safe margin; it holds across a reload and follows in another tab', async ({ page, context }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/settings');
  const choice = page.getByLabel('TV mode');
  // A desktop with a mouse: automatic leaves it off.
  await expect(choice).toHaveValue('auto');
  expect(await isTv(page)).toBe(false);
  const before = await bodyTextPx(page);
  await choice.selectOption('on');
  await expect.poll(() => isTv(page)).toBe(true);
  expect(await bodyTextPx(page)).toBeGreaterThanOrEqual(before * 1.4);
  // The focus ring a remote's user follows, and nothing within 2.5% of the screen's edges.
  await choice.focus();
  expect(await choice.evaluate((element) => parseFloat(getComputedStyle(element).outlineWidth))).toBeGreaterThanOrEqual(6);
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingLeft))).toBeCloseTo(1920 * 0.025, 0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(choice).toHaveValue('on');
  expect(await isTv(page)).toBe(true);

  // Turned off in another tab: this one follows without a reload.
  const other = await context.newPage();
  await other.goto('/settings');
  await other.getByLabel('TV mode').selectOption('off');
  await expect.poll(() => isTv(page)).toBe(false);
  await expect(choice).toHaveValue('off');
  await other.close();
});

test('automatic: on for a large screen with no mouse and no touch (a TV\'s browser), off when the screen no longer looks like one or when chosen off', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  // The screen as a TV's browser reports it: no fine pointer (Chromium's device emulation), and no touch screen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 0 }));
  await page.goto('/');
  await expect.poll(() => isTv(page)).toBe(true);
  await expectNoAxeViolations(page);
  // The screen as seen changes (here narrower than a TV's): the page follows at once, without a reload.
  await page.setViewportSize({ width: 800, height: 600 });
  await expect.poll(() => isTv(page)).toBe(false);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => isTv(page)).toBe(true);
  // Chosen off, it stays off on the TV.
  await page.goto('/settings');
  await page.getByLabel('TV mode').selectOption('off');
  await expect.poll(() => isTv(page)).toBe(false);
});

/** What has focus, as the test reads it: its role-ish tag, name and where it sits. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? 'none',
      label: active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 60) ?? '',
      href: active?.getAttribute('href') ?? null,
      expanded: active?.getAttribute('aria-expanded') ?? null,
      inPlayer: !!active?.closest('section[aria-label$=" player"]'),
      isPlayer: active?.matches('section[aria-label$=" player"]') ?? false,
      // On it, or drawn round it by its component (a card round its link, a list's row): 6px at least.
      visibleRing: (() => {
        for (let element: Element | null = active, depth = 0; element && depth < 6; element = element.parentElement, depth++) {
          const style = getComputedStyle(element);
          if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 6) return true;
        }
        return false;
      })(),
    };
  });

/** Presses `key` until what has focus matches, at most `most` times; every step has a visible focus, never the page. */
async function pressUntil(page: Page, key: string, wanted: (f: Awaited<ReturnType<typeof focused>>) => boolean, most = 25) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(key);
    // The focus keeper moves focus on the next frame (or once a page still arriving has its content): a busy machine
    // shows the page's body between the two.
    await expect.poll(async () => (await focused(page)).tag, { message: `focus after ${key} #${i + 1}` }).not.toBe('body');
    const now = await focused(page);
    expect(now.visibleRing, `a visible ring on ${JSON.stringify(now)}`).toBe(true);
    if (wanted(now)) return now;
  }
  throw new Error(`${key} ×${most} never reached the wanted element; focus is on ${JSON.stringify(await focused(page))}`);
}

/** A viewer's account on a 1080p screen with TV mode chosen on (stored; it applies from the next page loaded). */
async function signedInOnTv(page: Page) {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await register(page);
  await page.evaluate(() => localStorage.setItem('ftv_tv_mode', 'on'));
}

test('with only a remote\'s keys in TV mode: from / to a channel, zap, the guide, record a programme, settings and back', async ({ page }) => {
  // A remote's session on a TV: arrows, OK (Enter), Back (Backspace), and the guide key (g); the account is made first.
  test.setTimeout(120_000);
  await signedInOnTv(page);
  await page.goto('/');
  await expect.poll(() => isTv(page)).toBe(true);
  await expect(page.locator('main a[href^="/tv/"]').first()).toBeVisible();

  // From the page's start, the arrows reach a channel; OK opens it.
  const channel = await pressUntil(page, 'ArrowDown', (f) => f.tag === 'a' && /^\/tv\/\d+$/.test(f.href ?? ''));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${channel.href}$`));
  const first = Number(channel.href!.split('/').pop());
  // On the watch page the picture has focus: ↑ zaps.
  await expect.poll(() => focused(page)).toMatchObject({ isPlayer: true });
  await page.keyboard.press('ArrowUp');
  await expect(page).not.toHaveURL(new RegExp(`/tv/${first}$`));
  await expect.poll(() => focused(page)).toMatchObject({ isPlayer: true });

  // The guide key: the mini guide, its arrows, OK zaps to the channel picked.
  const before = page.url();
  await page.keyboard.press('g');
  const guide = page.getByRole('listbox');
  await expect(guide).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(guide).toHaveCount(0);
  await expect(page).not.toHaveURL(before);
  await expect.poll(() => focused(page)).toMatchObject({ inPlayer: true });

  // OK goes to the controls; down from them reaches the programmes below (once the channel's guide is there), where OK
  // records one.
  await expect(page.getByRole('button', { name: /^Record / }).first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatchObject({ inPlayer: true, tag: 'button' });
  const record = await pressUntil(page, 'ArrowDown', (f) => f.tag === 'button' && /^Record /.test(f.label));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: record.label.replace(/^Record/, 'Cancel recording of') })).toBeVisible();

  // Up to the header's account menu, OK opens it, down to Settings, OK; Back returns to the channel.
  const watching = page.url();
  await pressUntil(page, 'ArrowUp', (f) => f.tag === 'a' && f.href === '/');
  // Along the header to the account menu (a disclosure button), which OK opens.
  await pressUntil(page, 'ArrowRight', (f) => f.tag === 'button' && f.expanded === 'false');
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatchObject({ expanded: 'true' });
  await pressUntil(page, 'ArrowDown', (f) => f.tag === 'a' && f.href === '/settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  // (Once the page is there: until then the watch page, still shown, would take Back as its last-channel key.)
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The new page's first control has focus, ringed, before any key (a remote has no pointer to start from).
  await expect
    .poll(async () => {
      const now = await focused(page);
      return now.visibleRing && !['body', 'main'].includes(now.tag);
    })
    .toBe(true);
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL(watching);
  await expectNoAxeViolations(page);
});

/** A viewer's routes, each with what shows it has rendered. */
const VIEWER_ROUTES = ['/', '/channels', '/favorites', '/tvguide', '/tvguide/101', '/recordings', '/settings', '/subscribe', '/support'];

test('every viewer route with a remote: the arrows always land on a control with a visible ring, axe clean; a programme\'s details open with OK and close with Back', async ({ page }) => {
  // Nine routes one after another, each loaded, walked key by key and checked by axe (about 1.5 s each), then the guide.
  test.setTimeout(120_000);
  await signedInOnTv(page);
  for (const route of VIEWER_ROUTES) {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect.poll(() => isTv(page)).toBe(true);
    // Down through the page and across: every key lands somewhere a sofa can see.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.tag, `${route}: focus after ${key}`).not.toBe('body');
      expect(now.visibleRing, `${route}: a 6px ring on ${JSON.stringify(now)}`).toBe(true);
    }
    await expectNoAxeViolations(page);
  }

  // The guide's grid: the arrows reach a programme; OK opens its details (a dialog) with focus inside, the arrows stay in
  // it, and Back closes it with focus back on the programme.
  await page.goto('/tvguide');
  // (Once the first channel's programmes are there: a row still loading is one cell, which opens nothing.)
  await expect(page.getByRole('gridcell', { name: /airing now/ }).first()).toBeVisible();
  for (let i = 0; i < 25 && !(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell')); i++) await page.keyboard.press('ArrowDown');
  const cell = await page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
  expect(cell).toBeTruthy();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowUp']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus inside the dialog after ${key}`).toBe(true);
    expect((await focused(page)).visibleRing).toBe(true);
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press('Backspace');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tvguide$/);
  // (Radix gives focus back as the dialog unmounts, a moment after it is hidden.)
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).toBe(cell);
});
