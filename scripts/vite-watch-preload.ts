// vite-watch-preload.ts — Vite plugin: on a cold /tv/{id}, the watch page's chunks and hls.js start downloading as the HTML is parsed, beside the entry, not after it has run.
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { COLD_PREFETCH_GLOBAL } from '../src/api/coldPrefetch.ts';
import { coldWatchPrefetch } from '../src/api/coldPrefetchScript.ts';
import { STORAGE_KEYS } from '../src/api/storage.ts';
import { FAST_START_CONFIG } from '../src/media/hls.ts';

/** The paths the inline script preloads for; the entry's own start (src/app/main.tsx) matches the same. */
export const WATCH_PATH = /^\/tv\/([1-9][0-9]{0,9})\/?$/;

/**
 * Without it a cold watch page fetches in steps: the entry, then (once the entry has run) the route's chunks and the
 * early start, then hls.js: 600 KB of it parsed last, after every other step (`npx node scripts/bench-zap.ts --cold
 * --waterfall`). A bare player fetches hls.js first thing. The script adds `modulepreload` links for the watch route's
 * chunks, the early start's and hls.js's, on watch paths only: other pages do not pay for a player they do not show.
 * Build only (the dev server has no hashed chunks); the app's CSP allows the script by its hash (server/web/static.ts).
 */
export function watchPreloadPlugin(): Plugin {
  return {
    name: 'ftv-watch-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const holding = (test: RegExp) => chunks.find((chunk) => chunk.moduleIds.some((id) => test.test(id)));
        const watchPage = holding(/[\\/]src[\\/]app[\\/]pages[\\/]watch[\\/]WatchPage\.tsx$/);
        // Another build through this config (Storybook's) has no watch page: nothing to preload.
        if (!watchPage) return [];
        const earlyStart = holding(/[\\/]src[\\/]features[\\/]player[\\/]earlyStart\.ts$/);
        const coldStart = holding(/[\\/]src[\\/]app[\\/]coldStart\.ts$/);
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
        const all = new Map<string, OutputChunk>();
        // hls.js first: it is the largest, and the picture waits for it as a bare player's would.
        for (const chunk of [hls, coldStart, earlyStart, watchPage]) withImports(chunk, all);
        const wanted = [...all.values()].filter((chunk) => !entryFiles.has(chunk.fileName));
        const scripts = [...new Set(wanted.map((chunk) => `/${chunk.fileName}`))];
        // Their CSS too: a dynamic import waits for its chunk's stylesheets before it runs.
        const styles = [...new Set(wanted.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`)))];
        // The channel's answer and its stream's start are asked for first: the picture waits on that chain, not on the code.
        const prefetch = {
          globalName: COLD_PREFETCH_GLOBAL,
          watchPath: WATCH_PATH.source,
          sessionKeyItem: STORAGE_KEYS.sessionKey,
          tokenItem: STORAGE_KEYS.accessToken,
          liveSyncDurationCount: FAST_START_CONFIG.liveSyncDurationCount ?? 3,
        };
        const script =
          `if(${WATCH_PATH.toString()}.test(location.pathname)){` +
          `try{(${coldWatchPrefetch.toString()})(${JSON.stringify(prefetch)})}catch(e){}` +
          // The picture's own small chunk (the stream, no React) starts it as soon as it is evaluated (app/coldStart.ts).
          `import(${JSON.stringify(`/${coldStart.fileName}`)}).catch(function(){});` +
          // crossorigin as Vite's own preload helper sets it on the stylesheet it adds: otherwise the preload is not used.
          `var a=function(r,h,s){var l=document.createElement('link');l.rel=r;l.href=h;if(s){l.as=s;l.crossOrigin=''}document.head.appendChild(l)};` +
          `${JSON.stringify(scripts)}.forEach(function(h){a('modulepreload',h)});` +
          `${JSON.stringify(styles)}.forEach(function(h){a('preload',h,'style')})}`;
        // First in <head>: an inline script after a stylesheet waits for it, and these requests would wait with it.
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
