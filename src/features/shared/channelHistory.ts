// channelHistory.ts — the channels the viewer watched on this device, kept in ftv_channels_history (most recent first, ≤ 10): the player adds to it, the home page lists it.
import { atom } from 'jotai';
import type { Channel, ChannelHistoryEntry } from '../../api';
import { apiClientAtom } from '../session/atoms';

// Bumped on every change: the list itself lives in storage, read through the client.
const versionAtom = atom(0);

export const channelHistoryAtom = atom<ChannelHistoryEntry[]>((get) => {
  get(versionAtom);
  return get(apiClientAtom).history.list();
});

export const addToChannelHistoryAtom = atom(null, (get, set, channel: Pick<Channel, 'id' | 'title' | 'logo'>) => {
  const next = get(apiClientAtom).history.add(channel);
  set(versionAtom, get(versionAtom) + 1);
  return next;
});

export const clearChannelHistoryAtom = atom(null, (get, set) => {
  get(apiClientAtom).history.clear();
  set(versionAtom, get(versionAtom) + 1);
});
