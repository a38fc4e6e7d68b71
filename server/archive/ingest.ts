// ingest.ts (archive) — one relayed channel's ingest: follows its best rendition through the relay and keeps each new segment on the wall clock, carrying on after a restart; its audio and subtitle renditions are kept segment by segment beside the video.
import type { Deps } from '../http/context.ts';
import type { Relayed } from '../media/relayed.ts';
import { fetchRelayed, placeSegments, pollBestRendition } from '../relay/follow.ts';
import { parseMedia } from '../relay/hls.ts';
import { ARCHIVE_RENDITION } from '../media/archived.ts';
import { keepSegment, lastSegment, type ArchivedSegment } from './store.ts';
import { createTrackIngest, keepRelayedInit } from './tracks.ts';
import { placeholdersFor, placeNext } from './timeline.ts';

export interface IngestStep {
  /** Segments kept by this step, and their bytes. */
  kept: number;
  bytes: number;
  /** Why nothing could be fetched (the relay's message), null when the channel answered. */
  problem: string | null;
}

export interface Ingest {
  step: () => Promise<IngestStep>;
}

interface Cursor {
  /** The newest kept segment's end (unix seconds) and its numbers; null before the first. */
  kept: { end: number; n: number; cc: number; init: string | null } | null;
  /** The relay's media sequence of the last segment taken; null after a restart or an outage (the relay may number anew). */
  lastSeq: number | null;
  /** Set until the first segment after a restart: what is missing before it is a gap of the server's. */
  resumed: boolean;
  /** The relay's init segment URL last seen and its digest: fetched once, not per segment. */
  map: { url: string; digest: string } | null;
  /** The relay's sequence number → archive number of the video segments kept lately: a rendition's segment goes under its video's. */
  recent: Map<number, number>;
}

/** Video segments remembered for the renditions: they lag the video by a segment or two, never by this many. */
const RECENT_KEPT = 64;

/** `makeRoom`: called with a segment's size before it is written (the disk budget, budget.ts). */
export function createIngest(deps: Deps, relayed: Relayed, channelId: number, makeRoom: (bytes: number) => Promise<void>): Ingest {
  const { db, config, now } = deps;
  // Whole seconds from the app's clock (tests move it), sub-second from the real one.
  const wall = () => now() + (Date.now() % 1000) / 1000;
  let cursor: Cursor | null = null;

  async function cursorOf(): Promise<Cursor> {
    if (cursor) return cursor;
    const last = await lastSegment(db, channelId);
    cursor = {
      kept: last ? { end: (last.startMs + last.durationMs) / 1000, n: last.n, cc: last.cc, init: last.init } : null,
      lastSeq: null,
      resumed: last !== null,
      map: null,
      recent: new Map(),
    };
    return cursor;
  }

  const tracks = createTrackIngest(deps, relayed, channelId, makeRoom);


  /** The video's segments first, then what its renditions list of them (a rendition's problem leaves it a gap, never the video). */
  async function step(): Promise<IngestStep> {
    const c = await cursorOf();
    const answer = await pollBestRendition(relayed, channelId);
    if ('problem' in answer) {
      c.lastSeq = null;
      c.recent.clear();
      return { kept: 0, bytes: 0, problem: answer.problem };
    }
    const video = await keepVideo(c, answer.text);
    const renditions = await tracks.step(answer.master, answer.streamInf, c.recent, ARCHIVE_RENDITION);
    return { ...video, bytes: video.bytes + renditions.bytes };
  }

  async function keepVideo(c: Cursor, text: string): Promise<IngestStep> {
    const playlist = parseMedia(text, 'http://relay/r/');
    const placed = placeSegments(playlist.segments, wall());
    let kept = 0;
    let bytes = 0;
    for (const [i, segment] of playlist.segments.entries()) {
      // An encrypted channel's keys rotate and are the upstream's: the archive does not hold it.
      if (segment.keys.some((k) => k.method !== 'NONE')) return { kept, bytes, problem: 'the channel is encrypted, which the archive does not hold' };
      const { stamped, estimate, duration } = placed[i]!;
      const isNew = c.lastSeq !== null ? segment.seq > c.lastSeq : c.kept === null || (stamped ?? estimate) >= c.kept.end - duration / 2;
      if (!isNew) continue;
      const follows = c.lastSeq !== null && segment.seq === c.lastSeq + 1 && !segment.discontinuity;
      let init: string | null = null;
      if (segment.map) {
        const digest = await keepRelayedInit(relayed, channelId, config.storageDir, c, segment.map.url);
        if (typeof digest !== 'string') return { kept, bytes, problem: digest.problem };
        init = digest;
      }
      const fetched = await fetchRelayed(relayed, channelId, segment.url);
      // Not kept now: the next step tries again while the relay still lists it.
      if ('problem' in fetched) return { kept, bytes, problem: fetched.problem };
      const skipped = c.lastSeq === null ? 0 : segment.seq - c.lastSeq - 1;
      const { start, gap } = placeNext(c.kept?.end ?? null, placed[i]!, { follows, skipped });
      const isGap = gap > 0;
      // Another init is another encoder, and a restart or a gap another stretch of it: their timestamps start anew.
      const discontinuity = c.kept !== null && (segment.discontinuity || c.resumed || isGap || !follows || init !== c.kept.init);
      const n = c.kept === null ? 0 : c.kept.n + 1 + (isGap ? placeholdersFor(gap, duration) : 0);
      const cc = c.kept === null ? 0 : c.kept.cc + (discontinuity ? 1 : 0);
      const row: ArchivedSegment = { n, startMs: Math.round(start * 1000), durationMs: Math.round(duration * 1000), init, discontinuity, cc, bytes: fetched.bytes.length };
      await makeRoom(row.bytes);
      await keepSegment(db, config.storageDir, channelId, row, fetched.bytes);
      // Its end in the row's own milliseconds: the next segment that follows on starts exactly there, as the playlist counts.
      c.kept = { end: (row.startMs + row.durationMs) / 1000, n, cc, init };
      c.lastSeq = segment.seq;
      c.recent.set(segment.seq, n);
      if (c.recent.size > RECENT_KEPT) c.recent.delete(c.recent.keys().next().value!);
      c.resumed = false;
      kept += 1;
      bytes += fetched.bytes.length;
    }
    return { kept, bytes, problem: null };
  }

  return { step };
}
