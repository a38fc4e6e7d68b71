// vite-route-chunks.ts — the modules routes share, save what the first page needs, in one chunk: a route's cold start waits on a few requests, not dozens, and the initial load keeps its budget.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The page every visit starts on besides its own route: its modules are the initial load, which has a budget (`npm run bench`). */
const HOME_PAGE = /[\\/]src[\\/]app[\\/]pages[\\/]HomePage\.tsx$/;

/**
 * A plugin that learns, once the module graph is built, what the entry and the home page import statically; and the
 * chunk group's test, which takes the app's other modules (shared by two routes or more, as the group says). Without it
 * the design system's primitives and the features' small modules are dozens of chunks of a few hundred bytes, each a
 * request queued on the browser's six connections before the watch page can ask for its channel
 * (`npx node scripts/bench-zap.ts --cold --waterfall`). Only the app's own build (its index.html): Storybook's stays as it was.
 */
export function sharedRouteChunk(): { plugin: Plugin; test: (id: string) => boolean; entryTest: (id: string) => boolean } {
  const initial = new Set<string>();
  /** What the entry imports statically, all the way down (itself left out): loaded with it on every page anyway. */
  const entryImports = new Set<string>();
  let appIndex = '';
  let appBuild = false;
  const plugin: Plugin = {
    name: 'ftv-shared-route-chunk',
    apply: 'build',
    configResolved(config) {
      appIndex = path.join(config.root, 'index.html');
    },
    buildEnd() {
      initial.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      appBuild = entries.includes(appIndex);
      const visit = (id: string) => {
        if (initial.has(id)) return;
        initial.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of entries) visit(id);
      // The HTML's own scripts (main.tsx) make the entry chunk; what they import goes beside it.
      const entryScripts = new Set(entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []));
      for (const id of initial) if (!entries.includes(id) && !entryScripts.has(id)) entryImports.add(id);
      for (const id of [...this.getModuleIds()].filter((m) => HOME_PAGE.test(m))) visit(id);
    },
  };
  return {
    plugin,
    test: (id) => appBuild && /[\\/]src[\\/]/.test(id) && !initial.has(id),
    // One chunk beside the entry rather than one per library (React, jotai, the style runtime…): each would be a
    // request queued on the browser's six connections ahead of a cold watch page's channel answer.
    entryTest: (id) => appBuild && entryImports.has(id),
  };
}
