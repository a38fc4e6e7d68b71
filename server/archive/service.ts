// service.ts (archive) — the archive of relayed channels: an ingest per channel the lineup relays, and the pruning that keeps it within its days and its disk budget.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context.ts';
import type { Relayed } from '../media/relayed.ts';
import { createIngest, type Ingest } from './ingest.ts';
import type { Leases } from '../cluster/leases.ts';
import { pruneOlderThan, sweepOrphans } from './store.ts';
import { createBudget } from './budget.ts';
import { catchupDaysOf } from '../lineup/catchup.ts';
import { listedRelayedChannels } from '../lineup/repository.ts';

/** Each channel is polled this often (the relay's cache answers most polls; a new segment is kept within a second). */
const TICK_MS = 1000;
/** The lineup (which channels, their catch-up days) is read again this often: an import may change it. */
const CHANNELS_EVERY_TICKS = 5;
/** Old segments go this often (the disk budget is kept before every write: budget.ts). */
const PRUNE_EVERY_TICKS = 10;

export interface ArchiveCounters {
  /** Channels with an ingest now. */
  channels: number;
  /** Segments and bytes written since start, and segments dropped (by age or for the budget). */
  segmentsKept: number;
  bytesKept: number;
  segmentsPruned: number;
  /** What the archive holds now. */
  bytes: number;
}

export interface Archive {
  counters: () => ArchiveCounters;
  stop: () => Promise<void>;
}

interface Worker {
  ingest: Ingest;
  /** This instance held the channel's lease at its last step: one that is taken again starts a fresh ingest (another instance wrote meanwhile). */
  held: boolean;
  keepSeconds: number;
  running: Promise<void> | null;
  /** The last problem logged, so an outage is logged once, not every second. */
  problem: string | null;
}

/** Started by the composition root's jobs (server/services.ts) when FTV_ARCHIVE is on. */
export function startArchive(deps: Deps, relayed: Relayed, leases: Leases, log: FastifyBaseLogger): Archive {
  const { db, config, now } = deps;
  const workers = new Map<number, Worker>();
  const counters = { segmentsKept: 0, bytesKept: 0, segmentsPruned: 0 };
  const budget = createBudget(db, config.storageDir, config.archiveMaxBytes, (dropped) => {
    counters.segmentsPruned += dropped.segments;
    if (dropped.segments > 0) log.info({ segments: dropped.segments, bytes: dropped.bytes }, 'archive: oldest segments dropped to stay within FTV_ARCHIVE_MAX_GB');
  });
  const ingestOf = (id: number) => createIngest(deps, relayed, id, budget.makeRoom);
  let ticks = 0;
  let stopped = false;
  let housekeeping: Promise<void> | null = null;

  async function readChannels() {
    const rows = await listedRelayedChannels(db);
    const listed = new Set<number>();
    for (const row of rows) {
      const id = Number(row.id);
      listed.add(id);
      const keepSeconds = Math.max(config.timeshiftSeconds, catchupDaysOf(config, row) * 86_400);
      const worker = workers.get(id);
      if (worker) worker.keepSeconds = keepSeconds;
      else {
        workers.set(id, { ingest: ingestOf(id), held: false, keepSeconds, running: null, problem: null });
      }
    }
    // A channel the lineup no longer lists is no longer archived; what it holds ages out with the rest.
    for (const id of workers.keys()) if (!listed.has(id)) workers.delete(id);
  }

  function stepChannel(id: number, worker: Worker) {
    if (worker.running) return;
    worker.running = (async () => {
      // With several instances each channel is archived by one: the others leave it, and take it if that one dies.
      const holds = await leases.hold(`archive:${id}`);
      if (holds && !worker.held) {
        // Taken (at start, or from an instance that died): what a crash left is cleared before this one writes.
        const swept = await sweepOrphans(db, config.storageDir, id);
        if (swept > 0) log.info({ channel: id, files: swept }, 'archive: removed files a crash left behind');
        worker.ingest = ingestOf(id);
      }
      worker.held = holds;
      return holds ? worker.ingest.step() : { kept: 0, bytes: 0, problem: worker.problem };
    })()
      .then((result) => {
        counters.segmentsKept += result.kept;
        counters.bytesKept += result.bytes;
        if (result.problem !== worker.problem) {
          if (result.problem) log.warn({ channel: id, problem: result.problem }, 'archive: the channel is not being archived');
          else log.info({ channel: id }, 'archive: the channel is archived again');
          worker.problem = result.problem;
        }
      })
      .catch((error: unknown) => log.error({ err: error, channel: id }, 'archive: ingest step failed'))
      .finally(() => {
        worker.running = null;
      });
  }

  /** Segments older than their channel's days (beside the writes: a pass over many channels must not hold them up), then the budget. */
  async function pruneByAge() {
    let freed = 0;
    for (const [id, worker] of workers) {
      const dropped = await pruneOlderThan(db, config.storageDir, id, (now() - worker.keepSeconds) * 1000);
      counters.segmentsPruned += dropped.segments;
      freed += dropped.bytes;
    }
    await budget.freed(freed);
  }

  async function tick() {
    if (ticks % CHANNELS_EVERY_TICKS === 0) await readChannels();
    for (const [id, worker] of workers) stepChannel(id, worker);
    // Pruning by age is one instance's too (held every tick, so it stays with one); what others wrote since this one
    // last counted is counted again on each pass.
    const housekeeper = await leases.hold('archive:housekeeping');
    if (ticks % PRUNE_EVERY_TICKS === 0) {
      budget.recount();
      if (housekeeper) await pruneByAge();
    }
    ticks += 1;
  }

  const timer = setInterval(() => {
    if (stopped || housekeeping) return;
    housekeeping = tick()
      .catch((error: unknown) => log.error({ err: error }, 'archive: housekeeping failed'))
      .finally(() => {
        housekeeping = null;
      });
  }, TICK_MS);

  return {
    counters: () => ({ channels: workers.size, ...counters, bytes: budget.held() }),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await housekeeping;
      await Promise.all([...workers.values()].map((w) => w.running));
    },
  };
}
