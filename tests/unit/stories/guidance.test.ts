// guidance.test.ts — every design-system component has "when to use / when not" guidance, on a docs page that exists.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { componentsCoveredBy, guidance } from '../../../stories/support/guidance.ts';

const root = path.join(import.meta.dirname, '../../..');
// Not components: the theme contract, the formatting helpers, and `private` (hooks shared by components, never exported).
const notComponents = new Set(['theme', 'format', 'private']);

const componentFolders = readdirSync(path.join(root, 'src/components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notComponents.has(entry.name))
  .map((entry) => entry.name);

const storyTitles = readdirSync(path.join(root, 'stories'))
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => /const meta = \{\s*title: '([^']+)'/.exec(readFileSync(path.join(root, 'stories', file), 'utf8'))?.[1]);

const covered = Object.entries(guidance).flatMap(([title, entry]) => componentsCoveredBy(title, entry));

test('the component folders and story titles are found', () => {
  expect(componentFolders).toContain('Button');
  expect(storyTitles).toContain('Base/Button');
});

test('every component in src/components has guidance', () => {
  expect(componentFolders.filter((name) => !covered.includes(name))).toEqual([]);
});

test('every guidance entry is keyed by the title of a story file', () => {
  expect(Object.keys(guidance).filter((title) => !storyTitles.includes(title))).toEqual([]);
});

test('every entry and every component it also covers names a component and says when to use it and when not', () => {
  expect(covered.filter((name) => !componentFolders.includes(name))).toEqual([]);
  expect(covered.length).toBe(new Set(covered).size);
  for (const entry of Object.values(guidance)) {
    for (const advice of [entry, ...Object.values(entry.alsoCovers ?? {})]) {
      expect(advice.use.length).toBeGreaterThan(0);
      expect(advice.avoid.length).toBeGreaterThan(0);
    }
  }
});
