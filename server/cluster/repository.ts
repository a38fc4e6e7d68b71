// repository.ts (cluster) — the SQL of the job_leases table: taking, renewing, claiming and giving up a job.
import type { Db } from '../db/connect.ts';

/**
 * One statement: a new row, or the row taken over only if it lapsed (before `t`) or is already `owner`'s; two
 * instances racing for a lapsed row both run it, and the database lets exactly one of them win. The row's owner after it.
 */
export async function takeLease(db: Db, job: string, owner: string, t: number, expiresAt: number): Promise<string | undefined> {
  const row = await db
    .insertInto('job_leases')
    .values({ job, owner, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('job')
        .doUpdateSet({ owner, expires_at: expiresAt })
        .where((eb) => eb.or([eb('job_leases.expires_at', '<', t), eb('job_leases.owner', '=', owner)])),
    )
    .returning('owner')
    .executeTakeFirst();
  return row?.owner;
}

/** A periodic claim: written only where no claim is running at `t` (lapsed at or before it). The row after it, if written. */
export async function claimLease(db: Db, job: string, owner: string, t: number, expiresAt: number) {
  return db
    .insertInto('job_leases')
    .values({ job, owner, expires_at: expiresAt })
    .onConflict((oc) => oc.column('job').doUpdateSet({ owner, expires_at: expiresAt }).where('job_leases.expires_at', '<=', t))
    .returning(['owner', 'expires_at'])
    .executeTakeFirst();
}

/** Gives up `owner`'s leases of these jobs. */
export async function releaseLeases(db: Db, owner: string, jobs: string[]): Promise<void> {
  if (jobs.length > 0) await db.deleteFrom('job_leases').where('owner', '=', owner).where('job', 'in', jobs).execute();
}
