// FavoritesContainer.tsx — the user's favourite channels as cards with now/next (the channel grid, narrowed to the favourites); removing one here removes it everywhere.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { ChannelGrid } from '../../components/ChannelGrid';
import { Link } from '../../components/Link';
import { loadChannelsAtom } from '../shared/lineup';
import { useChannelCards } from './useChannelCards';
import { favoritesStateAtom, loadFavoritesAtom } from '../shared/favourites';
import * as styles from './FavoritesContainer.css';
import { useLoadOnMount } from '../shared/useLoadOnMount';

export interface FavoritesContainerProps {
  /** Show at most this many (home shows a few, /favorites all). */
  limit?: number;
  /** Each channel's name, to fit the page outline (2 under the page's h1, 3 under a section's h2). */
  cardHeadingLevel?: 2 | 3 | 4;
}

export function FavoritesContainer({ limit, cardHeadingLevel = 2 }: FavoritesContainerProps) {
  const { channels, isLoading, error } = useAtomValue(favoritesStateAtom);
  const loadFavourites = useSetAtom(loadFavoritesAtom);
  const loadChannels = useSetAtom(loadChannelsAtom);
  const shown = limit === undefined ? channels : channels.slice(0, limit);
  const { summaries, cardProps } = useChannelCards(shown);

  // A removed favourite takes its card, and the focused heart, with it: keep keyboard users in the list.
  const root = useRef<HTMLDivElement | null>(null);
  const count = useRef(channels.length);
  useEffect(() => {
    const removed = channels.length < count.current;
    count.current = channels.length;
    if (removed && (document.activeElement === document.body || document.activeElement === null)) root.current?.focus();
  }, [channels.length]);

  // Favourites are appended from the channel list, so it is wanted here too.
  useLoadOnMount(loadChannels);

  return (
    <div ref={root} tabIndex={-1} className={styles.root}>
      <ChannelGrid
        channels={summaries}
        label="Favourite channels"
        // Only the first load shows placeholders: a toggle in flight keeps the cards (and the focus) where they are.
        isLoading={isLoading && channels.length === 0}
        skeletonCount={4}
        error={channels.length === 0 ? (error ?? undefined) : undefined}
        onRetry={() => void loadFavourites()}
        emptyTitle="No favourite channels yet"
        emptyDescription="Press the heart on any channel to keep it here."
        emptyAction={<Link href="/channels">Browse channels</Link>}
        headingLevel={cardHeadingLevel}
        {...cardProps}
      />
    </div>
  );
}
