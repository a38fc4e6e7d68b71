// quota.ts — how many hours of recordings a user may keep: the free plan's, or the largest of their active plans.
import type { Deps } from '../http/context.ts';
import { FREE_PLAN_ID } from '../subscriptions/plans.ts';
import { heldPlansStorageHours, planStorageHours } from '../subscriptions/repository.ts';
import { keptLengthsOf } from './repository.ts';

/** When the plans table has no free plan row (it always should): the free plan's allowance (server/subscriptions/plans.ts). */
const FALLBACK_FREE_HOURS = 5;

export async function storageHours({ db, now }: Pick<Deps, 'db' | 'now'>, userId: number): Promise<number> {
  // A cancelled plan stays until it expires (docs/api.md#subscriptions), its storage with it.
  const [free, held] = await Promise.all([planStorageHours(db, FREE_PLAN_ID), heldPlansStorageHours(db, userId, now())]);
  return Math.max(free ?? FALLBACK_FREE_HOURS, ...held);
}

/** Seconds of programme the user's recordings take; failed ones hold nothing and count for nothing. */
export async function usedSeconds({ db }: Pick<Deps, 'db'>, userId: number): Promise<number> {
  return (await keptLengthsOf(db, userId)).reduce((sum, length) => sum + length, 0);
}

/** Hours with two decimals, as the list answers them. */
export const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
