// archiveCopy.ts — "recording" a relayed programme that already aired: a copy of what the channel's archive kept of it, in the layout and playlist of a recording captured live.
import { promises as fs } from 'node:fs';
import type { Deps } from '../http/context.ts';
import type { Recording } from '../db/schema.ts';
import { ARCHIVE_RENDITION } from '../media/archived.ts';
import { initPath, renditionLines, segmentPath, segmentsBetween, trackPath, tracksBetween, type ArchivedSegment } from '../archive/store.ts';
import { keptRendition, relayTrackFile, writeRelayRenditions } from './relayTracks.ts';
import { fileOf, initFileOf, vodOf, type Captured, type Manifest } from './relayVod.ts';
import { recordingDir, removeFiles, writePlaylist, writeRecordingFile } from './storage.ts';
import { updateRecordingInFlight } from './repository.ts';
import { captureOf, type CaptureRow } from './capture.ts';

/**
 * Missing stretches shorter than this are the seams between segments (milliseconds rounded), not gaps: the archive
 * files its segments on the clock with a GAP placeholder for any time it received nothing (archive/timeline.ts), so a
 * stretch longer than a seam is time the channel was not received, however short.
 */
const SEAM_S = 0.5;

/** A recording added after its programme ended: the recorder copies it (from the archive, or the demo loops) instead of following the live stream. */
export const isPastCopy = (row: CaptureRow & Pick<Recording, 'created_at'>) => Number(row.created_at) >= captureOf(row).end;

/**
 * Copies the archived segments of the programme into the recording, then marks it Recorded with what was not received;
 * Failed when the archive holds none of it (the channel was down, or it was pruned).
 */
export async function copyFromArchive(deps: Deps, row: Recording, fail: (row: Recording, reason: string) => Promise<void>): Promise<void> {
  const { db, config } = deps;
  const { start, end } = captureOf(row);
  const dir = recordingDir(config.storageDir, row.id);
  const archived = await segmentsBetween(db, row.channel_id, start * 1000, end * 1000);
  // One recording holds one format (a VOD cannot go from MPEG-TS to fMP4): the first segment's.
  const fmp4 = archived[0]?.init != null;
  const kept = archived.filter((s) => (s.init !== null) === fmp4);
  if (kept.length === 0) return fail(row, 'Nothing of this programme is in the archive: the channel was not received while it aired, or it has been pruned');
  const manifest: Manifest = { segments: [], causes: [], ...(fmp4 ? { inits: [] } : {}) };
  let missing = 0;
  let previousEnd = start;
  for (const [i, s] of kept.entries()) {
    let init: number | undefined;
    if (s.init !== null) {
      const inits = manifest.inits!;
      init = inits.indexOf(s.init);
      if (init < 0) {
        init = inits.length;
        await writeRecordingFile(dir, initFileOf(init), await fs.readFile(initPath(config.storageDir, row.channel_id, s.init)));
        inits.push(s.init);
      }
    }
    const at = s.startMs / 1000;
    const gap = at - previousEnd;
    if (gap > SEAM_S) missing += gap;
    const captured: Captured = { n: i, start: at, duration: s.durationMs / 1000, discontinuity: i > 0 && (s.discontinuity || gap > SEAM_S || s.n !== kept[i - 1]!.n + 1), ...(init === undefined ? {} : { init }) };
    await writeRecordingFile(dir, fileOf(captured), await fs.readFile(segmentPath(config.storageDir, row.channel_id, s)));
    manifest.segments.push(captured);
    previousEnd = at + s.durationMs / 1000;
  }
  if (end - previousEnd > SEAM_S) missing += end - previousEnd;
  // Said in whole seconds, rounded once over all the gaps (each rounded alone would drift).
  missing = Math.round(missing);
  await copyRenditions(deps, row, kept, manifest);
  await writeRelayRenditions(dir, manifest);
  await writePlaylist(dir, vodOf(manifest));
  const updated = await updateRecordingInFlight(db, row.id, {
    status: 'Recorded',
    next_sequence: Math.floor(previousEnd),
    segments_done: manifest.segments.length,
    missing_seconds: missing,
    reason: missing > 0 ? `Copied from the archive with a gap of ${missing} s: the channel was not received then` : null,
  });
  // Removed while it was copied: nothing of it stays.
  if (!updated) await removeFiles(dir);
}

/** The archive's audio and subtitle renditions of the copied segments, each under the number its video segment has in the recording. */
async function copyRenditions(deps: Deps, row: Recording, kept: readonly ArchivedSegment[], manifest: Manifest) {
  const { db, config } = deps;
  const first = kept[0];
  const last = kept.at(-1);
  if (!first || !last) return;
  const dir = recordingDir(config.storageDir, row.id);
  const lines = await renditionLines(db, row.channel_id);
  const streamInf = lines.find((l) => l.slot === ARCHIVE_RENDITION)?.line ?? '';
  const numberOf = new Map(kept.map((s, i) => [s.n, i]));
  for (const { slot, line } of lines) {
    if (slot === ARCHIVE_RENDITION) continue;
    const tracks = await tracksBetween(db, row.channel_id, slot, first.n, last.n);
    if (tracks.length === 0) continue;
    const rendition = keptRendition(manifest, streamInf, slot, line);
    for (const track of tracks) {
      const n = numberOf.get(track.n);
      if (n === undefined) continue;
      let init: number | undefined;
      if (track.init !== null) {
        const inits = (manifest.inits ??= []);
        init = inits.indexOf(track.init);
        if (init < 0) {
          init = inits.length;
          await writeRecordingFile(dir, initFileOf(init), await fs.readFile(initPath(config.storageDir, row.channel_id, track.init)));
          inits.push(track.init);
        }
      }
      await writeRecordingFile(dir, relayTrackFile(slot, n, track.ext), await fs.readFile(trackPath(config.storageDir, row.channel_id, track)));
      rendition.kept.push(init === undefined ? { n, ext: track.ext } : { n, ext: track.ext, init });
    }
  }
}
