// ChannelGrid.tsx — channels as a responsive grid of cards, with placeholders, an error with retry, and an empty state.
import { ChannelCard } from '../ChannelCard';
import { Skeleton } from '../Skeleton';
import { collectionFallback, LoadingMessage, type ChannelCollectionProps } from './ChannelCollection';
import * as styles from './ChannelGrid.css';

export type ChannelGridProps = ChannelCollectionProps;

export function ChannelGrid(props: ChannelGridProps) {
  const { channels, label, isLoading = false, skeletonCount = 8, hrefFor, isLocked, renderFavourite, isGuideLoading, onIntent, headingLevel, className, ...rest } = props;
  const fallback = collectionFallback(props);
  if (fallback) return <div className={className}>{fallback}</div>;

  if (isLoading) {
    return (
      <div className={className} aria-busy="true">
        <LoadingMessage label={label} />
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i} className={styles.skeletonCard}>
              <Skeleton variant="rect" height="auto" className={styles.skeletonBanner} />
              <div className={styles.skeletonBody}>
                <Skeleton width="70%" />
                <Skeleton lines={2} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ul className={[styles.grid, className].filter(Boolean).join(' ')} aria-label={label}>
      {channels.map((channel) => (
        <li key={channel.id} className={styles.item}>
          <ChannelCard
            channel={channel}
            currentTime={rest.currentTime}
            timeZone={rest.timeZone}
            locale={rest.locale}
            href={hrefFor?.(channel)}
            isLocked={isLocked?.(channel)}
            isGuideLoading={isGuideLoading?.(channel)}
            favourite={renderFavourite?.(channel)}
            onIntent={onIntent}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
