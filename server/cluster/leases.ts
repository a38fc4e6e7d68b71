// leases.ts (cluster) — background work done once across instances: each job (a recording, a channel's archive, the lineup import) is held by one instance through a row it renews; when that instance dies, the row lapses and another takes the job within seconds.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { claimLease, releaseLeases, takeLease } from './repository.ts';

/** A lease lasts this long unrenewed: how soon another instance takes over a dead one's work. */
export const LEASE_SECONDS = 5;

export interface Leases {
  /** This process's id in the table. */
  readonly owner: string;
  /** Takes the job, or keeps it (renewing when half its time is gone); false while another live instance holds it. */
  hold: (job: string) => Promise<boolean>;
  /** Gives up one job (its work ended here), so another instance may take it at once. */
  release: (job: string) => Promise<void>;
  /**
   * Claims a periodic job for `seconds` (not renewed, not handed over): true for the one instance whose
   * claim is first after the last one lapsed, so work done once per period (a lineup refresh) runs once.
   */
  claim: (job: string, seconds: number) => Promise<boolean>;
  /** Gives up every job this process holds and takes no more (a graceful stop hands them over at once, not after they lapse). */
  releaseAll: () => Promise<void>;
}

/** One per instance, made by the composition root (server/services.ts): its owner id names this process's rows. */
export function createLeases({ db, now }: { db: Db; now: () => number }): Leases {
  const owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  /** Until when this process holds each job, as last written. */
  const held = new Map<string, number>();
  let closed = false;

  return {
    owner,
    async hold(job) {
      if (closed) return false;
      const t = now();
      const until = held.get(job);
      if (until !== undefined && until - t > LEASE_SECONDS / 2) return true;
      const expires = t + LEASE_SECONDS;
      if ((await takeLease(db, job, owner, t, expires)) === owner) {
        held.set(job, expires);
        return true;
      }
      held.delete(job);
      return false;
    },
    async release(job) {
      if (!held.delete(job)) return;
      await releaseLeases(db, owner, [job]);
    },
    async claim(job, seconds) {
      if (closed) return false;
      const t = now();
      const row = await claimLease(db, job, owner, t, t + seconds);
      return row?.owner === owner && Number(row.expires_at) === t + seconds;
    },
    async releaseAll() {
      closed = true;
      const jobs = [...held.keys()];
      held.clear();
      await releaseLeases(db, owner, jobs);
    },
  };
}
