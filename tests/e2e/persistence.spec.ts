// persistence.spec.ts — what a viewer changes survives a reload, a second tab and a second device: each stored item of docs/client.md#persistence and the caches.
import type { Browser, Locator, Page } from '@playwright/test';
import { callAsUser, getAsUser } from '../support/asUser.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { PASSWORD, register } from './support/accounts.ts';
import { escapeRegExp } from './support/regexp.ts';

// Each test registers, reloads and opens second pages on 2 shared cores: more patience than the defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.beforeEach(() => test.slow());

interface ProviderChannel {
  id: string;
  title: string;
  type: string;
  is_free: string;
  recordable: string;
}

/** Two free, recordable live channels past the first (the default channel, shown on home anyway). */
async function twoChannels(page: Page): Promise<[ProviderChannel, ProviderChannel]> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ftv_session_key'))).toBeTruthy();
  const free = (await getAsUser<ProviderChannel[]>(page, '/tv/api/channels')).filter((c) => c.type !== 'vod' && c.is_free === '1' && c.recordable === '1');
  return [free[1]!, free[2]!];
}

/** A channel card in a list: its heading reads "{number} {title}". */
const cardIn = (list: Locator, title: string) => list.getByRole('listitem').filter({ has: list.page().getByRole('heading', { name: new RegExp(`^\\d+ ${escapeRegExp(title)}$`) }) });
const favouritesList = (page: Page) => page.getByRole('list', { name: 'Favourite channels' });
const favouriteCard = (page: Page, title: string) => cardIn(favouritesList(page), title);

/** The favourites page as this page shows it: the titles of its cards, in order, or [] when it says there are none. */
async function expectFavourites(page: Page, titles: string[]) {
  if (titles.length === 0) {
    await expect(page.getByRole('heading', { name: 'No favourite channels yet' })).toBeVisible();
    return;
  }
  await expect(favouritesList(page).getByRole('listitem')).toHaveCount(titles.length);
  for (const title of titles) await expect(favouriteCard(page, title)).toBeVisible();
}

/**
 * The channel's heart pressed until it says `pressed`: on its card in /channels (no video to decode,
 * which keeps these tests light on a shared machine), or on its player page.
 */
async function setFavourite(page: Page, channel: ProviderChannel, pressed: boolean, where: 'channels' | 'player' = 'channels') {
  await page.goto(where === 'player' ? `/tv/${channel.id}` : '/channels');
  const scope = where === 'player' ? page.getByRole('main') : cardIn(page.getByRole('list', { name: 'Channels', exact: true }), channel.title);
  const heart = scope.getByRole('button', { name: new RegExp(`^(Add|Remove) ${escapeRegExp(channel.title)} (to|from) favourites$`) });
  await expect(heart).toBeVisible();
  if ((await heart.getAttribute('aria-pressed')) !== String(pressed)) await heart.click();
  await expect(page.getByText(pressed ? 'Channel added to favorites' : 'Channel removed from favorites')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', String(pressed));
}

/** Another device: a browser context of its own (nothing shared but the server), logged in through the form. */
async function secondDevice(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email or login').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  return page;
}

/** What a viewer does on coming back to a tab: the window gets the focus again. */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

test('favourites: an add survives a reload and a fresh load of /favorites; a remove does too', async ({ page }) => {
  await register(page);
  const [first, second] = await twoChannels(page);

  // The path of the report: the heart on the player page, then /favorites loaded afresh.
  await setFavourite(page, first, true, 'player');
  await page.reload();
  await expect(page.getByRole('main').getByRole('button', { name: `Remove ${first.title} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  // Typed in the address bar: a new document, rebuilt from storage and the server.
  await page.goto('/favorites');
  await expectFavourites(page, [first.title]);

  await setFavourite(page, second, true);
  await page.goto('/favorites');
  await expectFavourites(page, [first.title, second.title]);

  await favouriteCard(page, first.title).getByRole('button', { name: `Remove ${first.title} from favourites` }).click();
  await expectFavourites(page, [second.title]);
  await page.reload();
  await expectFavourites(page, [second.title]);
  await setFavourite(page, second, false);
  await page.goto('/favorites');
  await expectFavourites(page, []);
});

test('favourites: a second tab follows an add and a remove without a reload', async ({ page }) => {
  await register(page);
  const [first] = await twoChannels(page);
  const other = await page.context().newPage();
  await other.goto('/favorites');
  await expectFavourites(other, []);

  await setFavourite(page, first, true);
  await comeBack(other);
  await expectFavourites(other, [first.title]);

  await setFavourite(page, first, false);
  await comeBack(other);
  await expectFavourites(other, []);
});

test('favourites: a second device logs in to the same list, and follows changes when it comes back', async ({ page, browser, baseURL }) => {
  // Two browsers, a login and eight page loads on 2 shared cores.
  test.setTimeout(180_000);
  const email = await register(page);
  const [first, second] = await twoChannels(page);
  await setFavourite(page, first, true);

  const device = await secondDevice(browser, baseURL!, email);
  await device.goto('/favorites');
  await expectFavourites(device, [first.title]);

  // Changed on the first device: the second shows it when the viewer returns to it, and after a reload.
  await setFavourite(page, second, true);
  await setFavourite(page, first, false);
  await comeBack(device);
  await expectFavourites(device, [second.title]);
  await device.reload();
  await expectFavourites(device, [second.title]);

  // And the other way round: the first device's stored user was stale, its reload ends with the server's list.
  await setFavourite(device, first, true);
  await page.goto('/favorites');
  await expectFavourites(page, [second.title, first.title]);
  await device.context().close();
});

test('user data: a profile changed on another device shows after a reload, and the stored user follows', async ({ page, browser, baseURL }) => {
  const email = await register(page, { next: '/settings' });
  const device = await secondDevice(browser, baseURL!, email);
  await device.goto('/settings');
  const profile = device.getByRole('region', { name: 'Profile' });
  await profile.getByRole('combobox', { name: 'Country' }).selectOption('JP');
  await profile.getByRole('combobox', { name: 'Timezone' }).selectOption('Asia/Tokyo');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(device.getByText('Profile updated successfully')).toBeVisible();
  await device.context().close();

  await page.reload();
  const here = page.getByRole('region', { name: 'Profile' });
  await expect(here.getByRole('combobox', { name: 'Country' })).toHaveValue('JP');
  await expect(here.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Asia/Tokyo');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ftv_user') ?? '{}') as { homeLocation?: unknown });
  expect(stored.homeLocation).toEqual({ country: 'JP', timezone: 'Asia/Tokyo' });
});

test('theme: a choice survives a reload and reaches a second tab at once', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const start = (await html.getAttribute('data-theme')) as 'dark' | 'light';
  const other = start === 'dark' ? 'light' : 'dark';
  const tab = await page.context().newPage();
  await tab.goto('/channels');
  await expect(tab.locator('html')).toHaveAttribute('data-theme', start);

  await page.getByRole('button', { name: `Switch to ${other} theme` }).click();
  await expect(html).toHaveAttribute('data-theme', other);
  await expect(tab.locator('html')).toHaveAttribute('data-theme', other);
  await expect(tab.getByRole('button', { name: `Switch to ${start} theme` })).toBeVisible();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', other);
});

test('channel history: recently watched survives a reload, most recent first, without duplicates', async ({ page }) => {
  // Watches three channels long enough for each to count as watched (WATCHED_MS).
  await page.goto('/');
  const [first, second] = await twoChannels(page);
  for (const channel of [first, second, first]) {
    await page.goto(`/tv/${channel.id}`);
    // A channel is remembered once its picture has played a few seconds (WATCHED_MS).
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('ftv_channels_history') ?? '[]') as { id: number }[])[0]?.id), { timeout: 45_000 }).toBe(Number(channel.id));
  }
  await page.goto('/');
  await page.reload();
  const recent = page.getByRole('region', { name: 'Recently watched' }).getByRole('link');
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0)).toHaveAttribute('href', `/tv/${first.id}`);
  await expect(recent.nth(1)).toHaveAttribute('href', `/tv/${second.id}`);
});

test('session key, access token and API settings: a reload keeps the session, and hand-broken settings are replaced by the server\'s', async ({ page }) => {
  await register(page);
  const stored = () =>
    page.evaluate(() => ({
      key: localStorage.getItem('ftv_session_key'),
      token: localStorage.getItem('ftv_access_token'),
      settings: (() => {
        try {
          return JSON.parse(localStorage.getItem('ftv_api_settings') ?? 'null') as { session_key?: string; loggedIn?: boolean; ftv_token?: string } | null;
        } catch {
          return 'not JSON';
        }
      })(),
    }));
  const before = await stored();
  expect(before.key).toMatch(/^[0-9a-f]{32}$/);
  expect(before.token).toBeTruthy();
  expect(before.settings).toMatchObject({ session_key: before.key, loggedIn: true, ftv_token: before.token });

  let inits = 0;
  page.on('request', (request) => {
    if (request.url().includes('/tv/api/init')) inits += 1;
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { expanded: false })).toBeVisible();
  // The same key and token; the settings are the server's answer again (its clock moved on).
  const withoutClock = ({ settings, ...rest }: Awaited<ReturnType<typeof stored>>) => ({ ...rest, settings: { ...(settings as object), server_time: 0 } });
  expect(withoutClock(await stored())).toEqual(withoutClock(before));
  expect(inits, 'a reload reuses the stored session').toBe(0);

  // A hand-edited (or stale) settings item: the next start asks the server and stores its answer.
  await page.evaluate(() => localStorage.setItem('ftv_api_settings', '{"session_key":"broken"'));
  await page.reload();
  await expect.poll(async () => (await stored()).settings).toMatchObject({ session_key: before.key, loggedIn: true, ftv_token: before.token });
  // And the login still works for what needs it.
  await page.goto('/favorites');
  await expectFavourites(page, []);
});

test('a logout in one tab logs the other tab out too, without a reload', async ({ page }) => {
  await register(page);
  const other = await page.context().newPage();
  await other.goto('/favorites');
  await expectFavourites(other, []);
  await page.getByRole('banner').getByRole('button', { expanded: false }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(other.getByRole('heading', { name: 'Log in to keep favourite channels' })).toBeVisible();
});

test('recordings cache: a recording scheduled elsewhere and cancelled in another tab is right after each reload', async ({ page }) => {
  await register(page, { next: '/recordings' });
  // The page has now cached the (empty) list for 5 minutes: a change made elsewhere must still show after a reload.
  await expect(page.getByRole('heading', { name: 'No recordings yet' })).toBeVisible();
  const [channel] = await twoChannels(page);
  const guide = await getAsUser<{ data: { programme: number; startdatetime: number; programme_name: string }[]; currentTime: number }>(page, `/api-v2/tvguide/${channel.id}`);
  const next = guide.data.find((p) => Number(p.startdatetime) > guide.currentTime + 60)!;
  const added = await callAsUser(page, '/tv/api/dvr/add', { channel_id: Number(channel.id), programme_id: next.programme, start_time: Number(next.startdatetime) });
  expect(added.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('article', { name: next.programme_name })).toBeVisible();

  const tab = await page.context().newPage();
  await tab.goto('/recordings');
  // Not started yet: the list offers to cancel it.
  await tab.getByRole('button', { name: `Cancel ${next.programme_name}` }).click();
  await tab.getByRole('dialog').getByRole('button', { name: 'Cancel recording' }).click();
  await expect(tab.getByRole('heading', { name: 'No recordings yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No recordings yet' })).toBeVisible();
});
