// stories.spec.ts — a screenshot of every story in both themes, compared with its committed baseline.
import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VIEWPORTS, type ViewportName } from '../../.storybook/viewports.ts';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', '..', 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// A story tagged 'no-screenshot' is still run by the story tests; only its picture is not compared.
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-screenshot'));
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

/** A story render in one of these phases is over; in any other, switching away makes Storybook reload the preview. */
const SETTLED_PHASES = ['finished', 'errored', 'aborted'];

/**
 * One Storybook page per worker, switched from story to story over Storybook's own channel (as the
 * manager does): loading the preview afresh for each of ~300 screenshots costs minutes.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${process.env.FTV_STORYBOOK_URL}/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=theme:dark`);
      // Until the first story has finished (its play and the a11y check after it): Storybook reloads the whole preview
      // when a story is switched away from while its render is still pending.
      await page.waitForFunction(
        (settled) => settled.includes((window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''),
        SETTLED_PHASES,
      );
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The story's own viewport (its `globals.viewport`, prepared as `storyGlobals`), set before it renders so its play runs at that size. */
async function useStoryViewport(page: Page, storyId: string) {
  const name = await page.evaluate(async (id) => {
    const preview = (window as unknown as {
      __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory(a: { storyId: string }): Promise<{ storyGlobals?: { viewport?: { value?: string } } }> } };
    }).__STORYBOOK_PREVIEW__;
    return (await preview.storyStoreValue.loadStory({ storyId: id })).storyGlobals?.viewport?.value ?? null;
  }, storyId);
  const preset = name && name in VIEWPORTS ? VIEWPORTS[name as ViewportName].styles : null;
  await page.setViewportSize(preset ? { width: parseInt(preset.width, 10), height: parseInt(preset.height, 10) } : DEFAULT_VIEWPORT);
}

/** Shows a story in a theme and resolves once it has rendered and its play function has finished. */
async function showStory(page: Page, storyId: string, theme: 'dark' | 'light'): Promise<string> {
  return page.evaluate(
    async ({ storyId, theme, settledPhases }) => {
      interface Channel {
        on(event: string, listener: (payload: { storyId: string; status: string }) => void): void;
        off(event: string, listener: (payload: { storyId: string; status: string }) => void): void;
        emit(event: string, payload: unknown): void;
      }
      const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel; __STORYBOOK_PREVIEW__: { currentRender?: { id?: string; phase?: string } } };
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      const finished = (id: string) =>
        new Promise<string>((resolve) => {
          const listener = (event: { storyId: string; status: string }) => {
            if (event.storyId !== id) return;
            channel.off('storyFinished', listener);
            resolve(event.status);
          };
          channel.on('storyFinished', listener);
        });

      // A render still pending (a play, the a11y check after it) would be torn down by a reload of the whole preview.
      const w2 = window as unknown as { __STORYBOOK_PREVIEW__: { currentRender?: { phase?: string } } };
      while (!settledPhases.includes(w2.__STORYBOOK_PREVIEW__.currentRender?.phase ?? '')) await new Promise((resolve) => setTimeout(resolve, 20));

      let status = 'success';
      const currentId = w.__STORYBOOK_PREVIEW__.currentRender?.id;
      // The theme first (it re-renders the current story), then the story: never both in flight at once.
      if (document.documentElement.getAttribute('data-theme') !== theme && currentId) {
        const rerendered = finished(currentId);
        channel.emit('updateGlobals', { globals: { theme } });
        status = await rerendered;
      }
      if (currentId !== storyId) {
        const rendered = finished(storyId);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        status = await rendered;
      }
      await document.fonts.ready;
      return status;
    },
    { storyId, theme, settledPhases: SETTLED_PHASES },
  );
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(theme, () => {
    for (const story of stories) {
      test(`${story.title} › ${story.name}`, async ({ storyPage }) => {
        await useStoryViewport(storyPage, story.id);
        expect(await showStory(storyPage, story.id, theme), 'story render and play').toBe('success');
        expect(await storyPage.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
        await expect(storyPage).toHaveScreenshot(`${theme}-${story.id}.png`, { fullPage: true });
      });
    }
  });
}
