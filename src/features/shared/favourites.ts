// favourites.ts — favourites state {channels, isLoading, error}; one operation at a time (docs/client.md#favourites): every channel card, the watch page and the favourites page share it.
import { atom, type Getter, type Setter } from 'jotai';
import { SUCCESS, sameId, type Channel, type FavoriteChannelRef, type User } from '../../api';
import { channelsStateAtom, loadChannelsAtom } from './lineup';
import { apiClientAtom, onSessionChange } from '../session/atoms';
import { errorMessage, runAction, type ActionResult } from './action';
import { notifyAtom } from '../notifications/atoms';

export interface FavoritesState {
  channels: Channel[];
  isLoading: boolean;
  error: string | null;
}

const EMPTY: FavoritesState = { channels: [], isLoading: false, error: null };

export const favoritesStateAtom = atom<FavoritesState>(EMPTY);
export const favoriteIdsAtom = atom((get) => new Set(get(favoritesStateAtom).channels.map((c) => c.id)));

/** docs/client.md#favourites: load, add, remove and toggle are refused while another favourites operation is loading. */
const REFUSED = { ok: false, error: 'Another favourites operation is in progress', refused: true } as const;

export const resetFavoritesAtom = atom(null, (_get, set) => set(favoritesStateAtom, EMPTY));

export const loadFavoritesAtom = atom(null, async (get, set, { signal }: { signal?: AbortSignal } = {}): Promise<ActionResult<Channel[]>> => {
  if (get(favoritesStateAtom).isLoading) return REFUSED;
  set(favoritesStateAtom, { ...get(favoritesStateAtom), isLoading: true, error: null });
  try {
    const channels = await get(apiClientAtom).favorites.list({ signal });
    set(favoritesStateAtom, { channels, isLoading: false, error: null });
    return { ok: true, data: channels, message: null };
  } catch (error) {
    const message = errorMessage(error);
    set(favoritesStateAtom, { ...get(favoritesStateAtom), isLoading: false, error: message });
    return { ok: false, error: message };
  }
});

/**
 * On login (docs/client.md#favourites): built from the user's favourite channel list (each entry matched by id or channel
 * against the channel list); when the user answer has no such list, loaded from the server.
 */
export const loadFavoritesFromUserAtom = atom(null, async (get, set, user: User): Promise<ActionResult<Channel[]>> => {
  if (user.favoriteChannels === null) return set(loadFavoritesAtom);
  if (get(favoritesStateAtom).isLoading) return REFUSED;
  set(favoritesStateAtom, { ...get(favoritesStateAtom), isLoading: true, error: null });
  await set(loadChannelsAtom);
  const channels = channelsOf(get, user.favoriteChannels);
  set(favoritesStateAtom, { channels, isLoading: false, error: null });
  // The stored list may have moved on while this one was built (another tab, a session refresh).
  await set(followStoredFavoritesAtom);
  return { ok: true, data: channels, message: null };
});

/** The channels of a favourite list, in its order, as far as the loaded channel list has them. */
function channelsOf(get: Getter, refs: readonly FavoriteChannelRef[]): Channel[] {
  const all = get(channelsStateAtom).data;
  return refs.map((ref) => all.find((c) => sameId(c.id, ref.channel))).filter((c): c is Channel => c !== undefined);
}

const sameChannels = (a: readonly Channel[], b: readonly Channel[]) => a.length === b.length && a.every((c, i) => sameId(c.id, b[i]!.id));

/**
 * The favourites follow the stored user's list whenever it changes underneath them: the provider's
 * copy arriving with a session refresh (start, keep-alive, focus), or another tab's change. The
 * stored list is kept by the API module after every accepted change, so a reload starts from it.
 * Skipped while another favourites operation runs; that operation checks again when it ends.
 */
export const followStoredFavoritesAtom = atom(null, async (get, set): Promise<void> => {
  const user = get(apiClientAtom).auth.user();
  const state = get(favoritesStateAtom);
  if (!user || user.favoriteChannels === null || state.isLoading) return;
  // Compared with what the channel list can show, so a favourite missing from the list cannot loop.
  if (sameChannels(state.channels, channelsOf(get, user.favoriteChannels))) return;
  await set(loadFavoritesFromUserAtom, user);
});

/** Runs one change under the lock; the result is toasted with the spec's message. */
async function change(
  get: Getter,
  set: Setter,
  work: () => Promise<Channel[]>,
  success: string,
): Promise<ActionResult<Channel[]>> {
  if (get(favoritesStateAtom).isLoading) return REFUSED;
  set(favoritesStateAtom, { ...get(favoritesStateAtom), isLoading: true, error: null });
  const result = await runAction(set, work, { success });
  set(favoritesStateAtom, { ...get(favoritesStateAtom), ...(result.ok && { channels: result.data }), isLoading: false, error: result.ok ? null : result.error });
  await set(followStoredFavoritesAtom);
  return result;
}

export const addFavoriteAtom = atom(null, (get, set, channelId: number) =>
  change(
    get,
    set,
    async () => {
      const client = get(apiClientAtom);
      await client.favorites.add(channelId);
      const current = get(favoritesStateAtom).channels;
      if (current.some((c) => sameId(c.id, channelId))) return current;
      // docs/client.md#favourites: the channel is looked up in the channel list and appended.
      const channel = get(channelsStateAtom).data.find((c) => sameId(c.id, channelId));
      if (channel) return [...current, channel];
      // Not in the list we hold (not loaded yet): the provider's list is the truth.
      return client.favorites.list();
    },
    SUCCESS.favoriteAdded,
  ),
);

export const removeFavoriteAtom = atom(null, (get, set, channelId: number) =>
  change(
    get,
    set,
    async () => {
      await get(apiClientAtom).favorites.remove(channelId);
      return get(favoritesStateAtom).channels.filter((c) => !sameId(c.id, channelId));
    },
    SUCCESS.favoriteRemoved,
  ),
);

export const toggleFavoriteAtom = atom(null, async (get, set, channelId: number): Promise<ActionResult<Channel[]>> => {
  if (get(favoritesStateAtom).isLoading) return REFUSED;
  if (!get(apiClientAtom).auth.isAuthenticated()) {
    set(notifyAtom, { tone: 'info', message: 'Log in to keep favourite channels' });
    return { ok: false, error: 'Unauthorized' };
  }
  const isFavorite = get(favoritesStateAtom).channels.some((c) => sameId(c.id, channelId));
  return set(isFavorite ? removeFavoriteAtom : addFavoriteAtom, channelId);
});

const sameRefs = (a: User['favoriteChannels'], b: User['favoriteChannels']) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The favourites follow the session: gone with the login; built from the user's list on a login (or
 * the stored login at start); following the stored list when the same user's copy changed.
 */
onSessionChange('favourites', (change, _get, set) => {
  if (change.type === 'loggedOut') set(resetFavoritesAtom);
  else if (change.type === 'loggedIn') return set(loadFavoritesFromUserAtom, change.user);
  else if (change.previous === null || !sameRefs(change.previous.favoriteChannels, change.user.favoriteChannels)) return set(followStoredFavoritesAtom);
});
