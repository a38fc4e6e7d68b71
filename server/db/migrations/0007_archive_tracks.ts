// 0007_archive_tracks.ts — a relayed channel's audio and subtitle renditions in its archive: each kept segment of a rendition, under the number of the video segment it goes with, and the master lines that name them.
import type { Kysely } from 'kysely';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('archive_tracks')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    // The relay's slot name of the rendition (audio0, subtitles0).
    .addColumn('slot', 'text', (c) => c.notNull())
    // The archive number of the video segment it goes with (the relay numbers a channel's renditions alike).
    .addColumn('n', 'bigint', (c) => c.notNull())
    // Its file's extension as the relay named it (ts, aac, m4s, vtt): `{n}.{slot}.{ext}` beside the video's.
    .addColumn('ext', 'text', (c) => c.notNull())
    // fMP4: the digest naming its init segment; null otherwise.
    .addColumn('init', 'text')
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('archive_tracks_pk', ['channel_id', 'slot', 'n'])
    .execute();
  // Pruning drops a channel's tracks up to a number, whatever the slot.
  await db.schema.createIndex('archive_tracks_channel_n').on('archive_tracks').columns(['channel_id', 'n']).execute();
  await db.schema
    .createTable('archive_renditions')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    // `archive` for the video (its #EXT-X-STREAM-INF line), else the track's slot (its #EXT-X-MEDIA line).
    .addColumn('slot', 'text', (c) => c.notNull())
    // The relay master's line, the URI already the archive's own.
    .addColumn('line', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('archive_renditions_pk', ['channel_id', 'slot'])
    .execute();
}
