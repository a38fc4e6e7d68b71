// repository.ts (lineup) — the queries on the channels and channel_groups tables, each named for what it answers or writes, for every area that reads or writes a channel.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Channel, ChannelGroupsTable, ChannelsTable } from '../db/schema.ts';

export type ChannelRow = Channel & { group_name: string };

/** A channel still in the lineup, with its group's name; undefined once removed. */
export async function listedChannelById(db: Db, id: number): Promise<ChannelRow | undefined> {
  return db
    .selectFrom('channels')
    .innerJoin('channel_groups', 'channel_groups.id', 'channels.group_id')
    .selectAll('channels')
    .select('channel_groups.name as group_name')
    .where('channels.id', '=', id)
    .where('channels.removed_at', 'is', null)
    .executeTakeFirst();
}

/** Channels whose playlist limits how many of its streams play at once (the overrides' max_streams). */
export async function streamLimitedChannels(db: Db) {
  return db.selectFrom('channels').select(['id', 'playlist', 'max_streams']).where('max_streams', 'is not', null).where('playlist', 'is not', null).where('removed_at', 'is', null).execute();
}

/** Any channel row by id, removed or not. */
export async function channelById(db: Db, id: number): Promise<Channel | undefined> {
  return db.selectFrom('channels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a channel with this id exists. */
export async function channelExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('channels').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** What a drawn or stored logo needs of its channel. */
export async function logoFieldsOf(db: Db, id: number) {
  return db.selectFrom('channels').select(['title', 'number', 'group_id', 'source_key']).where('id', '=', id).executeTakeFirst();
}

/** What the media routes need to serve a channel (removed or not): its loop, who may watch it, whether it is relayed, its catch-up days. */
export async function playbackFieldsOf(db: Db, id: number) {
  return db.selectFrom('channels').select(['id', 'number', 'is_free', 'group_id', 'type', 'source_key', 'catchup_days']).where('id', '=', id).executeTakeFirst();
}

/** A channel's upstreams as stored (JSON, in the source's order; server/imports/store.ts reads them) and the operator's order of them; null for a demo channel or an unknown id. */
export async function streamsJsonOf(db: Db, id: number): Promise<{ streams: string | null; order: string | null } | null> {
  const row = await db.selectFrom('channels').select(['streams', 'stream_order']).where('id', '=', id).executeTakeFirst();
  return row ? { streams: row.streams, order: row.stream_order } : null;
}

/** Every listed channel with its group's name, by number then id: what the lineup in memory is made of (cache.ts). */
export async function listedChannelRows(db: Db) {
  return (
    db
      .selectFrom('channels')
      .innerJoin('channel_groups', 'channel_groups.id', 'channels.group_id')
      .select(['channels.id', 'channels.number', 'channels.title', 'channels.alias', 'channels.description', 'channels.group_id', 'channel_groups.name as group_name', 'channels.type', 'channels.is_free', 'channels.recordable', 'channels.genre', 'channels.source_key', 'channels.catchup_days'])
      // A channel its playlist stopped listing (or the demo lineup under an operator's) is not listed.
      .where('channels.removed_at', 'is', null)
      .orderBy('channels.number')
      .orderBy('channels.id')
      .execute()
  );
}

/** The listed channels of an operator's lineup (relayed), with their catch-up days: what the archive ingests. */
export async function listedRelayedChannels(db: Db) {
  return db.selectFrom('channels').select(['id', 'catchup_days']).where('source_key', 'is not', null).where('removed_at', 'is', null).execute();
}

/** Whether an operator's lineup has a channel still listed (the demo lineup does not count). */
export async function hasListedImportedChannel(db: Db): Promise<boolean> {
  const row = await db.selectFrom('channels').select('id').where('source_key', 'is not', null).where('removed_at', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether the channels table has any row at all: the seed writes only into an empty one. */
export async function hasAnyChannel(db: Db): Promise<boolean> {
  const row = await db.selectFrom('channels').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The columns an import or an operator's edit writes, of the given channels (every channel without ids), removed ones too: only what changes is written. */
export async function channelRowsForWrite(db: Db, ids?: readonly number[]) {
  const query = () =>
    db
      .selectFrom('channels')
      .select(['id', 'number', 'title', 'alias', 'description', 'group_id', 'type', 'is_free', 'recordable', 'genre', 'source_key', 'streams', 'playlist', 'max_streams', 'guide_channel', 'guide_match', 'catchup_days', 'source_fields', 'logo_url', 'stream_order', 'removed_at']);
  if (ids === undefined) return query().execute();
  const rows = [];
  for (let i = 0; i < ids.length; i += 500) rows.push(...(await query().where('id', 'in', ids.slice(i, i + 500)).execute()));
  return rows;
}
export type ChannelWriteRow = Awaited<ReturnType<typeof channelRowsForWrite>>[number];

/**
 * Writes each channel's guide channel and how it was found, as the last guide import says (none: null), for every
 * imported channel but those the operator mapped (`kept`); only changed rows are written.
 */
export async function setGuideMatches(db: Db, matches: ReadonlyMap<number, { guideId: string; by: string }>, kept: ReadonlyMap<number, { guide?: string }>): Promise<void> {
  const rows = await db.selectFrom('channels').select(['id', 'guide_channel', 'guide_match']).where('source_key', 'is not', null).execute();
  for (const row of rows) {
    const id = Number(row.id);
    if (kept.get(id)?.guide !== undefined) continue;
    const match = matches.get(id) ?? null;
    const next = { guide_channel: match?.guideId ?? null, guide_match: match?.by ?? null };
    if (next.guide_channel !== row.guide_channel || next.guide_match !== row.guide_match) await db.updateTable('channels').set(next).where('id', '=', id).execute();
  }
}

/** Every channel with its group's name and what the console shows of it (removed ones too: a hidden channel is one). */
export async function consoleLineupRows(db: Db) {
  return db
    .selectFrom('channels')
    .innerJoin('channel_groups', 'channel_groups.id', 'channels.group_id')
    .select(['channels.id', 'channels.number', 'channels.title', 'channel_groups.name as group_name', 'channels.source_key', 'channels.source_fields', 'channels.playlist', 'channels.is_free', 'channels.removed_at', 'channels.guide_channel', 'channels.guide_match', 'channels.streams'])
    .orderBy('channels.number')
    .orderBy('channels.id')
    .execute();
}

/** Each imported channel's id and key (removed ones too): a refresh keeps the ids earlier imports gave. */
export async function importedChannelKeys(db: Db) {
  return db.selectFrom('channels').select(['id', 'source_key']).where('source_key', 'is not', null).execute();
}

/** The id of every channel group. */
export async function channelGroupIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('channel_groups').select('id').execute()).map((g) => g.id);
}

/** Every channel group's id and name. */
export async function channelGroupNames(db: Db) {
  return db.selectFrom('channel_groups').select(['id', 'name']).execute();
}

export async function insertChannelGroups(db: Db, groups: Array<Insertable<ChannelGroupsTable>>): Promise<void> {
  await db.insertInto('channel_groups').values(groups).execute();
}

/** Rows per insert statement: keeps each under the database's bound-parameter limit. */
const INSERT_BATCH = 500;

/** In batches of INSERT_BATCH rows: a 10,000-channel seed is a few statements, none refused for its size. */
export async function insertChannels(db: Db, rows: Array<Insertable<ChannelsTable>>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await db.insertInto('channels').values(rows.slice(i, i + INSERT_BATCH)).execute();
}

export async function updateChannel(db: Db, id: number, row: Updateable<ChannelsTable>): Promise<void> {
  await db.updateTable('channels').set(row).where('id', '=', id).execute();
}

/** Marks removed every listed channel but `kept` (all of them when `kept` is empty); answers how many it marked. */
export async function unlistChannelsExcept(db: Db, kept: readonly number[], now: number): Promise<number> {
  let gone = db.updateTable('channels').set({ removed_at: now }).where('removed_at', 'is', null);
  if (kept.length) gone = gone.where('id', 'not in', kept);
  return Number((await gone.executeTakeFirst()).numUpdatedRows);
}

/** Lists the demo lineup's channels again (those an operator's lineup had replaced). */
export async function relistDemoChannels(db: Db): Promise<void> {
  await db.updateTable('channels').set({ removed_at: null }).where('source_key', 'is', null).where('removed_at', 'is not', null).execute();
}

/** Marks removed every listed channel of an operator's lineup: their rows, and so their recordings, stay. */
export async function unlistImportedChannels(db: Db, now: number): Promise<void> {
  await db.updateTable('channels').set({ removed_at: now }).where('source_key', 'is not', null).where('removed_at', 'is', null).execute();
}

/** The standard channel with the lowest number: where a new session starts playing (play_on_start). */
export async function firstStandardChannelId(db: Db): Promise<number | undefined> {
  const row = await db.selectFrom('channels').select('id').where('type', '=', 'standard').orderBy('number').limit(1).executeTakeFirst();
  return row?.id;
}
