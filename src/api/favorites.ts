// favorites.ts — the user's favourite channels: list, add, remove (accepted when the answer has success or result).
import { ApiError, failWith } from './errors';
import { FALLBACK } from './messages';
import { asArray, asObject, isObject, toChannel } from './normalise';
import type { Session } from './session';
import type { CallOptions, Channel } from './types';

export interface FavoritesApi {
  list: (options?: CallOptions) => Promise<Channel[]>;
  add: (channelId: number | string, options?: CallOptions) => Promise<void>;
  remove: (channelId: number | string, options?: CallOptions) => Promise<void>;
}

/** SPEC §5: the provider's answer is accepted if it has success or result. */
export const accepted = (answer: unknown) => isObject(answer) && Boolean(answer.success || answer.result);

export function createFavoritesApi({ session }: { session: Session }): FavoritesApi {
  const change = (method: 'POST' | 'DELETE', fallback: string) => (channelId: number | string, options: CallOptions = {}) =>
    failWith(fallback, async () => {
      const answer = await session.call({ method, path: '/tv/api/favorites', body: { channel_id: Number(channelId) }, signal: options.signal });
      if (!accepted(answer)) throw new ApiError(0, fallback, answer);
    });
  return {
    list: (options = {}) =>
      failWith(FALLBACK.favorites, async () => {
        const answer = asObject(await session.call({ method: 'GET', path: '/tv/api/favorites', signal: options.signal }), 'favorites');
        return asArray(answer.result, 'favorites.result').map((item) => toChannel(isObject(item) && 'channel' in item ? item.channel : item));
      }),
    add: change('POST', FALLBACK.favoriteAdd),
    remove: change('DELETE', FALLBACK.favoriteRemove),
  };
}
