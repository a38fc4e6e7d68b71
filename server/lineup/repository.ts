// repository.ts (lineup) — the channel rows the routes read: one channel (with its group's name), and what a logo needs.
import type { Db } from '../db/connect.ts';
import type { Channel } from '../db/schema.ts';

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
