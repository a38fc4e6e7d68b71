// bootScript.ts — the HTML's inline script that starts the app (inlined by scripts/vite-watch-preload.ts; never bundled): at once on most pages; on a cold watch page the picture's requests first, and for a returning viewer the app's code only once the picture shows.
import type { ColdPrefetchOptions } from '../api/coldPrefetchScript';

export interface BootOptions {
  /** The app's entry chunk, and what it imports (each preloaded when the app starts). */
  entry: string;
  entryPreloads: string[];
  /** The watch path (its first group: the channel id). */
  watchPath: string;
  /** On a watch page, at once: the picture's chunk (app/coldStart.ts, no React) and hls.js, with what they import. */
  pictureScripts: string[];
  coldStart: string;
  /** On a watch page, when the app starts: its route's chunks and styles. */
  watchScripts: string[];
  watchStyles: string[];
  prefetch: ColdPrefetchOptions;
  /** The item where the watch page remembers its picture's place (media/stagePlace.ts). */
  stagePlaceItem: string;
  /** What app/coldStart.ts dispatches once the picture shows (or will not), and the longest wait for it. */
  pictureEvent: string;
  pictureWaitMs: number;
}

/**
 * Serialised with toString, so it uses nothing outside itself (`prefetch` is passed in the same way). The app's entry
 * runs once the document is parsed, as a module tag's would. On a cold watch page the channel's answer, the picture's
 * chunk and hls.js are asked for before anything else (the browser has six connections to the provider), and when a
 * returning viewer's picture will show at the player's remembered place, everything else waits for its first frame:
 * on a two-core machine the app's code, compiled and run beside it, holds back the picture's last steps.
 */
export function bootApp(options: BootOptions, prefetch: (options: ColdPrefetchOptions) => void): void {
  const link = (href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = as ? 'preload' : 'modulepreload';
    element.href = href;
    if (as) element.as = as;
    // As Vite's own preload helper and module scripts ask (anonymous, same origin): otherwise the preload is not used.
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  const watching = new RegExp(options.watchPath).test(location.pathname);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (watching) {
      options.watchScripts.forEach((href) => link(href));
      options.watchStyles.forEach((href) => link(href, 'style'));
    }
    options.entryPreloads.forEach((href) => link(href));
    const run = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = options.entry;
      document.head.appendChild(script);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  };
  if (!watching) return start();
  try {
    prefetch(options.prefetch);
  } catch {
    // A prefetch that cannot run leaves the app to ask itself.
  }
  options.pictureScripts.forEach((href) => link(href));
  let place: string | null = null;
  try {
    place = localStorage.getItem(options.stagePlaceItem);
  } catch {
    place = null;
  }
  const waits = options.prefetch.globalName in window && place !== null;
  if (waits) {
    addEventListener(options.pictureEvent, start);
    setTimeout(start, options.pictureWaitMs);
  }
  import(options.coldStart).catch(start);
  if (!waits) start();
}
