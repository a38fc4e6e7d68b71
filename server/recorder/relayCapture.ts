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
import { missingOf, reasonOf, SERVER_BEHIND, SERVER_DOWN, STREAM_BEHIND, STREAM_BROKE, STREAM_SKIPPED, unavailable, type Cause, type Gap } from './relayGaps.ts';
import { watchLoopStalls, type LoopStalls } from './loopStalls.ts';

/** Stretches shorter than this between a segment and the next are seams (stamps rounded, jitter), not gaps. */
const SEAM_S = 0.5;
/**
 * The capture follows the relay from this long before the programme (the scheduler steps it that early): the relay has
 * read the channel (a remux has started) and the capture knows where the stream is when the programme begins.
 */
export const FOLLOW_LEAD_S = 10;
/** Segments of one poll fetched side by side: a busy server that comes late to the window has little time before they leave it. */
const PREFETCH = 8;
/** A cursor no step has moved for this long belongs to a recording removed before its programme began. */
const CURSOR_IDLE_S = 120;
/** An unstamped segment that follows the last one is placed right after it unless the clock puts it this far away. */
const FOLLOW_SLACK_S = 3;
/** After the programme's end, how long a capture waits for its last segment (an upstream that is down) before it finishes. */
const FINISH_GRACE_S = 10;
/** Where the capture notes what it holds: the playlist is made from it, so it is written after each pass that kept a segment. */
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
  /**
   * Wall-clock seconds: when the last poll the relay answered was asked, and when the last poll (answered or not) came
   * back. Segments that left the relay's list between two looks are this server's doing when it did not look for that long.
   */
  lookedAt: number | null;
  askedUntil: number | null;
  steppedAt: number;
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
  /** Stops watching the event loop (the scheduler's stop). */
  close: () => void;
}

const lastEndOf = (m: Manifest) => {
  const last = m.segments.at(-1);
  return last ? last.start + last.duration : null;
};

async function readManifest(dir: string): Promise<Manifest> {
  const m: Manifest = { segments: [], gaps: [] };
  try {
    const stored = JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    if (stored.gaps) m.gaps = stored.gaps;
    if (stored.causes?.length) m.causes = stored.causes;
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
  /** A recording whose programme began before this process came up, and was not begun by another, starts late. */
  const upSince = wall();
  let stalls: LoopStalls | null = null;

  async function cursorOf(row: Recording, dir: string): Promise<Cursor> {
    let cursor = cursors.get(row.id);
    if (!cursor) {
      const manifest = await readManifest(dir);
      // Resumed from a manifest of before gaps were timed: its seconds and causes stand, untimed.
      if (manifest.causes && !manifest.gaps?.length && row.missing_seconds > 0) manifest.gaps = [{ at: null, seconds: row.missing_seconds, cause: manifest.causes.join(' and ') }];
      cursor = { manifest, lastSeq: null, lastSeenEnd: null, outage: null, resumed: row.status === 'Recording', lookedAt: null, askedUntil: null, steppedAt: 0, map: null, recent: new Map(), renditionMaps: new Map() };
      cursors.set(row.id, cursor);
    }
    cursor.steppedAt = wall();
    for (const [id, other] of cursors) if (other.steppedAt < cursor.steppedAt - CURSOR_IDLE_S) cursors.delete(id);
    return cursor;
  }

  /**
   * Whether this server, not the channel, lost what the relay no longer lists: between its polls (`idle`: keeping
   * segments, writing, waiting for its turn) or while its event loop was blocked (however briefly the polls took), it did
   * not look for longer than the list holds a segment after the newest.
   */
  function fellBehind(cursor: Cursor, idle: number, since: number, holds: number): boolean {
    const shift = wall() - Date.now() / 1000;
    const stalled = (stalls?.stalledMs(((cursor.lookedAt ?? since) - shift) * 1000, Date.now()) ?? 0) / 1000;
    return Math.max(idle, stalled) > holds;
  }

  /**
   * Why media is missing before a segment (or at the end): a restart, then this server's own lateness, then the relay's
   * error, then what the relay's numbers tell (skipped: never listed; consecutive: the stream holds less than the clock ran).
   */
  function causeOf(cursor: Cursor, facts: { behind: boolean; known: boolean; skipped: boolean; broke: boolean; tail: boolean }): Cause {
    if (cursor.resumed) return SERVER_DOWN;
    if (facts.behind) return SERVER_BEHIND;
    if (cursor.outage) return unavailable(cursor.outage);
    if (!facts.known) return unavailable(facts.tail ? 'no new segment' : 'no segment');
    if (facts.skipped) return STREAM_SKIPPED;
    return facts.broke ? STREAM_BROKE : STREAM_BEHIND;
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
    stalls ??= watchLoopStalls();
    const cursor = await cursorOf(row, dir);
    const m = cursor.manifest;
    let { recorded_from: recordedFrom } = row;
    let unusable: string | null = null;
    /** The first segment after the programme, once listed (nothing more of it will come), and what its number tells. */
    let pastEnd: { skipped: boolean; broke: boolean } | null = null;
    /** This pass found the server had not looked at the relay for longer than its list holds. */
    let behind = false;
    let kept = 0;

    if (t < end + FINISH_GRACE_S && ((lastEndOf(m) ?? 0) < end || renditionsBehind(m))) {
      const askedAt = wall();
      const answer = await pollBestRendition(relayed, row.channel_id);
      const idle = askedAt - (cursor.askedUntil ?? start);
      cursor.askedUntil = wall();
      if ('problem' in answer) {
        cursor.outage = answer.problem;
        cursor.lastSeq = null;
        cursor.lastSeenEnd = null;
        cursor.recent.clear();
      } else {
        const playlist = parseMedia(answer.text, 'http://relay/r/');
        // Newest segment ends about now; each earlier one ends where the next begins.
        const placed = placeSegments(playlist.segments, wall());
        const listed = placed.reduce((sum, p) => sum + p.duration, 0);
        // A segment stays listed for about the list's length: not looking for that long, less the newest, loses one.
        behind = fellBehind(cursor, idle, start, listed - playlist.targetDuration);
        cursor.lookedAt = askedAt;
        const lastKeptEnd = lastEndOf(m);
        // After a restart or an outage the relay may number anew: what started before the last kept segment ended is already on disk.
        const isNew = (seq: number, at: number, duration: number) => (cursor.lastSeq !== null ? seq > cursor.lastSeq : lastKeptEnd === null || at >= lastKeptEnd - duration / 2);
        const prefetched = new Map<number, Promise<{ bytes: Buffer } | { problem: string }>>();
        for (const [i, segment] of playlist.segments.entries()) {
          const { stamped, estimate, duration } = placed[i]!;
          const at = stamped ?? estimate;
          if (prefetched.size < PREFETCH && isNew(segment.seq, at, duration) && at < end && at + duration > start && segment.keys.every((k) => k.method === 'NONE')) {
            prefetched.set(segment.seq, fetchRelayed(relayed, row.channel_id, segment.url).catch(() => ({ problem: 'the relay could not be read' })));
          }
        }
        for (const [i, segment] of playlist.segments.entries()) {
          const { stamped, estimate, duration } = placed[i]!;
          if (segment.keys.some((k) => k.method !== 'NONE')) {
            unusable = 'The channel is encrypted, which the recorder does not record yet';
            break;
          }
          if (!isNew(segment.seq, stamped ?? estimate, duration)) continue;
          /** Segments the relay numbered between the last seen and this one, never seen here: gone from the list before the capture looked, or never listed. */
          const skipped = cursor.lastSeq !== null ? segment.seq - cursor.lastSeq - 1 : 0;
          // Consecutive segments follow on exactly (polling jitter would otherwise look like gaps), unless that drifted far from the clock.
          const follows = cursor.lastSeq !== null && segment.seq === cursor.lastSeq + 1 && !segment.discontinuity && cursor.lastSeenEnd !== null && Math.abs(cursor.lastSeenEnd - estimate) < FOLLOW_SLACK_S;
          const segStart = stamped !== null ? stamped : follows ? cursor.lastSeenEnd! : estimate;
          const segEnd = segStart + duration;
          if (segStart >= end) {
            pastEnd = { skipped: skipped > 0, broke: segment.discontinuity };
            break;
          }
          const inProgramme = segEnd > start && segStart < end;
          let init: number | undefined;
          if (inProgramme && segment.map) {
            const found = await initOf(row.channel_id, dir, cursor, segment.map.url);
            if (typeof found !== 'number') {
              cursor.outage = found.problem;
              break;
            }
            init = found;
          }
          // The first segment kept sets the recording's format: a VOD playlist cannot go back from fMP4 to MPEG-TS, so the other format is a gap.
          const otherFormat = inProgramme && m.segments.length > 0 && (m.segments[0]!.init === undefined) !== (init === undefined);
          if (otherFormat) cursor.outage = `it changed from ${init === undefined ? 'fMP4 to MPEG-TS' : 'MPEG-TS to fMP4'}, which one recording cannot hold`;
          if (inProgramme && !otherFormat) {
            const fetched = await (prefetched.get(segment.seq) ?? fetchRelayed(relayed, row.channel_id, segment.url));
            // Not kept now: the next pass tries again while the relay still lists it.
            if ('problem' in fetched) {
              cursor.outage = fetched.problem;
              break;
            }
            const prevEnd = lastEndOf(m);
            // Another init is another encoder: its timestamps start anew.
            let discontinuity = segment.discontinuity || cursor.resumed || (m.segments.length > 0 && m.segments.at(-1)!.init !== init);
            // What the clock ran past since the last kept segment (or the start); skipped segments count whatever the stamps say.
            const missing = Math.max(segStart - (prevEnd ?? start), prevEnd !== null ? skipped * duration : 0);
            if (missing > SEAM_S) {
              // Began after the start: late if this process or the recording came after the programme began, else a gap.
              if (prevEnd === null && !cursor.resumed && (Number(row.created_at) > start || upSince > start)) recordedFrom = Math.floor(segStart);
              else {
                const cause = causeOf(cursor, { behind, known: cursor.lastSeq !== null, skipped: skipped > 0, broke: segment.discontinuity, tail: false });
                (m.gaps ??= []).push({ at: prevEnd ?? start, seconds: missing, ...cause });
                // A stream behind the clock sent every segment: its media runs on, only the clock does not match.
                if (cause !== STREAM_BEHIND) discontinuity = true;
              }
            }
            const n = m.segments.length ? m.segments.at(-1)!.n + 1 : 0;
            const captured: Captured = init === undefined ? { n, start: segStart, duration, discontinuity } : { n, init, start: segStart, duration, discontinuity };
            await writeRecordingFile(dir, fileOf(captured), fetched.bytes);
            m.segments.push(captured);
            kept += 1;
            cursor.resumed = false;
            cursor.outage = null;
            cursor.recent.set(segment.seq, n);
            if (cursor.recent.size > RECENT_KEPT) cursor.recent.delete(cursor.recent.keys().next().value!);
          }
          cursor.lastSeq = segment.seq;
          cursor.lastSeenEnd = segEnd;
        }
        // The manifest names only segments already renamed in: a crash before it leaves unnamed files, never a missing one.
        if (kept > 0) await writeAtomic(path.join(dir, MANIFEST), JSON.stringify(m));
        if (!unusable) await captureRenditions(row.channel_id, dir, cursor, answer.master, answer.streamInf);
      }
    }
    if (unusable) return failed(row, unusable);
    // Followed ahead of its programme: nothing of it yet, and the booking stays as it is.
    if (t < start && m.segments.length === 0) return;

    const reached = lastEndOf(m);
    // A rendition still behind the video gets until the grace's end to catch up (its last segment is listed a moment later).
    const waiting = renditionsBehind(m) && t < end + FINISH_GRACE_S;
    const finished = !waiting && (pastEnd !== null || (reached ?? 0) >= end || t >= end + FINISH_GRACE_S);
    // The end's gap is said, not kept: a pass repeated after a crash finds it again.
    const gaps: Gap[] = [...(m.gaps ?? [])];
    if (finished) {
      if (reached === null) return failed(row, cursor.outage ? `The channel's stream was not available during the programme: ${cursor.outage}` : 'Nothing was recorded: the channel sent no segment during the programme');
      if (end - reached > SEAM_S) {
        const found = pastEnd as { skipped: boolean; broke: boolean } | null;
        gaps.push({ at: reached, seconds: end - reached, ...causeOf(cursor, { behind, known: found !== null, skipped: found?.skipped ?? false, broke: found?.broke ?? false, tail: true }) });
      }
      await writeRelayRenditions(dir, m);
      await writePlaylist(dir, vodOf(m));
    }
    // Followed ahead of its programme, a recording is still Accepted until the programme begins: the lead is the capture's.
    if (!finished && row.status === 'Accepted' && t < start) return;
    // The row changes last: a crash before this line repeats the pass from the manifest.
    const updated = await updateRecordingInFlight(db, row.id, {
      status: finished ? 'Recorded' : 'Recording',
      // For a relayed recording: the wall-clock second its capture has reached (progress is measured by it).
      next_sequence: reached === null ? null : Math.floor(reached),
      segments_done: m.segments.length,
      missing_seconds: missingOf(gaps),
      recorded_from: recordedFrom,
      reason: reasonOf(gaps, recordedFrom),
    });
    if (finished || !updated) cursors.delete(row.id);
    if (!updated) await removeFiles(dir);
  }

  async function failed(row: Recording, reason: string) {
    cursors.delete(row.id);
    await fail(row, reason);
  }

  return {
    step,
    close: () => {
      stalls?.stop();
      stalls = null;
    },
  };
}

/** How far a relayed recording in flight is, 0–100, by the wall-clock time its capture has reached. */
export function relayProgressOf(row: CaptureRow & Pick<Recording, 'next_sequence'>): number {
  const capture = captureOf(row);
  if (row.next_sequence === null) return 0;
  return Math.max(0, Math.min(100, Math.floor(((Number(row.next_sequence) - capture.start) / capture.length) * 100)));
}
