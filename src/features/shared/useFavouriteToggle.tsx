// useFavouriteToggle.tsx — the favourite control of a channel card: a toggle for users, a way to log in for visitors.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ChannelSummary } from '../../components/ChannelCard';
import { FavouriteButton } from '../../components/FavouriteButton';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { isAuthenticatedAtom } from '../session/atoms';
import { loginHrefFor } from './returnTo';
import { favoriteIdsAtom, toggleFavoriteAtom } from './favourites';
import * as styles from './FavouriteToggle.css';

/** Renders the control for a card (ChannelGrid's renderFavourite); the favourites atoms are shared, so every page agrees. */
export function useFavouriteToggle(): (channel: Pick<ChannelSummary, 'id' | 'title'>) => ReactNode {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const favouriteIds = useAtomValue(favoriteIdsAtom);
  const toggle = useSetAtom(toggleFavoriteAtom);
  const { pathname, search } = useLocation();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const onToggle = useCallback(
    async (channelId: number) => {
      setPendingId(channelId);
      try {
        await toggle(channelId);
      } finally {
        setPendingId(null);
      }
    },
    [toggle],
  );

  return useCallback(
    (channel) => {
      if (!isAuthenticated) {
        const label = `Log in to add ${channel.title} to favourites`;
        return (
          <Link href={loginHrefFor(pathname + search)} tone="neutral" className={styles.loginHeart} aria-label={label} title={label}>
            <Icon name="heart" size={16} />
          </Link>
        );
      }
      return (
        <FavouriteButton
          channelName={channel.title}
          isFavorite={favouriteIds.has(channel.id)}
          isBusy={pendingId === channel.id}
          size="small"
          onToggle={() => void onToggle(channel.id)}
        />
      );
    },
    [isAuthenticated, favouriteIds, pendingId, onToggle, pathname, search],
  );
}
