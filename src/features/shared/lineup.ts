// lineup.ts — the channel list (vod left out by the API) and single channels with now/next: the lineup every feature lays out (channels, guide, player, favourites, recordings, checkout).
import { atom } from 'jotai';
import type { Channel } from '../../api';
import { apiClientAtom } from '../session/atoms';
import { idle, loadInto, type ActionResult, type Resource } from './action';

export const channelsStateAtom = atom<Resource<Channel[]>>(idle([]));
export const channelsAtom = atom((get) => get(channelsStateAtom).data);

/** Loads the list unless it is already there (`force` reloads: after a payment unlocks premium streams). */
export const loadChannelsAtom = atom(null, async (get, set, { force = false, signal }: { force?: boolean; signal?: AbortSignal } = {}): Promise<ActionResult<Channel[]>> => {
  const current = get(channelsStateAtom);
  if (!force && current.data.length > 0) return { ok: true, data: current.data, message: null };
  return loadInto(get, set, channelsStateAtom, () => get(apiClientAtom).channels.list({ signal }));
});

/** Channels fetched one by one (the player: signed stream URLs expire, so it asks again). */
export const channelDetailsAtom = atom<Record<number, Resource<Channel | null>>>({});

export const loadChannelAtom = atom(null, async (get, set, { channelId, signal }: { channelId: number; signal?: AbortSignal }): Promise<ActionResult<Channel>> => {
  const put = (value: Resource<Channel | null>) => set(channelDetailsAtom, { ...get(channelDetailsAtom), [channelId]: value });
  const previous = get(channelDetailsAtom)[channelId]?.data ?? null;
  put({ data: previous, isLoading: true, error: null });
  try {
    const channel = await get(apiClientAtom).channels.info(channelId, { signal });
    put(idle(channel));
    return { ok: true, data: channel, message: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Failed to fetch channels';
    put({ data: previous, isLoading: false, error: message });
    return { ok: false, error: message };
  }
});

/**
 * A hovered or focused card's channel, fetched ahead so its player page starts at once. Cheap and
 * bounded: nothing is asked for a channel already loaded or loading.
 */
export const prefetchChannelAtom = atom(null, (get, set, channelId: number) => {
  const known = get(channelDetailsAtom)[channelId];
  if (known && (known.data !== null || known.isLoading)) return;
  void set(loadChannelAtom, { channelId });
});
