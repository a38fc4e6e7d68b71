// 0006_job_leases.ts — which instance does a piece of background work (a recording, a channel's archive, the lineup import): a lease it keeps renewing, that another instance takes when it lapses.
import type { Kysely } from 'kysely';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    // e.g. `recording:42`, `archive:1007`, `imports`.
    .addColumn('job', 'text', (c) => c.primaryKey())
    // The holding instance's id (random per process start).
    .addColumn('owner', 'text', (c) => c.notNull())
    // Unix seconds; past it, any instance may take the job.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}
