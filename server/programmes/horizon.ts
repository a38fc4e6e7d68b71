// horizon.ts (programmes) — the demo lineup's guide written into the programmes table ahead of time: 8 days ahead and the catch-up days back, from the start and rolled on as time passes (a very large lineup: the hours around now); a read writes what it needs and is not there yet.
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Deps } from '../http/context.ts';
import { repeat } from '../cluster/repeat.ts';
import type { ProgrammeChannel } from './programme.ts';
import { demoRow, guideFor } from './demo.ts';
import { deleteDemoProgrammesEndedBefore, demoGuideSpans, upsertProgrammesInOne } from './repository.ts';
import type { ProgrammesTable } from '../db/schema.ts';

const HOUR = 3600;
const DAY = 86400;
/** The guide is written this far ahead: a week's grid (the API's reach) and a day to roll on. */
export const GUIDE_DAYS_AHEAD = 8;
/** The guide API looks a week back whatever the catch-up days. */
const API_REACH_BACK = 7 * DAY;
/** With FTV_SLOT_SECONDS (the tests' programmes of a few seconds) the horizon is this many programmes each way, not days of them. */
const SLOT_HORIZON = 360;
/** Rows per statement (18 columns: far below SQLite's and PostgreSQL's parameter limits) and per transaction. */
const STATEMENT_ROWS = 500;
const TRANSACTION_ROWS = 5000;
/** A first start writes the whole horizon before it listens when it is about this many rows (the demo lineup: ~25,000); a larger lineup only the hours around now, the rest in the background. */
const WHOLE_AT_START_ROWS = 100_000;
/**
 * Past this many rows (about 2,600 channels) the background keeps only a band of hours written ahead, and reads write
 * the rest as they ask: an FTV_CHANNELS=10000 scale lineup's whole horizon would be 5 million rows (1.2 GB in SQLite,
 * over a minute of a core) that only a guide scrolled far ahead would read.
 */
const WHOLE_IN_BACKGROUND_ROWS = 1_500_000;
/** About how long a demo programme runs, to size the writes. */
const TYPICAL_LENGTH = 40 * 60;

/** How far the guide is written, from a moment `t`. */
export interface Extent {
  /** Written to t + ahead. */
  ahead: number;
  /** Written from t - back - slack; kept until then. */
  back: number;
  /** How far the written end may fall behind before it is rolled on (and the step of the background writes). */
  slack: number;
  /** What a start writes before it listens when the lineup is large. */
  near: { back: number; ahead: number };
  /** How far ahead the background keeps a very large lineup written (reads write the rest). */
  band: number;
  /** How often the background job looks. */
  every: number;
}

export function extentOf(config: Pick<Config, 'catchupDays' | 'slotSeconds'>): Extent {
  let ahead = GUIDE_DAYS_AHEAD * DAY;
  let back = Math.max(API_REACH_BACK, config.catchupDays * DAY);
  if (config.slotSeconds) {
    ahead = Math.min(ahead, SLOT_HORIZON * config.slotSeconds);
    back = Math.min(back, SLOT_HORIZON * config.slotSeconds);
  }
  const slack = Math.min(DAY, ahead / 4);
  return { ahead, back, slack, near: { back: Math.min(HOUR, back), ahead: Math.min(2 * HOUR, ahead) }, band: Math.min(6 * HOUR, ahead), every: Math.min(15 * 60, slack / 2) };
}

/** The demo guide's writer; one per instance (server/services.ts). Instances on one database write the same rows (upserts): whoever comes first. */
export interface GuideHorizon {
  /** Resolves once [from, to) is written for each of these channels, as far as the horizon reaches (imported channels: at once). */
  ready: (channels: readonly ProgrammeChannel[], from: number, to: number) => Promise<void>;
  /** Whether [from, to) is written for each of these channels: an answer over it will not change as the guide rolls on. */
  covers: (channels: readonly ProgrammeChannel[], from: number, to: number) => boolean;
  /** At start: the whole horizon for the demo lineup, only the hours around now for a large one. */
  prepare: () => Promise<void>;
  /** Rolls the horizon on for every demo channel (a very large lineup: a band of hours) and drops what fell behind it: the background job. */
  roll: () => Promise<void>;
  /** The background job: rolls now and every few minutes; answers its stop, which waits for a write under way. */
  start: () => () => Promise<void>;
}

interface Span {
  first: number;
  last: number;
}

/** Where each demo channel's rows reach, and a lock so one write at a time decides what is missing. */
export function createGuideHorizon(deps: Deps, demoChannels: () => Promise<ProgrammeChannel[]>, log: FastifyBaseLogger): GuideHorizon {
  const { db, config, now } = deps;
  const extent = extentOf(config);
  const spans = new Map<number, Span>();
  let loaded: Promise<void> | null = null;
  let lock: Promise<unknown> = Promise.resolve();
  /** Set when the job stops (the app closes): a long write ends at its next transaction. */
  let halted = false;

  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = lock.then(work, work);
    lock = run.catch(() => undefined);
    return run;
  };

  /** What the table holds from earlier runs (or other instances), after dropping what fell behind. */
  const load = () =>
    (loaded ??= serially(async () => {
      await deleteDemoProgrammesEndedBefore(db, now() - extent.back - extent.slack);
      for (const s of await demoGuideSpans(db)) spans.set(s.channel_id, { first: s.first, last: s.last });
    }));

  const spanCovers = (id: number, from: number, to: number) => {
    const span = spans.get(id);
    return span !== undefined && span.first <= from && span.last >= to;
  };

  /** The part of [from, to) the horizon writes, now. */
  const clamp = (from: number, to: number): [number, number] => {
    const t = now();
    return [Math.max(from, t - extent.back - extent.slack), Math.min(to, t + extent.ahead)];
  };

  /**
   * Writes what these channels miss of [from, to), in transactions of a few thousand rows with a pause for requests
   * between them. A channel's rows stay one span without holes: what is missing is what lies between the asked window
   * and its span, on either side.
   */
  async function write(channels: readonly ProgrammeChannel[], from: number, to: number): Promise<void> {
    if (to <= from) return;
    let at = 0;
    while (at < channels.length && !halted) {
      at = await serially(async () => {
        const rows: ProgrammesTable[] = [];
        const reached = new Map<number, Span>();
        let i = at;
        for (; i < channels.length && rows.length < TRANSACTION_ROWS; i++) {
          const channel = channels[i]!;
          if (channel.imported || spanCovers(channel.id, from, to)) continue;
          const span = spans.get(channel.id);
          const parts: Array<[number, number]> = span ? [[from, span.first], [span.last, to]] : [[from, to]];
          let { first, last } = span ?? { first: Infinity, last: -Infinity };
          for (const [a, b] of parts) {
            if (b <= a) continue;
            const programmes = guideFor(channel, a, b, config.slotSeconds);
            for (const p of programmes) rows.push(demoRow(p));
            first = Math.min(first, programmes[0]?.startdatetime ?? first);
            last = Math.max(last, programmes.at(-1)?.enddatetime ?? last);
          }
          reached.set(channel.id, { first, last });
        }
        const batches: ProgrammesTable[][] = [];
        for (let k = 0; k < rows.length; k += STATEMENT_ROWS) batches.push(rows.slice(k, k + STATEMENT_ROWS));
        await upsertProgrammesInOne(db, batches);
        // Only rows that are committed count as written.
        for (const [id, span] of reached) spans.set(id, span);
        return i;
      });
      if (at < channels.length) await yieldToRequests();
    }
  }

  async function ready(channels: readonly ProgrammeChannel[], from: number, to: number): Promise<void> {
    if (!channels.some((c) => !c.imported)) return;
    await load();
    const [a, b] = clamp(from, to);
    if (b <= a) return;
    const missing = channels.filter((c) => !c.imported && !spanCovers(c.id, a, b));
    if (missing.length) await write(missing, a, b);
  }

  /**
   * Writes the whole horizon when the demo lineup's is within `rows`, else only [now - near.back, now + near.ahead)
   * (reads write the rest as they ask).
   */
  async function writeAhead(rows: number, near: { back: number; ahead: number }): Promise<void> {
    await load();
    const channels = (await demoChannels()).filter((c) => !c.imported);
    const perChannel = (extent.ahead + extent.back + extent.slack) / (config.slotSeconds ?? TYPICAL_LENGTH);
    const t = now();
    if (channels.length * perChannel <= rows) await write(channels, t - extent.back - extent.slack, t + extent.ahead);
    else await write(channels, t - near.back, t + near.ahead);
  }

  async function roll(): Promise<void> {
    await writeAhead(WHOLE_IN_BACKGROUND_ROWS, { back: extent.near.back, ahead: extent.band });
    const cut = now() - extent.back - extent.slack;
    await serially(async () => {
      await deleteDemoProgrammesEndedBefore(db, cut);
      // What was dropped ended before the cut: each span still holds the programme running at it.
      for (const span of spans.values()) span.first = Math.max(span.first, cut);
    });
  }

  return {
    ready,
    covers: (channels, from, to) => channels.every((c) => c.imported || spanCovers(c.id, from, to)),
    prepare: () => writeAhead(WHOLE_AT_START_ROWS, extent.near),
    roll,
    start() {
      // A failed write is tried again at the next tick; reads write what they need meanwhile.
      const job = repeat(extent.every * 1000, roll, (error) => log.error({ err: error }, 'the demo guide could not be written ahead'));
      return async () => {
        // A long write ends at its next transaction rather than running on after the app closes.
        halted = true;
        await job.stop();
      };
    },
  };
}
