// trash.ts (recorder) — deleted recordings wait in a trash for 7 days (restorable), earlier when their space is needed; keep rules move a rule's oldest recordings there, never a protected one.
import type { Deps } from '../http/context.ts';
import { storageHours, usedSeconds } from './quota.ts';
import { deleteRecordings, deleteRuleSkipsBefore, keepableRecordingsOf, rulesWithKeep, trashedBefore, trashOldestFirst, trashRecordings } from './repository.ts';
import { recordingDir, removeFiles } from './storage.ts';
import { captureOf } from './capture.ts';

const DAY = 86400;
/** How long a deleted recording can be restored. */
export const TRASH_DAYS = 7;

/** Deletes recordings for good: their rows, then their files. */
export async function purge(deps: Deps, ids: readonly number[]): Promise<void> {
  await deleteRecordings(deps.db, ids);
  for (const id of ids) await removeFiles(recordingDir(deps.config.storageDir, id));
}

/** Seconds of the user's storage that the trash holds (reclaimable when a booking needs them). */
export async function trashSeconds(deps: Deps, userId: number): Promise<number> {
  return (await trashOldestFirst(deps.db, userId)).reduce((sum, r) => sum + captureOf(r).length, 0);
}

/**
 * Makes room for `seconds` more: purges the user's trash, the longest there first, until they fit. False when even an
 * empty trash leaves too little (nothing is purged then).
 */
export async function makeRoom(deps: Deps, userId: number, seconds: number): Promise<boolean> {
  const [total, used, trash] = await Promise.all([storageHours(deps, userId), usedSeconds(deps, userId), trashOldestFirst(deps.db, userId)]);
  let over = used + seconds - total * 3600;
  if (over <= 0) return true;
  if (trash.reduce((sum, r) => sum + captureOf(r).length, 0) < over) return false;
  const ids: number[] = [];
  for (const r of trash) {
    if (over <= 0) break;
    ids.push(Number(r.id));
    over -= captureOf(r).length;
  }
  await purge(deps, ids);
  return true;
}

/** The trash emptied of what has been there 7 days, and every keep rule applied (one instance, by the rules' lease). */
export async function housekeeping(deps: Deps): Promise<void> {
  const t = deps.now();
  await purge(deps, await trashedBefore(deps.db, t - TRASH_DAYS * DAY));
  // A skipped airing that has begun will not be planned again: its skip can go.
  await deleteRuleSkipsBefore(deps.db, t - DAY);
  for (const rule of await rulesWithKeep(deps.db)) {
    const kept = await keepableRecordingsOf(deps.db, Number(rule.id));
    const out = kept.filter((r, i) => (rule.keep_count !== null && i >= Number(rule.keep_count)) || (rule.keep_days !== null && Number(r.time_start) < t - Number(rule.keep_days) * DAY));
    await trashRecordings(deps.db, out.map((r) => Number(r.id)), t);
  }
}
