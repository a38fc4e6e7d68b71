// repository.ts (favorites) — the favourites table: a user's favourite channels (as rows and as ids), adding and removing one.
import type { Db } from '../db/connect.ts';

/** The user's favourite channels with their group's name, in the order they were added. */
export async function favoriteChannelRowsOf(db: Db, userId: number) {
  return db
    .selectFrom('favorites')
    .innerJoin('channels', 'channels.id', 'favorites.channel_id')
    .innerJoin('channel_groups', 'channel_groups.id', 'channels.group_id')
    .select(['channels.id', 'channels.title', 'channels.alias', 'channels.number', 'channels.description', 'channels.group_id', 'channel_groups.name as group', 'channels.type', 'channels.is_free', 'channels.recordable'])
    .where('favorites.user_id', '=', userId)
    .orderBy('favorites.created_at')
    .orderBy('channels.number')
    .execute();
}

/** The ids of the user's favourite channels, in no particular order. */
export async function favoriteChannelIdsOf(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('favorites').select('channel_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((f) => Number(f.channel_id)));
}

/** The ids of the user's favourite channels in the order they were added (the account's answer lists them so). */
export async function favoriteChannelIdsInOrder(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('favorites').select('channel_id').where('user_id', '=', userId).orderBy('created_at').orderBy('channel_id').execute();
  return rows.map((f) => Number(f.channel_id));
}

/** Adding twice is not an error: the end state is what was asked for. */
export async function addFavorite(db: Db, userId: number, channelId: number, createdAt: number): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ user_id: userId, channel_id: channelId, created_at: createdAt })
    .onConflict((oc) => oc.columns(['user_id', 'channel_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Db, userId: number, channelId: number): Promise<void> {
  await db.deleteFrom('favorites').where('user_id', '=', userId).where('channel_id', '=', channelId).execute();
}
