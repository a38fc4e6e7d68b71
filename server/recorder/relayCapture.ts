// relayCapture.ts — records a relayed channel by following its relay as a player does: each new segment of the best rendition (MPEG-TS or fMP4), timed by the wall clock, kept while the programme airs.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Deps } from '../http/context.ts';
import type { Recording } from '../db/schema.ts';
import type { Relayed } from '../media/relayed.ts';
import { parseMedia } from '../relay/hls.ts';
import { fetchRelayed, followRenditions, mediaRenditions, pollBestRendition, placeSegments, type MediaRendition } from '../relay/follow.ts';
import { keptRendition, relayTrackFile, renditionsBehind, writeRelayRenditions } from './relayTracks.ts';
import { fileOf, initFileOf, vodOf, type Captured, type Manifest } from './relayVod.ts';
import { recordingDir, removeFiles, writePlaylist, writeRecordingFile } from './storage.ts';
import { writeAtomic } from '../files/atomic.ts';
import { updateRecordingInFlight } from './repository.ts';
import { captureOf, type CaptureRow } from './capture.ts';

/** A segment may start or end this far outside the programme and still be kept; gaps shorter than this are jitter. */
const SLACK_S = 3;
/** After the programme's end, how long a capture waits for its last segment (an upstream that is down) before it finishes. */
const FINISH_GRACE_S = 10;
/** Where the capture notes what it holds: the playlist is made from it, so it is written after each segment. */
const MANIFEST = 'capture.json';

/** What one recording's capture keeps between passes; rebuilt from the manifest after a restart. */
interface Cursor {
  manifest: Manifest;
  /** The relay's media sequence of the last segment seen; null after a restart (the new relay numbers anew). */
  lastSeq: number | null;
  /** End of the last segment seen (kept or not): consecutive segments follow on from it rather than from a guess. */
  lastSeenEnd: number | null;
  /** The last relay failure since a segment came, kept for the gap's cause. */
  outage: string | null;
  /** Set when this process picked up a recording another one began: what is missing before the next segment is the server's. */
  resumed: boolean;
  /** When this process first ran the capture (late starts are told from gaps by it). */
  beganAt: number;
  /** The relay's init segment URL last seen and the init file it was kept as: fetched once, not per segment. */
  map: { url: string; init: number } | null;
  /** The relay's sequence number → the recording's number, of the video segments kept lately: a rendition's segment goes under its video's. */
  recent: Map<number, number>;
  /** Per rendition, as `map` for the video. */
  renditionMaps: Map<string, { url: string; init: number }>;
}

/** Video segments remembered for the renditions: they lag the video by a segment or two, never by this many. */
const RECENT_KEPT = 64;

export interface RelayCapture {
  /** Moves one relayed recording on: polls its rendition, keeps new segments, finishes it after the programme. */
  step: (row: Recording, t: number) => Promise<void>;
}

const clock = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 19);
const lastEndOf = (m: Manifest) => {
  const last = m.segments.at(-1);
  return last ? last.start + last.duration : null;
};

async function readManifest(dir: string): Promise<Manifest> {
  const m: Manifest = { segments: [], causes: [] };
  try {
    const stored = JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    m.causes = stored.causes;
    if (stored.inits) m.inits = stored.inits;
    if (stored.renditions) m.renditions = stored.renditions;
    // A segment named by the manifest but missing on disk (it never is: files are renamed in before the manifest) is left out.
    for (const s of stored.segments) if (await fs.stat(path.join(dir, fileOf(s))).then(() => true, () => false)) m.segments.push(s);
  } catch {
    // No manifest yet: nothing kept.
  }
  return m;
}

export function createRelayCapture(deps: Deps, relayed: Relayed, fail: (row: Recording, reason: string) => Promise<void>): RelayCapture {
  const { db, config, now } = deps;
  const cursors = new Map<number, Cursor>();
  // Whole seconds from the app's clock (tests move it), sub-second from the real one: segment times need both.
  const wall = () => now() + (Date.now() % 1000) / 1000;

  async function cursorOf(row: Recording, dir: string): Promise<Cursor> {
    let cursor = cursors.get(row.id);
    if (!cursor) {
      cursor = { manifest: await readManifest(dir), lastSeq: null, lastSeenEnd: null, outage: null, resumed: row.status === 'Recording', beganAt: wall(), map: null, recent: new Map(), renditionMaps: new Map() };
      cursors.set(row.id, cursor);
    }
    return cursor;
  }

  function reasonOf(cursor: Cursor, missing: number, recordedFrom: number | null): string | null {
    const late = recordedFrom !== null ? `Started late: recorded from ${clock(recordedFrom)} UTC, the programme was already airing` : null;
    const gap = missing > 0 ? `Recorded with a gap of ${missing} s while ${cursor.manifest.causes.join(' and ') || 'the stream was not available'}` : null;
    return [late, gap].filter(Boolean).join('; ') || null;
  }

  function noteCause(cursor: Cursor, cause: string) {
    if (!cursor.manifest.causes.includes(cause)) cursor.manifest.causes.push(cause);
  }

  /**
   * The init file an fMP4 segment decodes with: the relay's init segment, fetched once per URL and kept
   * once per content (a restart or a failover to the same encoder finds the one already kept).
   */
  async function initOf(channelId: number, dir: string, cursor: Cursor, url: string, slot: string | null = null): Promise<number | { problem: string }> {
    const seen = slot === null ? cursor.map : cursor.renditionMaps.get(slot);
    if (seen?.url === url) return seen.init;
    const fetched = await fetchRelayed(relayed, channelId, url);
    if ('problem' in fetched) return fetched;
    const digest = createHash('sha256').update(fetched.bytes).digest('hex');
    const inits = (cursor.manifest.inits ??= []);
    let k = inits.indexOf(digest);
    if (k < 0) {
      k = inits.length;
      // Written before any segment that names it; the manifest lists it with that segment.
      await writeRecordingFile(dir, initFileOf(k), fetched.bytes);
      inits.push(digest);
    }
    if (slot === null) cursor.map = { url, init: k };
    else cursor.renditionMaps.set(slot, { url, init: k });
    return k;
  }

  /**
   * Keeps what each rendition of the relay's master lists of the video segments kept lately, under their numbers. A
   * rendition that does not answer is skipped: a gap in it, never in the video. The manifest names them once written.
   */
  async function captureRenditions(channelId: number, dir: string, cursor: Cursor, master: string, streamInf: string) {
    const m = cursor.manifest;
    let kept = 0;
    const trackOf = (r: MediaRendition) => keptRendition(m, streamInf, r.slot, r.line);
    for (const rendition of mediaRenditions(master)) trackOf(rendition);
    await followRenditions(relayed, channelId, master, cursor.recent, (r) => trackOf(r).kept.at(-1)?.n ?? -1, async (rendition, segment, n, ext) => {
      let init: number | undefined;
      if (segment.map) {
        const found = await initOf(channelId, dir, cursor, segment.map.url, rendition.slot);
        if (typeof found !== 'number') return false;
        init = found;
      }
      const fetched = await fetchRelayed(relayed, channelId, segment.url);
      if ('problem' in fetched) return false;
      await writeRecordingFile(dir, relayTrackFile(rendition.slot, n, ext), fetched.bytes);
      trackOf(rendition).kept.push(init === undefined ? { n, ext } : { n, ext, init });
      kept += 1;
      return true;
    });
    if (kept > 0) await writeAtomic(path.join(dir, MANIFEST), JSON.stringify(m));
  }

  async function step(row: Recording, t: number) {
    const { start, end } = captureOf(row);
    const dir = recordingDir(config.storageDir, row.id);
    if (row.status === 'Accepted' && t >= end + FINISH_GRACE_S) return failed(row, 'Server was down for the whole programme');
    const cursor = await cursorOf(row, dir);
    let { missing_seconds: missing, recorded_from: recordedFrom } = row;
    let unusable: string | null = null;
    /** A segment after the programme was listed: nothing more of it will come. */
    let pastEnd = false;

    if (t < end + FINISH_GRACE_S && ((lastEndOf(cursor.manifest) ?? 0) < end || renditionsBehind(cursor.manifest))) {
      const answer = await pollBestRendition(relayed, row.channel_id);
      if ('problem' in answer) {
        cursor.outage = answer.problem;
        cursor.lastSeq = null;
        cursor.lastSeenEnd = null;
        cursor.recent.clear();
      } else {
        const playlist = parseMedia(answer.text, 'http://relay/r/');
        // Newest segment ends about now; each earlier one ends where the next begins.
        const placed = placeSegments(playlist.segments, wall());
        for (const [i, segment] of playlist.segments.entries()) {
          const { stamped, estimate, duration } = placed[i]!;
          if (segment.keys.some((k) => k.method !== 'NONE')) {
            unusable = 'The channel is encrypted, which the recorder does not record yet';
            break;
          }
          const kept = lastEndOf(cursor.manifest);
          // After a restart or an outage the relay may number anew: what started before the last kept segment ended is already on disk.
          const isNew = cursor.lastSeq !== null ? segment.seq > cursor.lastSeq : kept === null || (stamped ?? estimate) >= kept - duration / 2;
          if (!isNew) continue;
          // Consecutive segments follow on exactly (polling jitter would otherwise look like gaps), unless that drifted far from the clock.
          const follows = cursor.lastSeq !== null && segment.seq === cursor.lastSeq + 1 && !segment.discontinuity && cursor.lastSeenEnd !== null && Math.abs(cursor.lastSeenEnd - estimate) < SLACK_S;
          const segStart = stamped !== null ? stamped : follows ? cursor.lastSeenEnd! : estimate;
          const segEnd = segStart + duration;
          if (segStart >= end) {
            pastEnd = true;
            break;
          }
          const m = cursor.manifest;
          const inProgramme = segEnd > start && segStart < end;
          let init: number | undefined;
          if (inProgramme && segment.map) {
            const kept = await initOf(row.channel_id, dir, cursor, segment.map.url);
            if (typeof kept !== 'number') {
              cursor.outage = kept.problem;
              break;
            }
            init = kept;
          }
          // The first segment kept sets the recording's format: a VOD playlist cannot go back from fMP4 to MPEG-TS, so the other format is a gap.
          const otherFormat = inProgramme && m.segments.length > 0 && (m.segments[0]!.init === undefined) !== (init === undefined);
          if (otherFormat) cursor.outage = `it changed from ${init === undefined ? 'fMP4 to MPEG-TS' : 'MPEG-TS to fMP4'}, which one recording cannot hold`;
          if (inProgramme && !otherFormat) {
            const fetched = await fetchRelayed(relayed, row.channel_id, segment.url);
            // Not kept now: the next pass tries again while the relay still lists it.
            if ('problem' in fetched) {
              cursor.outage = fetched.problem;
              break;
            }
            const prevEnd = lastEndOf(m);
            // Another init is another encoder: its timestamps start anew.
            let discontinuity = segment.discontinuity || cursor.resumed || (m.segments.length > 0 && m.segments.at(-1)!.init !== init);
            if (prevEnd === null) {
              if (segStart > start + SLACK_S) {
                // Began after the start: late if this process came late to it, else the stream was down at the start.
                if (cursor.beganAt > start + SLACK_S && !cursor.resumed) recordedFrom = Math.floor(segStart);
                else {
                  missing += Math.round(segStart - start);
                  noteCause(cursor, cursor.resumed ? 'the server was down' : `the channel's stream was not available (${cursor.outage ?? 'no segment'})`);
                }
              }
            } else if (segStart - prevEnd > SLACK_S) {
              missing += Math.round(segStart - prevEnd);
              discontinuity = true;
              noteCause(cursor, cursor.outage ? `the channel's stream was not available (${cursor.outage})` : 'the server was down');
            }
            const n = m.segments.length ? m.segments.at(-1)!.n + 1 : 0;
            const captured: Captured = init === undefined ? { n, start: segStart, duration, discontinuity } : { n, init, start: segStart, duration, discontinuity };
            await writeRecordingFile(dir, fileOf(captured), fetched.bytes);
            m.segments.push(captured);
            // The manifest names only segments already renamed in: a crash between the two leaves an unnamed file, never a missing one.
            await writeAtomic(path.join(dir, MANIFEST), JSON.stringify(m));
            cursor.resumed = false;
            cursor.outage = null;
            cursor.recent.set(segment.seq, n);
            if (cursor.recent.size > RECENT_KEPT) cursor.recent.delete(cursor.recent.keys().next().value!);
          }
          cursor.lastSeq = segment.seq;
          cursor.lastSeenEnd = segEnd;
        }
        if (!unusable) await captureRenditions(row.channel_id, dir, cursor, answer.master, answer.streamInf);
      }
    }
    if (unusable) return failed(row, unusable);

    const reached = lastEndOf(cursor.manifest);
    // A rendition still behind the video gets until the grace's end to catch up (its last segment is listed a moment later).
    const waiting = renditionsBehind(cursor.manifest) && t < end + FINISH_GRACE_S;
    const finished = !waiting && (pastEnd || (reached ?? 0) >= end || t >= end + FINISH_GRACE_S);
    if (finished) {
      if (reached === null) return failed(row, cursor.outage ? `The channel's stream was not available during the programme: ${cursor.outage}` : 'Nothing was recorded: the channel sent no segment during the programme');
      if (end - reached > SLACK_S) {
        missing += Math.round(end - reached);
        noteCause(cursor, cursor.outage ? `the channel's stream was not available (${cursor.outage})` : 'the server was down');
      }
      await writeRelayRenditions(dir, cursor.manifest);
      await writePlaylist(dir, vodOf(cursor.manifest));
    }
    // The row changes last: a crash before this line repeats the pass from the manifest.
    const updated = await updateRecordingInFlight(db, row.id, {
      status: finished ? 'Recorded' : 'Recording',
      // For a relayed recording: the wall-clock second its capture has reached (progress is measured by it).
      next_sequence: reached === null ? null : Math.floor(reached),
      segments_done: cursor.manifest.segments.length,
      missing_seconds: missing,
      recorded_from: recordedFrom,
      reason: reasonOf(cursor, missing, recordedFrom),
    });
    if (finished || !updated) cursors.delete(row.id);
    if (!updated) await removeFiles(dir);
  }

  async function failed(row: Recording, reason: string) {
    cursors.delete(row.id);
    await fail(row, reason);
  }

  return { step };
}

/** How far a relayed recording in flight is, 0–100, by the wall-clock time its capture has reached. */
export function relayProgressOf(row: CaptureRow & Pick<Recording, 'next_sequence'>): number {
  const capture = captureOf(row);
  if (row.next_sequence === null) return 0;
  return Math.max(0, Math.min(100, Math.floor(((Number(row.next_sequence) - capture.start) / capture.length) * 100)));
}
