// useWatchHistory.ts — a channel goes into the viewer's history once it has been watched a few seconds, not every channel passed while zapping.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Channel } from '../../api/types';
import { addToChannelHistoryAtom } from '../shared/channelHistory';

/** Playing this long on one channel counts as watching it (a zap through shows each channel for a second or two). */
export const WATCHED_MS = 4000;

/**
 * `channel` is the channel on the page (its answer or its lineup entry), `playingId` the channel whose picture plays:
 * the two agree once the picture of the page's channel is on screen, and the count starts there.
 */
export function useWatchHistory(channel: Pick<Channel, 'id' | 'title' | 'logo'> | null, playingId: number | null): void {
  const addToHistory = useSetAtom(addToChannelHistoryAtom);
  const watching = channel !== null && channel.id === playingId ? channel : null;
  const id = watching?.id;
  const title = watching?.title;
  const logo = watching?.logo;
  useEffect(() => {
    if (id === undefined || title === undefined) return;
    const timer = setTimeout(() => addToHistory({ id, title, logo: logo ?? '' }), WATCHED_MS);
    return () => clearTimeout(timer);
  }, [id, title, logo, addToHistory]);
}
