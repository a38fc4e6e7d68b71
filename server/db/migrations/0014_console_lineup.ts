// 0014_console_lineup.ts — the operator's console keeps the lineup: sources added in it (playlists, guides, Xtream Codes accounts) in priority order, each source's last import, every guide channel the guides list (for mapping), each stream's health a minute at a time, and the per-channel edits made to the lineup (with what the source said, so an edit can be taken back).
import type { Kysely } from 'kysely';
import { autoId, autoIdType } from '../dialect.ts';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lineup_sources')
    .addColumn('id', autoIdType(db), autoId(db))
    // 'playlist' (M3U), 'guide' (XMLTV) or 'xtream' (an Xtream Codes account: channels and its guide).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('password', 'text')
    // Lower first: a channel or programme two sources give is taken from the first.
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // Streams at once its provider allows; null: none (an Xtream account's own max_connections applies).
    .addColumn('max_streams', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('source_imports')
    // `console:<id>`, or `FTV_LINEUP:<location>` / `FTV_GUIDE:<location>` for the environment's.
    .addColumn('source', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    // JSON: how long, channels, programmes, problems with their lines, the error when it failed.
    .addColumn('report', 'text', (c) => c.notNull())
    // A digest of what was read: an unchanged source is not written again.
    .addColumn('digest', 'text')
    .execute();
  await db.schema
    .createTable('channel_edits')
    .addColumn('channel_id', 'integer', (c) => c.primaryKey())
    // JSON of the fields the operator set (title, number, group, premium, hidden, logo, guide): they win over the source's.
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('guide_channels')
    // The guide source's key (as in source_imports) and the channel's XMLTV id in it.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('xmltv_id', 'text', (c) => c.notNull())
    // JSON: its display names; its icon; its next few programmes, shown before the operator maps a channel to it.
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('preview', 'text')
    .addPrimaryKeyConstraint('guide_channels_pk', ['source', 'xmltv_id'])
    .execute();
  // What the source said of the channel (JSON: title, number, group, premium, logo, guide): an edit taken back returns to it.
  await db.schema.alterTable('channels').addColumn('source_fields', 'text').execute();
  // How its guide channel was found: 'tvg-id', 'name', 'manual', 'auto'; null: none.
  await db.schema.alterTable('channels').addColumn('guide_match', 'text').execute();
  // The operator's logo for it (a URL), else the source's tvg-logo.
  await db.schema.alterTable('channels').addColumn('logo_url', 'text').execute();
  // JSON: the source's streams (by their index in `streams`) in the order the operator wants them tried, those switched
  // off left out; null: all, as the source lists them.
  await db.schema.alterTable('channels').addColumn('stream_order', 'text').execute();
  // Each upstream stream's minute, as one instance's relay saw it (several instances: several rows), kept a day.
  await db.schema
    .createTable('stream_samples')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    // The stream's index in the channel's source list.
    .addColumn('stream', 'integer', (c) => c.notNull())
    // Unix seconds of the minute's start.
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('errors', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('failovers', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('ttfs_ms', 'integer')
    .addColumn('viewers', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_samples_channel_at').on('stream_samples').columns(['channel_id', 'at']).execute();
}
