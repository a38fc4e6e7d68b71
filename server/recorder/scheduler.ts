// scheduler.ts — the recorder's loop: the database says what is due, the wall clock says which segments exist.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context.ts';
import type { Recording } from '../db/schema.ts';
import type { MediaLibrary } from '../media/library.ts';
import type { Relayed } from '../media/relayed.ts';
import { liveEdge, windowStart } from '../media/playlists.ts';
import { DESCRIBED_AUDIO, SEGMENT_SECONDS } from '../media/recipe.ts';
import { copyFromArchive, isPastCopy } from './archiveCopy.ts';
import { captureOf, type CaptureRow } from './capture.ts';
import { createRelayCapture, FOLLOW_LEAD_S } from './relayCapture.ts';
import type { Leases } from '../cluster/leases.ts';
import { copySegment, recordingDir, removeFiles, storedSequences, writeIndex } from './storage.ts';
import { copyTracks, writeTrackPlaylists } from './tracks.ts';
import { dueRecordings, updateRecordingInFlight } from './repository.ts';

/** Recordings keep the higher rendition: one file per segment, played back as a single-rendition VOD, with the loop's tracks beside it (tracks.ts). */
export const RECORD_RENDITION = '720p';
const TICK_MS = 1000;
/** A programme copied after it aired: this many segments a pass, so other recordings' passes still come every second. */
const COPY_SEGMENTS_PER_PASS = 300;

/** The live segments that cover [start, start + length): the first and last media sequence numbers. */
export function sequenceSpan(start: number, length: number) {
  return { first: Math.floor(start / SEGMENT_SECONDS), last: Math.ceil((start + length) / SEGMENT_SECONDS) - 1 };
}

/** How far a recording in flight is, 0–100, by segments copied. */
export function progressOf(row: CaptureRow & Pick<Recording, 'next_sequence'>): number {
  const capture = captureOf(row);
  const { first, last } = sequenceSpan(capture.start, capture.length);
  const next = row.next_sequence === null ? first : Number(row.next_sequence);
  return Math.max(0, Math.min(100, Math.floor(((next - first) / (last - first + 1)) * 100)));
}

const clock = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 19);

export interface Scheduler {
  /** Run a pass now (after dvr/add, so an airing programme starts at once); resolves when it is done. */
  poke: () => Promise<void>;
  /** Resolves when no pass is running: dvr/remove waits for it before deleting files. */
  idle: () => Promise<void>;
  /** A pass every second from now on (the composition root's jobs start it; an app built without jobs only runs the pokes). */
  start: () => void;
  stop: () => Promise<void>;
}

/**
 * Nothing is kept in memory between passes: every pass reads the due rows and moves each as far as the
 * clock allows. Recovery after a restart or a crash is therefore just the next pass: a Recording row
 * resumes from its next_sequence, an Accepted row that became due starts, and whatever the live
 * window no longer holds is a gap (noted) or, at the end, a failure with its reason.
 * A relayed channel has no clock-computed segments: its recordings follow the relay (relayCapture.ts),
 * one step per recording at a time and off the pass, so a slow upstream holds up no other recording.
 */
/** What the recorder's loop uses, from the composition root (server/services.ts). */
export interface SchedulerOptions {
  library: MediaLibrary;
  relayed: Relayed;
  leases: Leases;
  log: FastifyBaseLogger;
}

export function createScheduler(deps: Deps, { library, relayed, leases, log }: SchedulerOptions): Scheduler {
  const { db, config, now } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Relayed recordings with a capture step under way. */
  const capturing = new Map<number, Promise<void>>();

  async function fail(row: Recording, reason: string) {
    await updateRecordingInFlight(db, row.id, { status: 'Failed', reason });
    // Nothing of a failed recording is playable: its segments would only take space.
    await removeFiles(recordingDir(config.storageDir, row.id));
    log.warn({ recording: row.id, reason }, 'recording failed');
  }

  const capture = createRelayCapture(deps, relayed, fail);

  function stepRelayed(row: Recording, t: number) {
    if (capturing.has(row.id)) return;
    // Added after it aired: a copy of what the channel's archive kept, not a capture.
    const step = (isPastCopy(row) ? copyFromArchive(deps, row, fail) : capture.step(row, t))
      .catch((error: unknown) => log.error({ err: error, recording: row.id }, 'recorder capture failed for a recording'))
      .finally(() => capturing.delete(row.id));
    capturing.set(row.id, step);
  }

  async function advance(row: Recording, t: number) {
    // The programme and its padding.
    const capture = captureOf(row);
    const { first, last } = sequenceSpan(capture.start, capture.length);
    // A programme added after it aired is copied whole: the loops hold every moment of it.
    const pastCopy = isPastCopy(row);
    const oldest = pastCopy ? first : windowStart(t);
    const channel = await library.channel(row.channel_id);
    const loop = channel ? library.loopFor(channel.number) : null;
    if (loop === null) return fail(row, 'The live stream of this channel is not available on the server');

    let next = row.next_sequence === null ? first : Number(row.next_sequence);
    let { reason, recorded_from: recordedFrom, missing_seconds: missing } = row;
    if (row.status === 'Accepted') {
      if (oldest > last) return fail(row, 'Server was down for the whole programme');
      // Airing already: from the start while the live window still holds it, else from the oldest it holds.
      next = Math.max(first, oldest);
      if (next > first) {
        recordedFrom = next * SEGMENT_SECONDS;
        reason = `Started late: recorded from ${clock(recordedFrom)} UTC, the programme was already airing`;
      }
    } else if (next < oldest) {
      if (oldest > last) return fail(row, 'Server was down when the recording ended');
      missing += (oldest - next) * SEGMENT_SECONDS;
      next = oldest;
      // A late start stays noted beside the gap.
      const late = reason?.startsWith('Started late') ? `${reason.split('; ')[0]}; ` : '';
      reason = `${late}Recorded with a gap of ${missing} s while the server was down`;
    }

    const dir = recordingDir(config.storageDir, row.id);
    const until = pastCopy ? Math.min(last, next + COPY_SEGMENTS_PER_PASS - 1) : Math.min(liveEdge(t), last);
    let copied = 0;
    for (; next <= until; next++, copied++) {
      await Promise.all([copySegment(library.segmentFile(loop, RECORD_RENDITION, next), dir, next), copyTracks(dir, library.segmentFile(loop, DESCRIBED_AUDIO.folder, next), loop, next)]);
    }

    const finished = next > last;
    if (finished) {
      const sequences = (await storedSequences(dir)).filter((s) => s >= first && s <= last);
      await writeTrackPlaylists(dir, sequences, RECORD_RENDITION);
      await writeIndex(dir, sequences);
    }
    // The row changes last: a crash before this line repeats the pass (idempotent), never skips it.
    const updated = await updateRecordingInFlight(db, row.id, { status: finished ? 'Recorded' : 'Recording', next_sequence: next, segments_done: row.segments_done + copied, reason, recorded_from: recordedFrom, missing_seconds: missing });
    // Removed while this pass copied: dvr/remove waits for us, but clean up in case it did not.
    if (!updated) await removeFiles(dir);
  }

  async function pass() {
    const t = now();
    // Relayed channels are followed a little ahead of their programmes (relayCapture.ts); the demo loops' clock needs no lead.
    const rows = await dueRecordings(db, t + FOLLOW_LEAD_S);
    for (const row of rows) {
      try {
        const channel = await library.channel(row.channel_id);
        const isRelayed = channel?.source_key != null;
        if (!isRelayed && captureOf(row).start > t) continue;
        // With several instances, each recording is one instance's: the others leave it (and take it if that one dies).
        if (!(await leases.hold(`recording:${row.id}`))) continue;
        if (isRelayed) stepRelayed(row, t);
        else await advance(row, t);
      } catch (error) {
        // One broken recording (a full disk, a missing loop file) must not stop the others.
        log.error({ err: error, recording: row.id }, 'recorder pass failed for a recording');
      }
    }
  }

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          if (!stopped) log.error({ err: error }, 'recorder pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    poke: run,
    idle: async () => {
      while (running || capturing.size) await Promise.all([running, ...capturing.values()]);
    },
    start: () => {
      if (timer || stopped) return;
      timer = setInterval(() => void run(), TICK_MS);
      timer.unref();
      void run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running || capturing.size) await Promise.all([running, ...capturing.values()]);
      capture.close();
    },
  };
}
