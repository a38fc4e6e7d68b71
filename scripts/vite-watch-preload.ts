// vite-watch-preload.ts — Vite plugin: the HTML's inline boot script (src/app/bootScript.ts) starts the app; on a cold /tv/{id} it asks for the channel, its stream's start, the picture's chunk and hls.js before the rest.
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { COLD_PREFETCH_GLOBAL } from '../src/api/coldPrefetch.ts';
import { coldWatchPrefetch } from '../src/api/coldPrefetchScript.ts';
import { STORAGE_KEYS } from '../src/api/storage.ts';
import { bootApp, type BootOptions } from '../src/app/bootScript.ts';
import { COLD_PICTURE_EVENT, COLD_PICTURE_WAIT_MS, WATCH_PATH } from '../src/app/coldStartSignals.ts';
import { FAST_START_CONFIG } from '../src/media/hls.ts';


/**
 * Without it a cold watch page fetches in steps: the entry, then (once the entry has run) the channel's answer, the
 * route's chunks and hls.js, then the stream: each step after the one before (`npx node scripts/bench-zap.ts --cold
 * --waterfall`). A bare player fetches hls.js first thing. The plugin takes the entry's script tag and preload links out
 * of the HTML and inlines the boot script with the files it needs: the entry and its imports; on watch pages the
 * picture's chunks (hls.js, app/coldStart.ts) and the route's. Other pages do not pay for a player they do not show.
 * Build only (the dev server has no hashed chunks); the app's CSP allows the script by its hash (server/web/static.ts).
 */
export function watchPreloadPlugin(): Plugin {
  return {
    name: 'ftv-watch-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const holding = (test: RegExp) => chunks.find((chunk) => chunk.moduleIds.some((id) => test.test(id)));
        const watchPage = holding(/[\\/]src[\\/]app[\\/]pages[\\/]watch[\\/]WatchPage\.tsx$/);
        // Another build through this config (Storybook's) has no watch page: nothing to preload.
        if (!watchPage) return [];
        const earlyStart = holding(/[\\/]src[\\/]features[\\/]player[\\/]earlyStart\.ts$/);
        const coldStart = holding(/[\\/]src[\\/]app[\\/]coldStart\.ts$/);
        // The chunk the entry's `import('./coldStart')` loads (a facade over the shared one, when the bundler makes one).
        const coldStartFacade = chunks.find((chunk) => chunk.facadeModuleId !== null && /[\\/]src[\\/]app[\\/]coldStart\.ts$/.test(chunk.facadeModuleId));
        const hls = holding(/[\\/]node_modules[\\/]hls\.js[\\/]/);
        if (!earlyStart || !coldStart || !hls) throw new Error('ftv-watch-preload: the early start, the cold start or hls.js is in no chunk');
        const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        // Each chunk with the chunks it imports, all the way down (they would otherwise come one round trip after another).
        const withImports = (chunk: OutputChunk, into = new Map<string, OutputChunk>()): Map<string, OutputChunk> => {
          if (into.has(chunk.fileName)) return into;
          into.set(chunk.fileName, chunk);
          for (const file of chunk.imports) {
            const imported = bundle[file];
            if (imported?.type === 'chunk') withImports(imported, into);
          }
          return into;
        };
        const closure = (list: OutputChunk[]) => {
          const all = new Map<string, OutputChunk>();
          for (const chunk of list) withImports(chunk, all);
          return [...all.values()];
        };
        const outsideEntry = (list: OutputChunk[]) => closure(list).filter((chunk) => !entryFiles.has(chunk.fileName));
        // hls.js first: it is the largest, and the picture waits for it as a bare player's would. With what the picture's
        // chunk imports, though the entry shares it (the small runtime and storage chunks): it does not wait for the entry.
        const picture = closure([hls, coldStart, ...(coldStartFacade ? [coldStartFacade] : [])]);
        const pictureFiles = new Set(picture.map((chunk) => chunk.fileName));
        const route = outsideEntry([earlyStart, watchPage]).filter((chunk) => !pictureFiles.has(chunk.fileName));
        const files = (list: OutputChunk[]) => [...new Set(list.map((chunk) => `/${chunk.fileName}`))];
        // Their CSS too: a dynamic import waits for its chunk's stylesheets before it runs.
        const styles = [...new Set([...picture, ...route].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`)))];
        // The app's entry is started by the script rather than by a tag (which would run it as soon as it arrived), and
        // its preloads (those Vite writes for what it imports) are added by the script too: on a watch page after the
        // picture's requests, which would otherwise queue behind them on the browser's six connections.
        const entry = chunks.find((chunk) => chunk.isEntry);
        const entryTag = entry && `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!entry || !entryTag || !html.includes(entryTag)) throw new Error('ftv-watch-preload: the entry script is not in index.html as expected');
        const entryPreloads = [`/${entry.fileName}`];
        const page = html.replace(entryTag, '').replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
          entryPreloads.push(href);
          return '';
        });
        const options: BootOptions = {
          entry: `/${entry.fileName}`,
          entryPreloads,
          watchPath: WATCH_PATH.source,
          pictureScripts: files(picture),
          coldStart: `/${coldStart.fileName}`,
          watchScripts: files(route),
          watchStyles: styles,
          // The channel's answer and its stream's start are asked for first: the picture waits on that chain, not on the code.
          prefetch: {
            globalName: COLD_PREFETCH_GLOBAL,
            watchPath: WATCH_PATH.source,
            sessionKeyItem: STORAGE_KEYS.sessionKey,
            tokenItem: STORAGE_KEYS.accessToken,
            liveSyncDurationCount: FAST_START_CONFIG.liveSyncDurationCount ?? 3,
          },
          stagePlaceItem: STORAGE_KEYS.stagePlace,
          pictureEvent: COLD_PICTURE_EVENT,
          pictureWaitMs: COLD_PICTURE_WAIT_MS,
        };
        const script = `(${bootApp.toString()})(${JSON.stringify(options)},${coldWatchPrefetch.toString()})`;
        // First in <head>: an inline script after a stylesheet waits for it, and these requests would wait with it.
        return { html: page, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
