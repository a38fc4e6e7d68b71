// vite.config.ts — the app build: React, vanilla-extract, the pre-paint theme script, the watch page's preloads, the service worker, a build manifest.
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { themeBootPlugin } from './scripts/vite-theme-boot.ts';
import { sharedRouteChunk } from './scripts/vite-route-chunks.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { watchPreloadPlugin } from './scripts/vite-watch-preload.ts';
import { serviceWorkerPlugin } from './scripts/vite-service-worker.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const routeChunk = sharedRouteChunk();

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), themeBootPlugin(), routeChunk.plugin, watchPreloadPlugin(), serviceWorkerPlugin(), precompressPlugin()],
  // The app's version travels with support messages (technical data).
  define: { __FTV_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    // The bench reads the manifest to know which chunks each route loads.
    manifest: true,
    target: 'es2022',
    reportCompressedSize: false,
    // What the routes share goes in one chunk (scripts/vite-route-chunks.ts), not dozens of tiny ones.
    // The cold watch page's picture (app/coldStart.ts and what it runs: the stream, hls.js's settings and loader, the
    // stage's place) in a chunk of its own that needs no React: the HTML's inline script starts it first.
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'coldStart', test: /[\\/]src[\\/](app[\\/]coldStart|media[\\/](early|stream|hls|machine|stagePlace|prefetchLoader)|api[\\/]coldPrefetch)\.ts$/ },
            // What it shares with the entry, apart: the entry does not load the picture's code for it.
            { name: 'boot', test: /[\\/]src[\\/](api[\\/]storage|app[\\/]coldStartSignals)\.ts$|vite\/preload-helper/ },
            { name: 'app', test: routeChunk.entryTest },
            { name: 'routes', test: routeChunk.test, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` proxies the provider (npm start on :8080 by default) so the API stays same-origin.
    proxy: Object.fromEntries(
      ['/tv/api', '/api-v2', '/media', '/messages', '/checkout-cart', '/dev'].map((path) => [
        path,
        { target: process.env.FTV_PROVIDER ?? 'http://localhost:8080', changeOrigin: true },
      ]),
    ),
  },
});
