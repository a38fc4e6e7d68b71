// history.ts — the channels the viewer watched (ftv_channels_history): most recent first, no duplicates, at most 10.
import { STORAGE_KEYS, type FtvStorage } from './storage';
import type { ChannelHistoryEntry } from './types';

/** docs/client.md#constants. */
export const HISTORY_LIMIT = 10;

export interface ChannelHistory {
  list: () => ChannelHistoryEntry[];
  /** Puts the channel first (moving it if it was there) and keeps the newest 10. */
  add: (channel: { id: number | string; title?: string; logo?: string }) => ChannelHistoryEntry[];
  clear: () => void;
}

const isEntry = (value: unknown): value is ChannelHistoryEntry =>
  typeof value === 'object' && value !== null && Number.isFinite(Number((value as { id?: unknown }).id));

export function createChannelHistory(storage: FtvStorage, now: () => number = Date.now): ChannelHistory {
  const list = (): ChannelHistoryEntry[] => {
    const saved = storage.readJson<unknown>(STORAGE_KEYS.channelsHistory);
    // A malformed item (hand-edited, an older shape) reads as an empty history rather than breaking a page.
    return Array.isArray(saved) ? saved.filter(isEntry).map((e) => ({ id: Number(e.id), title: String(e.title ?? ''), logo: String(e.logo ?? ''), watchedAt: Number(e.watchedAt) || 0 })) : [];
  };
  return {
    list,
    add: (channel) => {
      const id = Number(channel.id);
      const entry: ChannelHistoryEntry = { id, title: channel.title ?? '', logo: channel.logo ?? '', watchedAt: now() };
      const next = [entry, ...list().filter((e) => e.id !== id)].slice(0, HISTORY_LIMIT);
      storage.writeJson(STORAGE_KEYS.channelsHistory, next);
      return next;
    },
    clear: () => storage.remove(STORAGE_KEYS.channelsHistory),
  };
}
