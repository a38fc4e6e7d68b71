// global-setup.ts (visual) — serves the static Storybook build on an ephemeral port, and asks it for every story's Chromatic modes.
import { chromium } from '@playwright/test';
import Fastify from 'fastify';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { registerStaticSite } from '../../server/web/static.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const STORYBOOK_DIR = path.join(ROOT, 'storybook-static');
/** Outside the run's outputDir, which Playwright empties after this setup. */
const STORIES_FILE = path.join(ROOT, 'test-results', 'visual-stories.json');

/** What the spec needs of a story, read once here: Playwright needs the list of tests before any page opens. */
export interface StoryFacts {
  id: string;
  title: string;
  name: string;
  /** `parameters.chromatic`, merged from preview.tsx, the component and the story. */
  chromatic: { modes?: Record<string, { disable?: boolean; theme?: string; viewport?: unknown; tv?: string }>; disableSnapshot?: boolean };
  /** The story's own `globals.viewport` preset, if it sets one. */
  viewport: string | null;
  /** The story's tags (index.json): Storybook's Vitest plugin tests the stories tagged `test`, and so does this pass. */
  tags: string[];
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export default async function globalSetup() {
  const app = Fastify({ logger: false });
  await registerStaticSite(app, { root: STORYBOOK_DIR });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  process.env.FTV_STORYBOOK_URL = `http://127.0.0.1:${port}`;
  try {
    writeStoryFacts(await readStoryFacts(process.env.FTV_STORYBOOK_URL));
    process.env.FTV_STORYBOOK_STORIES = STORIES_FILE;
  } catch (error) {
    await app.close();
    throw error;
  }
  return async () => app.close();
}

/**
 * Each story's parameters as the preview resolves them (project, component and story levels merged), which is
 * what Chromatic reads: its `chromatic` modes and `disableSnapshot`, and its own `globals.viewport`.
 */
async function readStoryFacts(baseUrl: string): Promise<StoryFacts[]> {
  const index = JSON.parse(readFileSync(path.join(STORYBOOK_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    // The step runs niced: on a machine busy with other work its first load of the preview (every story's code) took
    // over 30 s, Playwright's default. Setup, not a test: it may take its time.
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.goto(`${baseUrl}/iframe.html?id=${stories[0]!.id}&viewMode=story`);
    // Storybook has no public API for a story's parameters: its preview's store is what its own test runner reads.
    await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue);
    const loaded = await page.evaluate(async (ids) => {
      interface LoadedStory {
        parameters: { chromatic?: { modes?: unknown; disableSnapshot?: unknown } };
        storyGlobals?: { viewport?: { value?: unknown } };
      }
      const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory(a: { storyId: string }): Promise<LoadedStory> } } })
        .__STORYBOOK_PREVIEW__.storyStoreValue;
      const result = [];
      for (const id of ids) {
        const story = await store.loadStory({ storyId: id });
        const viewport = story.storyGlobals?.viewport?.value;
        // Through JSON: only plain data leaves the page.
        result.push(JSON.parse(JSON.stringify({ chromatic: story.parameters.chromatic ?? {}, viewport: typeof viewport === 'string' ? viewport : null })));
      }
      return result as Array<Pick<StoryFacts, 'chromatic' | 'viewport'>>;
    }, stories.map((story) => story.id));
    return stories.map((story, i) => ({ id: story.id, title: story.title, name: story.name, tags: story.tags ?? [], ...loaded[i]! }));
  } finally {
    await browser.close();
  }
}

function writeStoryFacts(facts: StoryFacts[]) {
  mkdirSync(path.dirname(STORIES_FILE), { recursive: true });
  writeFileSync(STORIES_FILE, `${JSON.stringify(facts, null, 1)}\n`);
}
