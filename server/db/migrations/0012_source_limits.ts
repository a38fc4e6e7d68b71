// 0012_source_limits.ts — an imported channel's playlist (the FTV_LINEUP source of its first stream) and that playlist's limit of streams at once (the overrides' max_streams), which recording rules keep within.
import type { Kysely } from 'kysely';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('channels').addColumn('playlist', 'text').execute();
  // null: no limit (the demo lineup, a playlist the overrides give none).
  await db.schema.alterTable('channels').addColumn('max_streams', 'integer').execute();
}
