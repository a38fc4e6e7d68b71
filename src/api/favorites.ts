// favorites.ts — the user's favourite channels: list, add, remove (accepted when the answer has success or result).
import { ApiError, failWith } from './errors';
import { FALLBACK } from './messages';
import { asArray, asObject, isObject, toChannel } from './normalise';
import type { Session } from './session';
import type { FtvStorage } from './storage';
import { updateStoredUser, withFavourite, withFavourites } from './storedUser';
import type { CallOptions, Channel } from './types';

export interface FavoritesApi {
  list: (options?: CallOptions) => Promise<Channel[]>;
  add: (channelId: number | string, options?: CallOptions) => Promise<void>;
  remove: (channelId: number | string, options?: CallOptions) => Promise<void>;
}

/** docs/client.md#favourites: the provider's answer is accepted if it has success or result. */
export const accepted = (answer: unknown) => isObject(answer) && Boolean(answer.success || answer.result);

/**
 * Every accepted change, and every list the provider answers, is written to the stored user's
 * `favorite-channels` too: the app rebuilds favourites from it at start (docs/client.md#favourites), so a reload or
 * another tab sees what the server has.
 */
export function createFavoritesApi({ session, storage }: { session: Session; storage: FtvStorage }): FavoritesApi {
  const keep = (update: Parameters<typeof updateStoredUser>[1]) => {
    if (updateStoredUser(storage, update)) session.events.emit();
  };
  const change = (method: 'POST' | 'DELETE', fallback: string) => (channelId: number | string, options: CallOptions = {}) =>
    failWith(fallback, async () => {
      const answer = await session.call({ method, path: '/tv/api/favorites', body: { channel_id: Number(channelId) }, signal: options.signal });
      if (!accepted(answer)) throw new ApiError(0, fallback, answer);
      keep((user) => withFavourite(user, Number(channelId), method === 'POST'));
    });
  return {
    list: (options = {}) =>
      failWith(FALLBACK.favorites, async () => {
        const answer = asObject(await session.call({ method: 'GET', path: '/tv/api/favorites', signal: options.signal }), 'favorites');
        const channels = asArray(answer.result, 'favorites.result').map((item) => toChannel(isObject(item) && 'channel' in item ? item.channel : item));
        keep((user) => withFavourites(user, channels.map((c) => c.id)));
        return channels;
      }),
    add: change('POST', FALLBACK.favoriteAdd),
    remove: change('DELETE', FALLBACK.favoriteRemove),
  };
}
