// library.ts — what the server can stream: the prepared loops (from the manifest) and each channel's loop.
import type { Deps } from '../http/context.ts';
import { readManifest, type Manifest } from './prepare.ts';
import { loopNumberFor, loopSegmentPath } from './recipe.ts';
import { playbackFieldsOf } from '../lineup/repository.ts';

export interface MediaChannel {
  id: number;
  number: number;
  is_free: number;
  group_id: number;
  type: string;
  /** Set on an operator's channel (FTV_LINEUP): its picture comes from its upstream, never from a loop. */
  source_key: string | null;
  /** An operator's channel: its playlist's `catchup-days` (null: FTV_CATCHUP_DAYS). */
  catchup_days: number | null;
}

export interface MediaLibrary {
  /** The channel behind an id; kept for the server's life (a lineup refresh that changes a channel's catch-up days counts from the next start). */
  channel: (id: number) => Promise<MediaChannel | undefined>;
  /** The loop a channel number shows, or null while that loop is not prepared. */
  loopFor: (channelNumber: number) => number | null;
  segmentFile: (loop: number, rendition: string, sequence: number) => string;
}

/** A missing or partial manifest is read again at most this often (a preparation may be running). */
const RETRY_MS = 2000;

export function mediaLibrary({ db, config }: Pick<Deps, 'db' | 'config'>): MediaLibrary {
  const channels = new Map<number, MediaChannel | undefined>();
  let manifest: Manifest | null = null;
  let ready = new Set<number>();
  let readAt = 0;

  function currentManifest(): Manifest | null {
    const complete = manifest && ready.size === manifest.lineup;
    if (!complete && Date.now() - readAt >= RETRY_MS) {
      readAt = Date.now();
      manifest = readManifest(config.mediaDir);
      ready = new Set(manifest?.ready ?? []);
    }
    return manifest;
  }

  return {
    async channel(id) {
      if (channels.has(id)) return channels.get(id);
      const row = await playbackFieldsOf(db, id);
      // Unknown ids are not kept: a client probing ids must not grow the map.
      if (row) channels.set(id, row);
      return row;
    },
    loopFor(channelNumber) {
      const m = currentManifest();
      if (!m || m.lineup < 1) return null;
      const loop = loopNumberFor(channelNumber, m.lineup);
      return ready.has(loop) ? loop : null;
    },
    segmentFile: (loop, rendition, sequence) => loopSegmentPath(config.mediaDir, loop, rendition, sequence),
  };
}
