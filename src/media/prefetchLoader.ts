// prefetchLoader.ts (media) — hls.js's loader, answering first from what a cold watch page's inline script already fetched (api/coldPrefetch.ts), so nothing is asked for twice.
import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js';
import { takePrefetchedMedia, type PrefetchedMedia } from '../api/coldPrefetch';

export type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>;

/**
 * `Base` (hls.js's default loader) for every request but those the inline script made: those are answered from its
 * response when it arrives, with its real timings (the player's bandwidth estimate starts from the network, not from a
 * copy in memory). A prefetch that failed falls back to `Base`'s own request.
 */
export function prefetchingLoader(Base: LoaderClass, take: (url: string) => Promise<PrefetchedMedia | null> | null = takePrefetchedMedia): LoaderClass {
  return class PrefetchingLoader extends Base {
    private dropped = false;

    override load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      // hls.js asks for the master playlist by the URL it was given (relative), for the rest by absolute ones.
      const early = context.rangeEnd ? null : take(new URL(context.url, location.href).href);
      if (!early) {
        super.load(context, config, callbacks);
        return;
      }
      this.context = context;
      void early.then((file) => {
        if (this.dropped) return;
        const wanted = context.responseType === 'arraybuffer' ? file?.body instanceof ArrayBuffer : typeof file?.body === 'string';
        if (!file || !wanted) {
          super.load(context, config, callbacks);
          return;
        }
        const stats = this.stats;
        const size = typeof file.body === 'string' ? file.body.length : file.body.byteLength;
        stats.loading.start = file.requestedAt;
        stats.loading.first = file.firstByteAt;
        stats.loading.end = Math.max(file.loadedAt, file.firstByteAt + 1);
        stats.loaded = stats.total = size;
        stats.bwEstimate = (size * 8000) / (stats.loading.end - stats.loading.first);
        // For the bench's cold waterfall (a few per page: only the files fetched early).
        performance.mark(`ftv prefetched file used: ${context.url.replace(/\?.*$/, '').split('/').slice(-2).join('/')}`);
        callbacks.onProgress?.(stats, context, file.body, null);
        callbacks.onSuccess({ url: file.url, data: file.body, code: file.status }, stats, context, null);
      });
    }

    override abort(): void {
      this.dropped = true;
      super.abort();
    }

    override destroy(): void {
      this.dropped = true;
      super.destroy();
    }
  };
}
