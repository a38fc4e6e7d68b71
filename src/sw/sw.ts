// sw.ts — the service worker (/sw.js): precaches the app's shell, serves it to navigations the network cannot answer, keeps hashed assets; never media or API.
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { routeOf } from './routing';
import { BUILD_MESSAGE, OFFLINE_URL, SHELL_URL } from './protocol';

// Written by the build (scripts/vite-service-worker.ts): the shell, the offline page and the entry's files, and the build's id.
declare const __FTV_PRECACHE__: { url: string; revision: string | null }[];
declare const __FTV_BUILD__: string;

/** The part of the worker's global scope used here (the app's tsconfig has the DOM's types, not the worker's). */
interface WorkerScope {
  location: Location;
  registration: { navigationPreload?: { enable: () => Promise<void> } };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil: (promise: Promise<unknown>) => void }) => void): void;
}
const scope = globalThis as unknown as WorkerScope;
const origin = scope.location.origin;

// No skipWaiting and no clients.claim: a new build waits until every tab of the old one is closed, and takes over at the
// next start, so a page never runs against a worker of another build.
precache(__FTV_PRECACHE__);
cleanupOutdatedCaches();

// Network first: online, a page is always the newest build's HTML (with the server's headers); the stored shell is for
// when the network fails, and the offline page for when even the shell is not stored.
// Navigation preload: the page's request leaves while the worker starts, so a worker never delays a page (the cold
// start of a watch page is measured against a page with none, issue 28).
scope.addEventListener('activate', (event) => event.waitUntil(scope.registration.navigationPreload?.enable() ?? Promise.resolve()));

registerRoute(
  ({ request }) => routeOf(request, origin) === 'shell',
  async ({ request, event }) => {
    try {
      const preloaded = (await (event as { preloadResponse?: Promise<Response | undefined> } | undefined)?.preloadResponse) ?? null;
      return preloaded ?? (await fetch(request));
    } catch (error) {
      const stored = (await matchPrecache(SHELL_URL)) ?? (await matchPrecache(OFFLINE_URL));
      if (stored) return stored;
      throw error;
    }
  },
);

// Hashed names never change content: the precached copy, else a stored one, else the network (and it is kept).
const assets = new CacheFirst({ cacheName: 'ftv-assets' });
registerRoute(
  ({ request }) => routeOf(request, origin) === 'asset',
  async (options) => (await matchPrecache(options.request)) ?? assets.handle(options),
);

// Anything else has no route: the browser fetches it as if there were no worker.

// The app asks which build this worker is, to tell the viewer at start that FTV was updated (src/app/pwa/).
scope.addEventListener('message', (event) => {
  if (event.data === BUILD_MESSAGE) event.ports[0]?.postMessage(__FTV_BUILD__);
});
