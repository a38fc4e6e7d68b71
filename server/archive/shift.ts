// shift.ts (archive) — a relayed channel's time-shift and catch-up from its archive, served to media's shift routes through the interface they declare (media/archived.ts); built once by services.ts.
import type { Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { ArchivedAnswer, ArchivedRequest, ArchivedShift, ArchiveSpan } from '../media/archived.ts';
import { ARCHIVE_RENDITION } from '../media/archived.ts';
import { FMP4_TYPE, SEGMENT_TYPE, TRACK_TYPES } from '../media/serving.ts';
import { archiveMaster, archivePlaylist, archiveSpanOf, GAP_FILE } from './playlist.ts';
import { initPath, renditionLines, segmentNumbered, segmentPath, segmentsBetween, slotsBetween, trackNumbered, trackPath, tracksBetween } from './store.ts';

const GAP_REFUSAL = 'Nothing was received for this moment: it is a gap in the archive';
const NOT_KEPT = 'Segment is not in the archive';

/** Reads only (the ingest and the pruning run in archive/service.ts): nothing to start or stop. */
export function createArchivedShift(deps: Deps): ArchivedShift {
  const { db, config, now } = deps;

  /** What a relayed channel's archive holds of a span; nothing at all is a 404 that says so. */
  async function heldSegments(id: number, span: ArchiveSpan) {
    const segments = await segmentsBetween(db, id, span.from * 1000, span.to * 1000);
    if (segments.length === 0) throw new HttpError(404, 'The archive holds nothing of this channel for that time: it was not received (the server or the channel was down, or archiving began later)');
    return segments;
  }

  /** One past the channel's catch-up days (or the time-shift window, if longer) is no longer offered, even before it is pruned. */
  const tooOld = (startMs: number, catchupDays: number) => startMs < (now() - Math.max(config.timeshiftSeconds, catchupDays * 86_400)) * 1000;

  /** An init segment's file, by its digest's name; null when `file` names none. */
  function initFile(id: number, file: string): ArchivedAnswer | null {
    const init = /^init-([0-9a-f]{16})\.mp4$/.exec(file);
    return init ? { file: initPath(config.storageDir, id, init[1]!), type: FMP4_TYPE } : null;
  }

  return {
    spanOf: archiveSpanOf,

    async master({ id, span }: ArchivedRequest) {
      const segments = await heldSegments(id, span);
      const lines = await renditionLines(db, id);
      const held = await slotsBetween(db, id, segments[0]!.n, segments.at(-1)!.n);
      const tracks = lines.filter((l) => held.has(l.slot)).map((l) => l.line);
      return archiveMaster(segments, tracks, lines.find((l) => l.slot === ARCHIVE_RENDITION)?.line ?? null);
    },

    async video({ id, span, startAt, catchupDays }: ArchivedRequest, file: string): Promise<ArchivedAnswer> {
      if (file === 'index.m3u8') return { playlist: archivePlaylist(await heldSegments(id, span), span, startAt) };
      if (file === GAP_FILE) throw new HttpError(404, GAP_REFUSAL);
      const init = initFile(id, file);
      if (init) return init;
      const match = /^([0-9]{1,15})\.(ts|m4s)$/.exec(file);
      if (!match) throw new HttpError(404, 'No such segment');
      const segment = await segmentNumbered(db, id, Number(match[1]));
      // Kept segments never change; the extension must be the one the segment was kept as.
      if (!segment || (segment.init === null) !== (match[2] === 'ts') || tooOld(segment.startMs, catchupDays)) throw new HttpError(404, NOT_KEPT);
      return { file: segmentPath(config.storageDir, id, segment), type: segment.init === null ? SEGMENT_TYPE : FMP4_TYPE };
    },

    async track({ id, span, startAt, catchupDays }: ArchivedRequest, slot: string, file: string): Promise<ArchivedAnswer> {
      if (file === 'index.m3u8') {
        const segments = await heldSegments(id, span);
        const tracks = await tracksBetween(db, id, slot, segments[0]!.n, segments.at(-1)!.n);
        if (tracks.length === 0) throw new HttpError(404, `The archive holds no ${slot} of this channel for that time: see the span's master playlist`);
        return { playlist: archivePlaylist(segments, span, startAt, tracks) };
      }
      if (file === GAP_FILE) throw new HttpError(404, GAP_REFUSAL);
      const init = initFile(id, file);
      if (init) return init;
      const match = /^([0-9]{1,15})\.([a-z0-9]{1,6})$/.exec(file);
      const track = match ? await trackNumbered(db, id, slot, Number(match[1])) : null;
      if (!track || track.ext !== match![2]) throw new HttpError(404, NOT_KEPT);
      // As the video's: a track is as old as the video segment it goes with.
      const segment = await segmentNumbered(db, id, track.n);
      if (!segment || tooOld(segment.startMs, catchupDays)) throw new HttpError(404, NOT_KEPT);
      // Answered with the type its extension names, as the relay answered it.
      return { file: trackPath(config.storageDir, id, track), type: TRACK_TYPES[track.ext] ?? FMP4_TYPE };
    },
  };
}
