// stories.spec.ts — a screenshot of every story in each of its Chromatic modes (.storybook/modes.ts), compared with its committed baseline.
import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { VIEWPORTS, type ViewportName } from '../../.storybook/viewports.ts';
import { unshippedFonts } from '../support/fonts.ts';
import type { StoryFacts } from './global-setup.ts';

const DEFAULT_VIEWPORT = { width: 800, height: 600 };

interface Shot {
  story: StoryFacts;
  mode: string;
  theme: 'dark' | 'light';
  /** The `globals` query parameter of the story's URL: the mode's globals, as Chromatic sets them. */
  globals: string;
  size: { width: number; height: number };
  /** The baseline's name in tests/visual/__screenshots__/. */
  snapshot: string;
}

if (!process.env.FTV_STORYBOOK_STORIES) throw new Error('The story list comes from global-setup.ts: run with -c tests/visual/playwright.config.ts (and without --list).');
const stories = JSON.parse(readFileSync(process.env.FTV_STORYBOOK_STORIES, 'utf8')) as StoryFacts[];

function presetSize(name: string) {
  if (!(name in VIEWPORTS)) throw new Error(`Unknown viewport preset '${name}' (see .storybook/viewports.ts)`);
  const { width, height } = VIEWPORTS[name as ViewportName].styles;
  return { width: parseInt(width, 10), height: parseInt(height, 10) };
}

/**
 * A story's pictures, as Chromatic takes them: none with `disableSnapshot`, else one per enabled mode (one with
 * the default globals if it has none). The size is the mode's viewport, else the story's own `globals.viewport`.
 * The first mode of a theme keeps the name `<theme>-<id>.png` (a phone story's phone modes stand in for the
 * project's dark and light), a further one is named after its mode.
 */
function shotsOf(story: StoryFacts): Shot[] {
  if (story.chromatic.disableSnapshot) return [];
  const modes = Object.entries(story.chromatic.modes ?? { default: {} }).filter(([, mode]) => !mode.disable);
  const named = new Set<string>();
  return modes.map(([mode, { theme: modeTheme, viewport }]) => {
    const theme = modeTheme === 'light' ? 'light' : 'dark';
    if (viewport !== undefined && typeof viewport !== 'string') throw new Error(`${story.id}: mode '${mode}' must name a viewport preset`);
    const globals = viewport ? `theme:${theme};viewport.value:${viewport};viewport.isRotated:!false` : `theme:${theme}`;
    const preset = viewport ?? story.viewport;
    const first = !named.has(theme);
    named.add(theme);
    return {
      story,
      mode,
      theme,
      globals,
      size: preset ? presetSize(preset) : DEFAULT_VIEWPORT,
      snapshot: `${first ? theme : mode.replaceAll(/[^a-z0-9]+/gi, '-')}-${story.id}.png`,
    };
  });
}

const shots = stories.flatMap(shotsOf);

/** One page per worker, taken from story URL to story URL. */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** A story render in one of these phases is over: loaded, rendered, and played. */
const SETTLED_PHASES = ['finished', 'errored', 'aborted'];

/** Opens a story by its public URL, sized for its mode, and resolves once it has rendered and its play function has finished. */
async function openStory(page: Page, shot: Shot) {
  await page.setViewportSize(shot.size);
  // `a11y.manual`: the a11y addon's own global, so axe does not run after the play function. It changes no pixel,
  // and the story tests (npm test) check a11y in both themes; here it would only cost time.
  await page.goto(`${process.env.FTV_STORYBOOK_URL}/iframe.html?id=${shot.story.id}&viewMode=story&globals=${shot.globals};a11y.manual:!true`);
  // Public: the classes Storybook gives <body> once the story is shown, or an error instead of it.
  await page.waitForSelector('body.sb-show-main:not(.sb-show-preparing-story), body.sb-show-errordisplay', { state: 'attached' });
  // Private, and the only private read: nothing public says the play function (and the a11y check after it) is over.
  const phase = await page.waitForFunction(
    (settled) => {
      const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase && settled.includes(phase) ? phase : null;
    },
    SETTLED_PHASES,
  );
  await page.evaluate(() => document.fonts.ready);
  return { phase: await phase.jsonValue(), errorShown: await page.locator('body.sb-show-errordisplay').count() > 0 };
}

for (const shot of shots) {
  test.describe(shot.mode, () => {
    test(`${shot.story.title} › ${shot.story.name}`, async ({ storyPage }) => {
      expect(await openStory(storyPage, shot), 'story render and play').toEqual({ phase: 'finished', errorShown: false });
      expect(await storyPage.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(shot.theme);
      // Before the picture, so that no baseline is ever written with a machine's own font in it.
      expect(await unshippedFonts(storyPage), 'text in a font the project does not ship').toEqual([]);
      await expect(storyPage).toHaveScreenshot(shot.snapshot, { fullPage: true });
    });
  });
}
