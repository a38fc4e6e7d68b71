// budget.ts (archive) — FTV_ARCHIVE_MAX_GB: room is made before each segment is written, the oldest segments of any channel dropped first, so the archive holds no more than its budget however late a loaded machine runs its housekeeping.
import type { Db } from '../db/connect.ts';
import { archiveBytes, pruneOldest } from './store.ts';

export interface Budget {
  /** Before `bytes` are written: drops the oldest segments if they would not fit, then counts them as held. */
  makeRoom: (bytes: number) => Promise<void>;
  /** Counts `bytes` another prune freed (by age), then checks the budget: what other instances wrote may be in the count by now. */
  freed: (bytes: number) => Promise<void>;
  /** Counts what the archive holds afresh before the next pass: other instances write to it too. */
  recount: () => void;
  /** What the archive holds, as last counted (0 before the first count). */
  held: () => number;
}

/** Down to this share of the budget once it is reached: a pass per new segment at the limit would be a prune every second. */
const PRUNE_TO = 0.95;

/** `dropped` hears of every prune the budget makes. */
export function createBudget(db: Db, storageDir: string, maxBytes: number, dropped: (d: { segments: number; bytes: number }) => void): Budget {
  /** What the archive holds (bytes), counted as it goes; null: count it again. */
  let heldBytes: number | null = null;
  /** One pass at a time: each reads and moves the count, and two prunes would drop the same oldest segments twice over. */
  let queue: Promise<unknown> = Promise.resolve();
  const serially = (work: () => Promise<void>) => {
    const run = queue.then(work);
    queue = run.catch(() => {});
    return run;
  };

  async function fit(adding: number) {
    heldBytes ??= await archiveBytes(db);
    if (heldBytes + adding <= maxBytes) return;
    const freed = await pruneOldest(db, storageDir, heldBytes + adding - Math.floor(maxBytes * PRUNE_TO));
    heldBytes -= freed.bytes;
    dropped(freed);
  }

  return {
    makeRoom: (bytes) =>
      serially(async () => {
        await fit(bytes);
        heldBytes = (heldBytes ?? 0) + bytes;
      }),
    freed: (bytes) =>
      serially(async () => {
        if (heldBytes !== null) heldBytes -= bytes;
        await fit(0);
      }),
    recount: () =>
      void serially(async () => {
        heldBytes = null;
      }),
    held: () => heldBytes ?? 0,
  };
}
