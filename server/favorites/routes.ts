// routes.ts (favorites) — the caller's favourite channels: list, add, remove, in the real provider's `result[].channel` shape.
import type { FastifyInstance } from 'fastify';
import { listEntry } from '../lineup/listEntry.ts';
import { channelExists } from '../lineup/repository.ts';
import type { Db } from '../db/connect.ts';
import { requireUser, userOf, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { idSchema, parseId, scalarIdsIn, sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import type { FavoriteEntry } from '../../wire/types.ts';
import { addFavorite, favoriteChannelRowsOf, removeFavorite } from './repository.ts';

/** A channel as the real provider listed it: numbers and flags as strings (docs/api.md#ids-and-flags). */
export type FavoriteChannel = FavoriteEntry['channel'];

const favoriteBody = {
  type: 'object',
  required: ['channel_id'],
  properties: { session_key: sessionKeyProp, channel_id: idSchema },
} as const;

/** The user's favourites in the order they were added; also what the user answer's `favorite-channels` carries. */
export async function favoriteChannelsOf(db: Db, userId: number): Promise<FavoriteEntry[]> {
  const rows = await favoriteChannelRowsOf(db, userId);
  return rows.map((c) => ({
    channel: {
      ...listEntry({ ...c, id: Number(c.id), number: Number(c.number), group_id: Number(c.group_id), group_name: c.group, is_free: Boolean(Number(c.is_free)), recordable: Boolean(Number(c.recordable)) }),
      is_favorite: '1',
    },
  }));
}

export default async function favoritesRoutes(app: FastifyInstance, deps: Deps) {
  const { db, now } = deps;

  app.get('/tv/api/favorites', { schema: { querystring: sessionOnly }, preHandler: requireUser(deps) }, async (request) => ({
    success: true,
    result: await favoriteChannelsOf(db, userOf(request).id),
  }));

  app.post<{ Body: { channel_id: number | string } }>('/tv/api/favorites', { schema: { body: favoriteBody }, preValidation: scalarIdsIn('channel_id'), preHandler: requireUser(deps) }, async (request) => {
    const channelId = parseId(request.body.channel_id, 'channel_id');
    if (!(await channelExists(db, channelId))) throw new HttpError(404, 'Channel not found');
    // Adding twice is not an error: the client may retry, and the end state is what it asked for.
    await addFavorite(db, userOf(request).id, channelId, now());
    return { success: true, result: true };
  });

  // Removing a channel that is not a favourite also answers success (idempotent), so a retried remove never fails.
  app.delete<{ Body: { channel_id: number | string } }>('/tv/api/favorites', { schema: { body: favoriteBody }, preValidation: scalarIdsIn('channel_id'), preHandler: requireUser(deps) }, async (request) => {
    const channelId = parseId(request.body.channel_id, 'channel_id');
    await removeFavorite(db, userOf(request).id, channelId);
    return { success: true, result: true };
  });
}
