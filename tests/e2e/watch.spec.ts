// watch.spec.ts — /tv/{id} in a real browser against the real provider: plays, zaps by keys / numbers / last channel / mini guide (also in full screen), paywall, favourite, record, 410.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PAGE_START, test } from './fixtures.ts';
import { register } from './support/accounts.ts';
import { ownServer } from './support/server.ts';
import { expectChannelShowing, expectPlaying, expectStandbysSilent, VISIBLE_VIDEO } from './support/video.ts';

// The demo lineup: ids 101–148 (numbers 1–48); per group of six the 2nd and 5th are premium (102, 105, 108, 111, …).

// Live video on a shared 2-core machine: first frames can take a while, so every test gets room.
test.beforeEach(() => test.setTimeout(120_000));

const player = (page: Page) => page.getByRole('region', { name: / player$/ });

/** The URL and heading are the channel's, its video is the visible one and plays; any channel kept warm stays silent. */
async function expectChannelPlaying(page: Page, id: number) {
  await expect(page).toHaveURL(new RegExp(`/tv/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(id - 100));
  await expectChannelShowing(page, id);
  await expectStandbysSilent(page);
}

/** Focus the player, as a viewer clicking its frame would (keys then go to it). */
async function focusPlayer(page: Page) {
  await player(page).focus();
}

test('a free channel plays at once, with its guide and chat, and is axe clean', async ({ page }) => {
  await page.goto('/tv/101');
  await expect(player(page)).toBeVisible();
  await expectPlaying(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1');
  await expect(page.getByRole('heading', { name: /^Coming up on / })).toBeVisible();
  await expect(page.getByRole('list', { name: /,/ }).getByRole('listitem').first()).toBeVisible();
  // The channel's other days are one link away, in the one-channel TV guide.
  await expect(page.getByRole('link', { name: 'All days in the TV guide' })).toHaveAttribute('href', '/tvguide/101');
  await expect(page.getByRole('complementary', { name: 'Chat' })).toBeVisible();
  // Channel history: the channel is remembered once it has played a few seconds (WATCHED_MS).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ftv_channels_history') ?? ''), { timeout: 45_000 }).toContain('101');
  await expectNoAxeViolations(page);
});

test('a cold visit plays the stream started before the page rendered: the player adopts it, one stream to the first frame, each file asked for once', async ({ page }) => {
  // A viewer who has been here before: the HTML's inline script asks for the channel and its stream's start with the
  // stored session (api/coldPrefetch.ts), and the app and hls.js take those answers instead of asking again.
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ftv_session_key')), PAGE_START).not.toBeNull();
  const asked: string[] = [];
  // Every channel's answers and streams, in order: what a failure prints (a standby of another channel, or a second
  // start of this one, shows here).
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/tv/api/channel/') || pathname.startsWith('/media/live/')) seen.push(`${Math.round(performance.now())} ms ${pathname}`);
    if (pathname.startsWith('/tv/api/channel/101') || pathname.startsWith('/media/live/101/')) asked.push(pathname);
  });
  // How many media sources (one per hls.js stream attached) the page had made when its first picture played: the entry's
  // early stream, adopted by the player, is the only one; a player starting the channel again would make a second.
  await page.addInitScript(() => {
    const Native = window.MediaSource;
    let made = 0;
    window.MediaSource = class extends Native {
      constructor() {
        super();
        made += 1;
      }
    } as typeof MediaSource;
    document.addEventListener('playing', () => ((window as unknown as { ftvSourcesAtFirstFrame?: number }).ftvSourcesAtFirstFrame ??= made), true);
  });
  await page.goto('/tv/101');
  await expectChannelShowing(page, 101);
  expect(await page.evaluate(() => (window as unknown as { ftvSourcesAtFirstFrame?: number }).ftvSourcesAtFirstFrame), `media sources at the first frame; requested, in order:\n${seen.join('\n')}`).toBe(1);
  const once = (path: string) => asked.filter((p) => p === path).length;
  // On failure, the requests in the order they were made tell which step asked again.
  const sequence = `asked, in order:\n${asked.join('\n')}`;
  expect(once('/tv/api/channel/101'), sequence).toBe(1);
  expect(once('/media/live/101/master.m3u8'), sequence).toBe(1);
  expect(asked.filter((p) => p.endsWith('.ts')), sequence).toEqual([...new Set(asked.filter((p) => p.endsWith('.ts')))]);
  expect(await page.evaluate(() => Object.keys((window as unknown as { ftvColdPrefetch?: { media: object } }).ftvColdPrefetch?.media ?? { none: 1 }))).toEqual([]);
  // It is the player's now: its controls drive it.
  await player(page).focus();
  await page.keyboard.press('Space');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('a returning viewer\'s cold visit shows the picture at the player\'s remembered place from its start, and the player takes it there', async ({ page }) => {
  // Watched once at this window size: the page remembers where its picture is.
  await page.goto('/tv/101');
  await expectChannelShowing(page, 101);
  const remembered = await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ftv_stage_place') ?? 'null') as { viewport: number[]; box: number[] } | null))
    .toMatchObject({ viewport: [page.viewportSize()!.width, page.viewportSize()!.height] })
    .then(() => page.evaluate(() => JSON.parse(localStorage.getItem('ftv_stage_place')!) as { box: number[] }));
  // Next time, the early picture goes into the page at that box, outside the app's root (React's), as it starts.
  await page.addInitScript(() => {
    const seen: { box: number[] }[] = [];
    (window as unknown as { ftvEarlyPictures: typeof seen }).ftvEarlyPictures = seen;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLVideoElement && node.parentElement === document.body) {
            const rect = node.getBoundingClientRect();
            seen.push({ box: [rect.left + scrollX, rect.top + scrollY, rect.width, rect.height] });
          }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expectChannelShowing(page, 101);
  const pictures = await page.evaluate(() => (window as unknown as { ftvEarlyPictures: { box: number[] }[] }).ftvEarlyPictures);
  expect(pictures).toHaveLength(1);
  expect(pictures[0]!.box).toEqual(remembered.box);
  // The player took it where it was: the same box, now on its stage, without the early look.
  const shown = page.locator(VISIBLE_VIDEO);
  await expect(shown).toHaveAttribute('data-channel-id', '101');
  // (Its inline style is empty; Chromium may still keep an empty `style` attribute once the element has had one.)
  expect(await shown.evaluate((video) => ({ inPlayer: !!video.closest('section[aria-label$=" player"]'), style: video.style.cssText }))).toEqual({ inPlayer: true, style: '' });
  const box = await shown.evaluate((video) => {
    const rect = video.getBoundingClientRect();
    return [rect.left + scrollX, rect.top + scrollY, rect.width, rect.height];
  });
  box.forEach((value, i) => expect(Math.abs(value - remembered.box[i]!)).toBeLessThanOrEqual(1));
  expect(await page.locator('body > video').count()).toBe(0);
});

test('the lock screen and media hub show the channel and programme; their play/pause drive the player and next/previous track zap', async ({ page }) => {
  // The hub's buttons are the browser's own UI: the page keeps the handlers it binds, and the test presses them as the hub would.
  await page.addInitScript(() => {
    const bound: Record<string, (() => void) | null> = {};
    (window as unknown as { ftvHub: typeof bound }).ftvHub = bound;
    const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
    navigator.mediaSession.setActionHandler = (action, handler) => {
      bound[action] = handler as (() => void) | null;
      set(action, handler);
    };
  });
  const press = (action: string) => page.evaluate((name) => (window as unknown as { ftvHub: Record<string, (() => void) | null> }).ftvHub[name]?.(), action);
  const shown = () =>
    page.evaluate(() => {
      const { metadata, playbackState } = navigator.mediaSession;
      return { title: metadata?.title, artist: metadata?.artist, artwork: metadata?.artwork.length ?? 0, playbackState };
    });
  await page.goto('/tv/103');
  await expectPlaying(page);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  // The programme comes with the channel's guide, which a busy machine answers after the picture.
  await expect.poll(shown, PAGE_START).toMatchObject({ artist: expect.stringMatching(/^3 · /), playbackState: 'playing' });
  const first = await shown();
  expect(heading).toContain(first.artist!.replace(/^3 · /, ''));
  expect(first.title).toBeTruthy();
  expect(first.artwork).toBeGreaterThan(0);
  await press('pause');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect.poll(shown).toMatchObject({ playbackState: 'paused' });
  await press('play');
  await expect.poll(shown).toMatchObject({ playbackState: 'playing' });
  await press('nexttrack');
  await expectChannelPlaying(page, 104);
  await expect.poll(shown).toMatchObject({ artist: expect.stringMatching(/^4 · /) });
  await press('previoustrack');
  await expectChannelPlaying(page, 103);
  // Leaving the watch page (in the app, the same document) takes the channel off the lock screen.
  await page.getByRole('link', { name: 'FTV home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(shown).toMatchObject({ title: undefined, playbackState: 'none' });
});

test('the cast button shows only while a device is around; casting sends a short-lived link of the viewer\'s own, pauses the page and follows a zap', async ({ page }) => {
  // A registration and three starts of a picture (the channel, the next one, the page's own again once casting stops).
  test.setTimeout(180_000);
  // A stand-in for the browser's device list (the one part a test machine has not got): it reports devices as the test
  // says, and its picker "chooses" one by connecting. Everything else is the app's and the provider's.
  await page.addInitScript(() => {
    const state = { devices: false, watchers: [] as ((available: boolean) => void)[], prompted: [] as string[], elements: [] as HTMLMediaElement[] };
    (window as unknown as { ftvCast: typeof state }).ftvCast = state;
    const remotes = new WeakMap<HTMLMediaElement, EventTarget>();
    const remoteOf = (element: HTMLMediaElement) => {
      let remote = remotes.get(element);
      if (!remote) {
        const target = new EventTarget();
        Object.assign(target, {
          state: 'disconnected',
          watchAvailability: (callback: (available: boolean) => void) => {
            state.watchers.push(callback);
            callback(state.devices);
            return Promise.resolve(state.watchers.length);
          },
          cancelWatchAvailability: () => Promise.resolve(),
          prompt: () => {
            state.prompted.push(element.src);
            if ((target as unknown as { state: string }).state === 'connected') {
              (target as unknown as { state: string }).state = 'disconnected';
              target.dispatchEvent(new Event('disconnect'));
            } else {
              (target as unknown as { state: string }).state = 'connected';
              target.dispatchEvent(new Event('connecting'));
              target.dispatchEvent(new Event('connect'));
            }
            return Promise.resolve();
          },
        });
        remote = target;
        remotes.set(element, remote);
        state.elements.push(element);
      }
      return remote;
    };
    Object.defineProperty(HTMLMediaElement.prototype, 'remote', {
      get(this: HTMLMediaElement) {
        return remoteOf(this);
      },
    });
  });
  const castButton = player(page).getByRole('button', { name: /^(Cast to a device|Casting: choose to stop)$/ });
  await register(page);
  await page.goto('/tv/103');
  await expectPlaying(page);
  await expect(castButton).toHaveCount(0);
  // A device turns up: the button shows.
  await page.evaluate(() => {
    const cast = (window as unknown as { ftvCast: { devices: boolean; watchers: ((available: boolean) => void)[] } }).ftvCast;
    cast.devices = true;
    for (const watcher of cast.watchers) watcher(true);
  });
  await expect(castButton).toHaveAccessibleName('Cast to a device');
  await castButton.click();
  await expect(castButton).toHaveAccessibleName('Casting: choose to stop');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const prompted = () => page.evaluate(() => (window as unknown as { ftvCast: { prompted: string[] } }).ftvCast.prompted);
  const [sent] = await prompted();
  const link = new URL(sent!);
  expect(link.pathname).toBe('/media/live/103/master.m3u8');
  // The viewer's own (their id signed in), for hours not the watch link's 6: and a device with no session can open it.
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('ftv_user') ?? '{}') as { id?: number | string }).id);
  expect(link.searchParams.get('user')).toBe(String(userId));
  expect(userId).toBeTruthy();
  const hoursLeft = (Number(link.searchParams.get('expires')) - Date.now() / 1000) / 3600;
  expect(hoursLeft).toBeGreaterThan(2.9);
  expect(hoursLeft).toBeLessThan(3.01);
  expect(await page.evaluate((url) => fetch(url, { credentials: 'omit' }).then((r) => r.text()), sent!)).toContain('#EXTM3U');
  // A zap while casting: the device follows on the next channel's own link.
  await page.keyboard.press('PageUp');
  await expect(page).toHaveURL(/\/tv\/104$/);
  const castSources = () => page.evaluate(() => (window as unknown as { ftvCast: { elements: HTMLMediaElement[] } }).ftvCast.elements.map((element) => element.src));
  await expect.poll(castSources).toContainEqual(expect.stringMatching(/\/media\/live\/104\/master\.m3u8\?token=.*&user=[1-9]/));
  // The page's own picture of the new channel waits, paused, while the device plays it.
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // Pressed again: the picker, where the viewer stops casting; the page's picture plays again.
  await castButton.click();
  await expect(castButton).toHaveAccessibleName('Cast to a device');
  await expectPlaying(page);
});

test('channel up / down by keys on the player changes the URL and plays that channel; Back returns', async ({ page }) => {
  await page.goto('/tv/103');
  await expectPlaying(page);
  // The channel up is kept warm beside the one watched (hidden, silent), and a press shows that very picture.
  const warm = page.locator('video[data-standby][data-channel-id="104"]');
  await expect.poll(() => warm.evaluate((v: HTMLVideoElement) => v.currentTime).catch(() => 0), { timeout: 45_000 }).toBeGreaterThan(0.5);
  await warm.evaluate((v) => v.setAttribute('data-marked', 'warm'));
  await expectStandbysSilent(page);
  await focusPlayer(page);
  await page.keyboard.press('ArrowUp');
  await expectChannelPlaying(page, 104);
  await expect(page.locator(`${VISIBLE_VIDEO}[data-marked="warm"]`)).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expectChannelPlaying(page, 103);
  await page.getByRole('button', { name: 'Next channel' }).click();
  await expectChannelPlaying(page, 104);
  await page.goBack();
  await expect(page).toHaveURL(/\/tv\/103$/);
});

test('a zap while paused plays the next channel with sound; the paused one is not heard', async ({ page }) => {
  await page.goto('/tv/106');
  await expectPlaying(page);
  await focusPlayer(page);
  await page.keyboard.press('Space');
  await expect(player(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = await page.locator(`${VISIBLE_VIDEO}[data-channel-id="106"]`).evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.keyboard.press('ArrowUp');
  await expectChannelPlaying(page, 107);
  await expect(player(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  expect(await page.locator(`${VISIBLE_VIDEO}[data-channel-id="107"]`).evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  // The channel left behind did not go on playing out loud.
  const left = page.locator('video[data-channel-id="106"]');
  if ((await left.count()) > 0) expect(await left.evaluate((v: HTMLVideoElement) => v.muted || v.currentTime === 0 || v.paused)).toBe(true);
  expect(pausedAt).toBeGreaterThan(0);
});

test('number entry: digits show over the picture and zap; an unknown number says so', async ({ page }) => {
  await page.goto('/tv/101');
  await expectPlaying(page);
  await focusPlayer(page);
  // Everything the overlay showed, recorded in the page (asserting between keys would outlast the 1.5 s commit).
  await page.evaluate(() => {
    const output = document.querySelector('[data-testid="channel-number"]')!;
    const seen: string[] = [];
    (window as unknown as { overlaySeen: string[] }).overlaySeen = seen;
    new MutationObserver(() => seen.push(output.textContent ?? '')).observe(output, { childList: true, subtree: true, characterData: true });
  });
  await page.keyboard.type('104');
  // Committed by the pause after the last digit.
  await expectChannelPlaying(page, 104);
  const seen = await page.evaluate(() => (window as unknown as { overlaySeen: string[] }).overlaySeen);
  expect(seen.some((text) => text.includes('1 0 _'))).toBe(true);
  // No channel has number or id 0 (a 0 alone is no channel either, should the pause commit it early).
  await page.keyboard.press('0');
  await page.keyboard.press('0');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('channel-number')).toHaveText(/^No channel 0+$/);
  await expect(page).toHaveURL(/\/tv\/104$/);
});

test('the last-channel key (L) returns to the previous channel', async ({ page }) => {
  await page.goto('/tv/101');
  await expectPlaying(page);
  await focusPlayer(page);
  await page.keyboard.press('3');
  await page.keyboard.press('Enter');
  await expectChannelPlaying(page, 103);
  await page.keyboard.press('l');
  await expectChannelPlaying(page, 101);
  await page.keyboard.press('l');
  await expectChannelPlaying(page, 103);
  await expect(page.getByRole('button', { name: /^Last channel \(/ })).toBeEnabled();
});

test('the mini guide opens with G; arrows and Enter zap; Escape closes it', async ({ page }) => {
  await page.goto('/tv/103');
  await expectPlaying(page);
  await focusPlayer(page);
  await page.keyboard.press('g');
  const listbox = player(page).getByRole('listbox');
  await expect(listbox).toBeFocused();
  // Each channel says what is on now (from one guide window for the lineup).
  await expect(listbox.getByRole('option', { selected: true })).not.toContainText('No programme information');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectChannelPlaying(page, 104);
  await expect(listbox).toBeHidden();
  await page.keyboard.press('g');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(player(page)).toBeFocused();
});

test('full screen survives a zap by keys', async ({ page }) => {
  await page.goto('/tv/103');
  await expectPlaying(page);
  await focusPlayer(page);
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null), { timeout: 15_000 }).toBe(true);
  await page.keyboard.press('ArrowUp');
  await expectChannelPlaying(page, 104);
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toMatch(/ player$/);
  await page.keyboard.press('4');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tv\/104$/);
  await page.keyboard.press('l');
  await expectChannelPlaying(page, 103);
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
});

test('a broken stream shows an error with retry, and Try again plays once the stream is back', async ({ page }) => {
  // The media server fails every live request until it "comes back"; the API keeps answering.
  let broken = true;
  await page.route('**/media/live/**', (route) =>
    broken ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Media temporarily unavailable' }) }) : route.fallback(),
  );
  await page.goto('/tv/101');
  const alert = player(page).getByRole('alert');
  await expect(alert).toContainText('could not be played', { timeout: 45_000 });
  await expect(alert).toContainText('The stream could not be reached. Check your connection and try again.');
  await expectNoAxeViolations(page);
  broken = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expectPlaying(page);
});

test('a premium channel shows a visitor the paywall with a link to /subscribe', async ({ page }) => {
  await page.goto('/tv/102');
  await expect(page.getByRole('heading', { name: /is a premium channel$/ })).toBeVisible();
  await expect(player(page).getByRole('link', { name: 'See subscription plans' })).toHaveAttribute('href', '/subscribe');
  await expectNoAxeViolations(page);
});

test('an unknown channel is not found', async ({ page }) => {
  await page.goto('/tv/999');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found — FTV');
});

test('a visitor is invited to log in for favourites and recording', async ({ page }) => {
  await page.goto('/tv/101');
  await expect(page.getByRole('link', { name: 'Log in to keep favourites' })).toHaveAttribute('href', '/login?next=%2Ftv%2F101');
  await expect(page.getByRole('link', { name: 'Log in to record programmes' })).toBeVisible();
});

test('logged in: the favourite toggle persists, and an upcoming programme is recorded from the list', async ({ page }) => {
  // A registration, a first frame, a reload and a recording booked and cancelled.
  await register(page, { next: '/tv/101' });
  await expectPlaying(page);
  const add = page.getByRole('button', { name: /^Add .* to favourites$/ });
  await add.click();
  await expect(page.getByRole('button', { name: /^Remove .* from favourites$/ })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Remove .* from favourites$/ })).toHaveAttribute('aria-pressed', 'true', PAGE_START);

  const list = page.getByRole('list', { name: /,/ });
  // The second entry is upcoming (the first is on now).
  const upcoming = list.getByRole('listitem').nth(1);
  await upcoming.getByRole('button', { name: /^Record / }).click();
  await expect(upcoming.getByText('Recorded')).toBeVisible();
  await expect(upcoming.getByRole('button', { name: /^Cancel recording/ })).toBeVisible();
  await upcoming.getByRole('button', { name: /^Cancel recording/ }).click();
  await expect(upcoming.getByRole('button', { name: /^Record / })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('an expired session (410)', () => {
  // A server of its own whose sessions expire after 5 idle seconds.
  test.use({ baseURL: ownServer({ FTV_SESSION_TTL: '5' }) });

  test('during playback: the next zap re-initialises and still plays', async ({ page }) => {
    // Sits idle past the 5 s session lifetime so that the next call meets a 410.
    await page.goto('/tv/103');
    await expectPlaying(page);
    const inits: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/tv/api/init') inits.push(request.url());
    });
    await page.waitForTimeout(7_000);
    await focusPlayer(page);
    await page.keyboard.press('ArrowUp');
    await expectChannelPlaying(page, 104);
    expect(inits.length).toBeGreaterThan(0);
  });
});

test('instant channel change can be turned off in settings: nothing is kept warm, zapping still works, and the choice holds across a reload and tabs', async ({ page, context }) => {
  await page.goto('/settings');
  const choice = page.getByRole('checkbox', { name: 'Instant channel change' });
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await page.reload();
  await expect(choice).not.toBeChecked();

  await page.goto('/tv/103');
  await expectPlaying(page);
  await focusPlayer(page);
  await page.keyboard.press('ArrowUp');
  await expectChannelPlaying(page, 104);
  // Half a second of picture and a zap later, a player that kept channels warm would have started them long since.
  await expect(page.locator('video[data-standby]')).toHaveCount(0);

  // Turned back on in another tab: this one follows without a reload.
  const other = await context.newPage();
  await other.goto('/settings');
  await other.getByRole('checkbox', { name: 'Instant channel change' }).check();
  await expect.poll(() => page.locator('video[data-standby]').count(), { timeout: 45_000 }).toBeGreaterThan(0);
  await expectStandbysSilent(page);
  await other.close();
});
