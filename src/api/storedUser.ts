// storedUser.ts — rewrites the stored user (ftv_user) after a change the provider accepted, so a reload starts from it.
import { looksLikeUser, sameId, toUser } from './normalise';
import { STORAGE_KEYS, type FtvStorage } from './storage';
import type { FavoriteChannelRef, User } from './types';

/** Applies `update` to the stored user, if one is stored; answers whether anything was written. */
export function updateStoredUser(storage: FtvStorage, update: (user: User) => User): boolean {
  const saved = storage.readJson<unknown>(STORAGE_KEYS.user);
  if (!looksLikeUser(saved)) return false;
  const before = storage.read(STORAGE_KEYS.user);
  const after = JSON.stringify(update(toUser(saved)));
  // An equal write would still wake every other tab's storage listener.
  if (after === before) return false;
  storage.write(STORAGE_KEYS.user, after);
  return true;
}

/** The user's favourite list with `channelId` added (at the end, once) or removed. */
export function withFavourite(user: User, channelId: number, isFavourite: boolean): User {
  const list: FavoriteChannelRef[] = user.favoriteChannels ?? [];
  if (isFavourite && list.some((ref) => sameId(ref.channel, channelId))) return user;
  const others = list.filter((ref) => !sameId(ref.channel, channelId));
  return { ...user, favoriteChannels: isFavourite ? [...others, { channel: channelId }] : others };
}

/** The user's favourite list replaced by the provider's (the server wins). */
export const withFavourites = (user: User, channelIds: readonly number[]): User => ({
  ...user,
  favoriteChannels: channelIds.map((channel) => ({ channel })),
});
