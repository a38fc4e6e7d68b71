// RecentlyWatchedContainer.tsx — the channel history as a row, each channel with what it airs now.
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { RecentlyWatched, type RecentChannel } from '../../components/RecentlyWatched';
import { channelHistoryAtom } from '../shared/channelHistory';
import { channelsAtom, prefetchChannelAtom } from '../shared/lineup';
import { nowNextAt } from './browse';
import { useClock } from '../shared/useClock';
import { useNowNextGuide } from './useNowNextGuide';

export function RecentlyWatchedContainer() {
  const history = useAtomValue(channelHistoryAtom);
  const channels = useAtomValue(channelsAtom);
  const prefetch = useSetAtom(prefetchChannelAtom);
  const time = useClock();
  const guide = useNowNextGuide(
    useMemo(() => history.map((h) => h.id), [history]),
    time,
  );

  const recent: RecentChannel[] = useMemo(() => {
    const byId = new Map(channels.map((c) => [c.id, c]));
    return history.flatMap((entry) => {
      const channel = byId.get(entry.id);
      // Once the lineup is known, a channel that left it is not offered any more.
      if (!channel && channels.length > 0) return [];
      return [
        {
          id: entry.id,
          number: channel?.number ?? entry.id,
          title: channel?.title ?? entry.title,
          logoUrl: channel?.logo || entry.logo || null,
          now: nowNextAt(guide.programmesOf(entry.id), time).now,
        },
      ];
    });
  }, [history, channels, guide, time]);

  return <RecentlyWatched channels={recent} currentTime={time} onIntent={prefetch} />;
}
