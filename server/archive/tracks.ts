// tracks.ts (archive) — a relayed channel's audio and subtitle renditions in its archive: each listed segment kept under the number of the video segment it goes with, and the master lines that name them.
import { createHash } from 'node:crypto';
import type { Deps } from '../http/context.ts';
import type { Relayed } from '../media/relayed.ts';
import { fetchRelayed, fileNameOf, mediaRenditions, pollRendition } from '../relay/follow.ts';
import { parseMedia } from '../relay/hls.ts';
import { withMediaUri } from './playlist.ts';
import { keepInit, keepRenditionLine, keepTrack } from './store.ts';

/** A segment's extension as the relay named it (ts, aac, m4s, vtt…); the archive's file and URL keep it. */
export const extensionOf = (url: string) => /\.([a-z0-9]{1,6})$/i.exec(fileNameOf(url))?.[1]?.toLowerCase() ?? null;

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

export function createTrackIngest(deps: Deps, relayed: Relayed, channelId: number): TrackIngest {
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
    for (const rendition of mediaRenditions(master)) {
      await keepLine(rendition.slot, withMediaUri(rendition.line, `${rendition.slot}/index.m3u8`));
      const answer = await pollRendition(relayed, channelId, rendition.uri);
      if ('problem' in answer) continue;
      let cursor = cursors.get(rendition.slot);
      if (!cursor) cursors.set(rendition.slot, (cursor = { lastN: -1, map: null }));
      for (const segment of parseMedia(answer.text, 'http://relay/r/').segments) {
        const n = recent.get(segment.seq);
        // Not kept yet (the video's comes next step), or already: renditions lag the video by a segment or two.
        if (n === undefined || n <= cursor.lastN) continue;
        const ext = extensionOf(segment.url);
        if (ext === null || segment.keys.some((k) => k.method !== 'NONE')) continue;
        let init: string | null = null;
        if (segment.map) {
          const kept = await keepRelayedInit(relayed, channelId, config.storageDir, cursor, segment.map.url);
          if (typeof kept !== 'string') break;
          init = kept;
        }
        const fetched = await fetchRelayed(relayed, channelId, segment.url);
        // Tried again next step while the relay still lists it.
        if ('problem' in fetched) break;
        await keepTrack(db, config.storageDir, channelId, { slot: rendition.slot, n, ext, init, bytes: fetched.bytes.length }, fetched.bytes);
        cursor.lastN = n;
        kept += 1;
        bytes += fetched.bytes.length;
      }
    }
    return { kept, bytes };
  }

  return { step };
}
