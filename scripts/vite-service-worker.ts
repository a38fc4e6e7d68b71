// vite-service-worker.ts — Vite plugin: builds src/sw/sw.ts to dist/sw.js (not hashed) with the build's precache list and id.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rolldown } from 'rolldown';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { OFFLINE_URL, SHELL_URL, SW_URL } from '../src/sw/protocol.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(ROOT, 'src', 'sw', 'sw.ts');

export interface PrecacheEntry {
  url: string;
  /** null for a content-hashed file: its name changes with its content. */
  revision: string | null;
}

const revisionOf = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/**
 * What the worker stores at install: the shell (index.html as `/` answers it), the offline page, and the hashed files the
 * shell needs to start: the entry with the chunks it imports, and every stylesheet. A page's own chunks are stored as
 * they are first fetched (the worker's cache-first route for /assets/), so a viewer who has opened a page online can
 * open it offline.
 */
export function precacheList(bundle: OutputBundle, offlinePage: string | Uint8Array): PrecacheEntry[] {
  const html = bundle['index.html'] as OutputAsset | undefined;
  if (!html) throw new Error('ftv-service-worker: the bundle has no index.html');
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const files = new Set<string>();
  const add = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') add(imported);
    }
  };
  for (const chunk of chunks.filter((item) => item.isEntry)) add(chunk);
  for (const name of Object.keys(bundle)) if (name.startsWith('assets/') && name.endsWith('.css')) files.add(name);
  return [
    { url: SHELL_URL, revision: revisionOf(html.source) },
    { url: OFFLINE_URL, revision: revisionOf(offlinePage) },
    ...[...files].sort().map((file) => ({ url: `/${file}`, revision: null })),
  ];
}

/** The build's id: it changes whenever the shell or any precached file does (the hashed names carry their content). */
export const buildIdOf = (list: readonly PrecacheEntry[]) => revisionOf(JSON.stringify(list)).slice(0, 12);

export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'ftv-service-worker',
    apply: 'build',
    generateBundle: {
      // After the HTML plugins: the shell's revision is the HTML as served, with its inline boot script.
      order: 'post',
      async handler(_options, bundle) {
        // Another build through this config (Storybook's) has no app shell: no worker.
        if (!('index.html' in bundle)) return;
        const offlinePage = readFileSync(path.join(ROOT, 'public', OFFLINE_URL.slice(1)));
        const list = precacheList(bundle, offlinePage);
        const worker = await rolldown({
          input: ENTRY,
          platform: 'browser',
          logLevel: 'warn',
          transform: {
            define: {
              __FTV_PRECACHE__: JSON.stringify(list),
              __FTV_BUILD__: JSON.stringify(buildIdOf(list)),
              // Workbox's development logging and assertions are left out.
              'process.env.NODE_ENV': JSON.stringify('production'),
            },
          },
        });
        try {
          const { output } = await worker.generate({ format: 'iife', minify: true });
          this.emitFile({ type: 'asset', fileName: SW_URL.slice(1), source: output[0].code });
        } finally {
          await worker.close();
        }
      },
    },
  };
}
