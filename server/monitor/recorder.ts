// recorder.ts (monitor) — every minute, what this instance's relay saw of each upstream stream is written as a sample (by the stream's index in its channel's source list: no URL is stored); samples older than a day go.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context.ts';
import type { Relayed } from '../media/relayed.ts';
import { streamsJsonOf } from '../lineup/repository.ts';
import { parseStreams } from '../imports/store.ts';
import { reasonOf } from '../sources/input.ts';
import { deleteStreamSamplesBefore, insertStreamSamples } from './repository.ts';

export const SAMPLE_SECONDS = 60;
/** Kept a little over the day the console draws. */
const KEEP_SECONDS = 25 * 3600;

export interface StreamMonitor {
  /** Writes what the relay saw since the last write (the console's probe calls it to show its result at once). */
  flush: () => Promise<void>;
  start: () => () => Promise<void>;
}

export function createStreamMonitor(deps: Deps, relayed: Relayed, log: FastifyBaseLogger): StreamMonitor {
  const { db, now } = deps;
  let writing: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    const samples = relayed.relay.drainStreamStats();
    if (samples.length === 0) return;
    const at = Math.floor(now() / SAMPLE_SECONDS) * SAMPLE_SECONDS;
    const indexOf = new Map<number, string[]>();
    const rows = [];
    for (const s of samples) {
      let urls = indexOf.get(s.channelId);
      if (!urls) {
        const stored = await streamsJsonOf(db, s.channelId);
        urls = parseStreams(stored?.streams ?? null).map((x) => x.url);
        indexOf.set(s.channelId, urls);
      }
      const stream = urls.indexOf(s.url);
      // A stream the lineup no longer lists (refreshed meanwhile): nothing to show it under.
      if (stream < 0) continue;
      rows.push({ channel_id: s.channelId, stream, at, ok: s.ok, errors: s.errors, last_error: s.lastError, failovers: s.failovers, bytes: s.bytes, ttfs_ms: s.ttfsMs, viewers: s.viewers });
    }
    await insertStreamSamples(db, rows);
    await deleteStreamSamplesBefore(db, now() - KEEP_SECONDS);
  }

  const flush = () => {
    writing = writing.then(write).catch((error: unknown) => log.warn(`stream health not written: ${reasonOf(error)}`));
    return writing;
  };

  return {
    flush,
    start() {
      const timer = setInterval(() => void flush(), SAMPLE_SECONDS * 1000);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await flush();
      };
    },
  };
}
