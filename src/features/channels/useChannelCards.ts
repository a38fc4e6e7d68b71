// useChannelCards.ts — channels as cards: now/next from the guide window, favourites, locks, prefetch on intent.
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { Channel } from '../../api';
import type { ChannelSummary } from '../../components/ChannelCard';
import type { ChannelGridProps } from '../../components/ChannelGrid';
import { userAtom } from '../session/atoms';
import { favoriteIdsAtom } from '../shared/favourites';
import { useFavouriteToggle } from '../shared/useFavouriteToggle';
import { viewerTimeZone } from '../shared/format';
import { prefetchChannelAtom } from '../shared/lineup';
import { isChannelLocked, toSummary } from './browse';
import { useClock } from '../shared/useClock';
import { useNowNextGuide, type NowNextGuide } from './useNowNextGuide';

export type CardProps = Pick<ChannelGridProps, 'currentTime' | 'timeZone' | 'isLocked' | 'isGuideLoading' | 'renderFavourite' | 'onIntent'>;

/** The guide is loaded for all of `channels` (so a search can look at what each airs now): for short lists. */
export function useChannelCards(channels: readonly Channel[]): { summaries: ChannelSummary[]; cardProps: CardProps } {
  const time = useClock();
  const guide = useNowNextGuide(
    useMemo(() => channels.map((c) => c.id), [channels]),
    time,
  );
  return useCardsWithGuide(channels, guide, time);
}

/** Cards with now/next from a guide the caller loads (a long lineup loads only what is on screen). */
export function useCardsWithGuide(channels: readonly Channel[], guide: NowNextGuide, time: number): { summaries: ChannelSummary[]; cardProps: CardProps } {
  const favouriteIds = useAtomValue(favoriteIdsAtom);
  const prefetch = useSetAtom(prefetchChannelAtom);
  const renderFavourite = useFavouriteToggle();
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);

  const summaries = useMemo(() => channels.map((c) => toSummary(c, guide.programmesOf(c.id), time, favouriteIds)), [channels, guide, time, favouriteIds]);
  const locked = useMemo(() => new Set(channels.filter(isChannelLocked).map((c) => c.id)), [channels]);

  return {
    summaries,
    cardProps: {
      currentTime: time,
      timeZone,
      isLocked: (channel) => locked.has(channel.id),
      isGuideLoading: (channel) => guide.isLoading(channel.id),
      renderFavourite,
      onIntent: prefetch,
    },
  };
}
