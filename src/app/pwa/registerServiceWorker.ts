// registerServiceWorker.ts — registers /sw.js once the page has loaded and gone idle, then asks the controlling worker its build.
import { BUILD_MESSAGE, SW_URL } from '../../sw/protocol';

const BUILD_ANSWER_MS = 3_000;

/** After the load event and an idle moment: a watch page's picture and first frame never wait on the worker's install. */
function afterLoadAndIdle(run: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** The build of the worker that controls this page, or null (no worker, or no answer). */
function controllerBuild(controller: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), BUILD_ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : null);
    };
    controller.postMessage(BUILD_MESSAGE, [channel.port2]);
  });
}

/**
 * Production builds only (the dev server has no worker to serve), where the browser has service workers. A new worker
 * installs beside the running one and takes over at the next start: `onStartBuild` hears the build of the worker in
 * control when this start began, which is how the app tells that an update has arrived.
 */
export function registerServiceWorker(onStartBuild: (build: string | null) => void): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // Read now: a worker installed during this visit does not control it, and is not this start's build.
  const controller = serviceWorker.controller;
  afterLoadAndIdle(() => {
    serviceWorker.register(SW_URL, { scope: '/' }).catch(() => undefined);
    if (controller) void controllerBuild(controller).then(onStartBuild);
  });
}
