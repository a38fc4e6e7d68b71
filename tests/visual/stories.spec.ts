// stories.spec.ts — every story in each of its modes (.storybook/modes.ts), one render each in one preview per worker: its play function passes, axe finds no violation, and it looks as its committed baseline.
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { VIEWPORTS, type ViewportName } from '../../.storybook/viewports.ts';
import { unshippedFonts } from '../support/fonts.ts';
import type { StoryFacts } from './global-setup.ts';
import { describeViolations, openPreview, renderStory, type RenderOutcome } from './preview.ts';

/** The harness's size for a mode without a viewport (Chromatic's is 1200×900: the baselines are 800×600). */
const DEFAULT_VIEWPORT = { width: 800, height: 600 };
/** The size Storybook's Vitest plugin gives a story without a viewport of its own: a mode without a picture is checked at it, as `vitest --project storybook` does. */
const VITEST_VIEWPORT = { width: 1200, height: 900 };

/** One render of a story: a Chromatic mode (with its picture), or a theme the story has no picture in (checked all the same). */
interface Mode {
  story: StoryFacts;
  /** The mode's name ('dark', 'light phone'), or the theme's for a render without a picture. */
  name: string;
  theme: 'dark' | 'light';
  globals: { theme: string; viewport: { value: string; isRotated: boolean } | undefined; tv: 'on' | 'off' };
  size: { width: number; height: number };
  /** The baseline's name in tests/visual/__screenshots__/; null when the story takes no picture in this mode. */
  snapshot: string | null;
  /** Storybook's Vitest plugin tests stories tagged `test`: only theirs are played and checked with axe here (every story is pictured). */
  tested: boolean;
}

if (!process.env.FTV_STORYBOOK_STORIES) throw new Error('The story list comes from global-setup.ts: run with -c tests/visual/playwright.config.ts (and without --list).');
const stories = JSON.parse(readFileSync(process.env.FTV_STORYBOOK_STORIES, 'utf8')) as StoryFacts[];

function presetSize(name: string) {
  if (!(name in VIEWPORTS)) throw new Error(`Unknown viewport preset '${name}' (see .storybook/viewports.ts)`);
  const { width, height } = VIEWPORTS[name as ViewportName].styles;
  return { width: parseInt(width, 10), height: parseInt(height, 10) };
}

/**
 * A story's renders. Its pictures as Chromatic takes them: none with `disableSnapshot`, else one per enabled mode
 * (one with the default globals if it has none), at the mode's viewport, else the story's own `globals.viewport`.
 * The first mode of a theme keeps the name `<theme>-<id>.png` (a phone story's phone modes stand in for the
 * project's dark and light), a further one is named after its mode. Then, for a story the Vitest run tests, each
 * theme it has no picture in, rendered as that run does (its size, or 1200×900), so every story plays in both themes.
 */
function modesOf(story: StoryFacts): Mode[] {
  const tested = story.tags.includes('test');
  const chromatic = story.chromatic.disableSnapshot ? {} : (story.chromatic.modes ?? { default: {} });
  const pictured = Object.entries(chromatic).filter(([, mode]) => !mode.disable);
  const named = new Set<string>();
  const modes: Mode[] = pictured.map(([name, { theme: modeTheme, viewport, tv }]) => {
    const theme = modeTheme === 'light' ? 'light' : 'dark';
    if (viewport !== undefined && typeof viewport !== 'string') throw new Error(`${story.id}: mode '${name}' must name a viewport preset`);
    const preset = viewport ?? story.viewport;
    const first = !named.has(theme);
    named.add(theme);
    return {
      story,
      name,
      theme,
      globals: { theme, viewport: viewport ? { value: viewport, isRotated: false } : undefined, tv: tv === 'on' ? 'on' : 'off' },
      size: preset ? presetSize(preset) : DEFAULT_VIEWPORT,
      snapshot: `${first ? theme : name.replaceAll(/[^a-z0-9]+/gi, '-')}-${story.id}.png`,
      tested,
    };
  });
  if (!tested) return modes;
  for (const theme of ['dark', 'light'] as const) {
    if (named.has(theme)) continue;
    modes.push({ story, name: theme, theme, globals: { theme, viewport: undefined, tv: 'off' }, size: story.viewport ? presetSize(story.viewport) : VITEST_VIEWPORT, snapshot: null, tested });
  }
  return modes;
}

/**
 * The browser's own user agent with Storybook's test-runner mark: a preview under test (this one, or the Vitest run's)
 * pauses CSS animations at their end once a story has played, where a preview in a browser waits (100 ms at least)
 * for them to finish. (With reduced motion, every animation of the app's already ends at once: no pixel changes.)
 */
async function testRunnerUserAgent(browser: Browser) {
  const context = await browser.newContext();
  const userAgent = await (await context.newPage()).evaluate(() => navigator.userAgent);
  await context.close();
  return `${userAgent} StorybookTestRunner`;
}

/** One page per worker with the preview loaded once: each story is rendered into it in turn (preview.ts). */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce', userAgent: await testRunnerUserAgent(browser) });
      const page = await context.newPage();
      await openPreview(page, process.env.FTV_STORYBOOK_URL!);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The worker's last render: a mode's checks share it, and each later one renders the story again only in a fresh worker (after a failure, or a retry). */
let last: { page: Page; mode: Mode; outcome: Promise<RenderOutcome> } | null = null;

function rendered(page: Page, mode: Mode): Promise<RenderOutcome> {
  if (last?.page !== page || last.mode !== mode) {
    const size = page.viewportSize();
    const sized = size?.width === mode.size.width && size.height === mode.size.height ? Promise.resolve() : page.setViewportSize(mode.size);
    const outcome = sized.then(() => renderStory(page, { id: mode.story.id, globals: mode.globals }));
    last = { page, mode, outcome };
  }
  return last.outcome;
}

const played = (outcome: RenderOutcome) => outcome.errors.length === 0;

/**
 * Per story, in one worker and in order (its modes one after the other in the same page: its other theme is a
 * remount), and per mode one render that its checks share, each its own test: "plays", "has no axe violation",
 * "looks as its baseline". A failed check moves the rest to a fresh worker, where the story renders again; none is
 * skipped for it, except what the failure makes meaningless (axe and the picture of a story that did not play).
 * Tags pick a theme or a kind of check: `--grep @light`, `--grep @visual`.
 */
for (const story of stories) {
  test.describe(`${story.title} › ${story.name}`, () => {
    test.describe.configure({ mode: 'default' });
    for (const mode of modesOf(story)) {
      test.describe(mode.name, { tag: `@${mode.theme}` }, () => {
        if (mode.tested) {
          test('plays', { tag: '@plays' }, async ({ storyPage }) => {
            const outcome = await rendered(storyPage, mode);
            expect(outcome.errors, `render and play function of ${story.id} (phases: ${outcome.phases.join(' → ')})`).toEqual([]);
            expect(outcome.theme, 'the theme the decorator set').toBe(mode.theme);
          });

          test('has no axe violation', { tag: '@a11y' }, async ({ storyPage }) => {
            const outcome = await rendered(storyPage, mode);
            // As in the Vitest run: a story may turn its check off (parameters.a11y), and axe runs after a play function that passed.
            test.skip(outcome.a11yOff !== null, `a11y is off for this story: ${outcome.a11yOff}`);
            test.skip(!played(outcome), 'axe did not run: the story failed to render or play (see its "plays" test)');
            expect(outcome.a11y, 'the a11y addon reported no result: did axe run after the play function?').not.toBeNull();
            expect(outcome.a11y!.error, 'axe failed to run').toBeNull();
            // `test: 'todo'` reports violations as a warning, which passes (as in the Vitest run); `test: 'error'` (preview.tsx) as failed.
            if (outcome.a11y!.status === 'warning') test.info().annotations.push({ type: 'a11y todo', description: describeViolations(outcome.a11y!.violations) });
            const violations = outcome.a11y!.status === 'failed' ? outcome.a11y!.violations : [];
            expect(violations.map((v) => v.id), `axe violations in ${story.id} (${mode.name}):\n\n${describeViolations(violations)}\n`).toEqual([]);
          });
        }

        if (mode.snapshot) {
          const snapshot = mode.snapshot;
          test('looks as its baseline', { tag: '@visual' }, async ({ storyPage }) => {
            const outcome = await rendered(storyPage, mode);
            // No picture of a story that failed (and, locally, no baseline written of it).
            test.skip(mode.tested && !played(outcome), 'the story failed to render or play (see its "plays" test)');
            expect(outcome.errors, 'render and play function').toEqual([]);
            expect(outcome.theme, 'the theme the decorator set').toBe(mode.theme);
            // Before the picture, so that no baseline is ever written with a machine's own font in it.
            expect(await unshippedFonts(storyPage), 'text in a font the project does not ship').toEqual([]);
            await expect(storyPage).toHaveScreenshot(snapshot, { fullPage: true });
          });
        }
      });
    }
  });
}
