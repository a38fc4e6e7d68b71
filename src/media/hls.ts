// hls.ts (media) — hls.js fetched once on demand and shared, whether Media Source Extensions exist, and the fast-start settings.
import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';

/** Fast start: lowest rendition first (ABR climbs from there), close to the live edge, no low-latency parts, the first segment at once. */
export const FAST_START_CONFIG: Partial<HlsConfig> = {
  startLevel: 0,
  liveSyncDurationCount: 2,
  liveMaxLatencyDurationCount: 6,
  lowLatencyMode: false,
  backBufferLength: 30,
  enableWorker: true,
  // The first segment is asked for before the video's media source has opened: the playlists often come first (from the
  // cold start's prefetch, or a fast origin), and hls.js would then wait for its next 100 ms tick (seen in the waterfall).
  startFragPrefetch: true,
};

/** Media Source Extensions, which hls.js plays through (Safari on iPhone has only native HLS). */
export const hasMediaSource = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/**
 * hls.js, fetched once and shared by every player. The full build, not `hls.js/light` (69 KB less gzip): the light
 * build drops the CEA-608 caption parser that turns in-band broadcast captions into text tracks.
 */
let hlsModule: Promise<{ default: typeof Hls }> | null = null;
export function loadHls(): Promise<{ default: typeof Hls }> {
  hlsModule ??= import('hls.js').catch((error: unknown) => {
    // A failed download (offline for a moment) must not stick: the next try fetches again.
    hlsModule = null;
    throw error;
  });
  return hlsModule;
}
