// fastStart.ts — the hls.js settings for a fast channel start (a module of its own so the bench can compare them with the defaults).
import type { HlsConfig } from 'hls.js';

/** Fast start: lowest rendition first (ABR climbs from there), close to the live edge, no low-latency parts. */
export const FAST_START_CONFIG: Partial<HlsConfig> = {
  startLevel: 0,
  liveSyncDurationCount: 2,
  liveMaxLatencyDurationCount: 6,
  lowLatencyMode: false,
  backBufferLength: 30,
  enableWorker: true,
};
