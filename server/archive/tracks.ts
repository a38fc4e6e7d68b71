// tracks.ts (archive) — a relayed channel's audio and subtitle renditions in its archive: each listed segment kept under the number of the video segment it goes with, and the master lines that name them.
import { createHash } from 'node:crypto';
import type { Deps } from '../http/context.ts';
import type { Relayed } from '../media/relayed.ts';
import { fetchRelayed, followRenditions, mediaRenditions } from '../relay/follow.ts';
import { withMediaUri } from './playlist.ts';
import { keepInit, keepRenditionLine, keepTrack } from './store.ts';


/**
 * The digest an init segment of the relay is kept under (`init-{digest}.mp4`): fetched once per URL (`seen` remembers
 * the last), kept once per content.
 */
export async function keepRelayedInit(relayed: Relayed, channelId: number, storageDir: string, seen: { map: { url: string; digest: string } | null }, url: string): Promise<string | { problem: string }> {
  if (seen.map?.url === url) return seen.map.digest;
  const fetched = await fetchRelayed(relayed, channelId, url);
  if ('problem' in fetched) return fetched;
  const digest = createHash('sha256').update(fetched.bytes).digest('hex').slice(0, 16);
  await keepInit(storageDir, channelId, digest, fetched.bytes);
  seen.map = { url, digest };
  return digest;
}

export interface TrackIngest {
  /**
   * Keeps what each rendition of `master` lists of the video segments kept lately (`recent`: the relay's sequence number
   * → archive number; the relay numbers a channel's renditions alike), and the master lines (`videoSlot`: the video's
   * #EXT-X-STREAM-INF attributes). A rendition that does not answer is skipped: a gap in it, never in the video.
   */
  step: (master: string, streamInf: string, recent: ReadonlyMap<number, number>, videoSlot: string) => Promise<{ kept: number; bytes: number }>;
}

export function createTrackIngest(deps: Deps, relayed: Relayed, channelId: number, makeRoom: (bytes: number) => Promise<void>): TrackIngest {
  const { db, config } = deps;
  /** Per slot: the archive number of its newest segment kept (numbers only grow, across relay restarts too), and its init last seen. */
  const cursors = new Map<string, { lastN: number; map: { url: string; digest: string } | null }>();
  /** The master lines last stored: written when they change, not every second. */
  const stored = new Map<string, string>();

  async function keepLine(slot: string, line: string) {
    if (stored.get(slot) === line) return;
    await keepRenditionLine(db, channelId, slot, line);
    stored.set(slot, line);
  }


  async function step(master: string, streamInf: string, recent: ReadonlyMap<number, number>, videoSlot: string) {
    await keepLine(videoSlot, streamInf);
    let kept = 0;
    let bytes = 0;
    const cursorOf = (slot: string) => {
      let cursor = cursors.get(slot);
      if (!cursor) cursors.set(slot, (cursor = { lastN: -1, map: null }));
      return cursor;
    };
    for (const rendition of mediaRenditions(master)) await keepLine(rendition.slot, withMediaUri(rendition.line, `${rendition.slot}/index.m3u8`));
    await followRenditions(relayed, channelId, master, recent, (r) => cursorOf(r.slot).lastN, async (rendition, segment, n, ext) => {
      const cursor = cursorOf(rendition.slot);
      let init: string | null = null;
      if (segment.map) {
        const found = await keepRelayedInit(relayed, channelId, config.storageDir, cursor, segment.map.url);
        if (typeof found !== 'string') return false;
        init = found;
      }
      const fetched = await fetchRelayed(relayed, channelId, segment.url);
      if ('problem' in fetched) return false;
      await makeRoom(fetched.bytes.length);
      await keepTrack(db, config.storageDir, channelId, { slot: rendition.slot, n, ext, init, bytes: fetched.bytes.length }, fetched.bytes);
      cursor.lastN = n;
      kept += 1;
      bytes += fetched.bytes.length;
      return true;
    });
    return { kept, bytes };
  }

  return { step };
}
