// ChannelGrid.tsx — channels as a responsive grid of cards (a long list renders only the rows near the viewport), with placeholders, an error with retry, and an empty state.
import { useEffect, useRef } from 'react';
import { ChannelCard, type ChannelSummary } from '../ChannelCard';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { collectionFallback, LoadingMessage, type ChannelCollectionProps } from './ChannelCollection';
import * as styles from './ChannelGrid.css';
import { WINDOW_THRESHOLD } from './gridLayout';
import { WindowedCards } from './WindowedCards';

export interface ChannelGridProps extends ChannelCollectionProps {
  /**
   * The channels whose cards are rendered, when that changes: every channel of a short list, the rows near the
   * viewport of a long one. The moment to load their now/next.
   */
  onVisibleRangeChange?: (channelIds: number[]) => void;
  /** Longer lists than this render only the rows near the viewport (default 60). */
  windowThreshold?: number;
}

/** A short list has every card rendered: it says so once per list of channels. */
function useReportAll(channels: readonly ChannelSummary[], enabled: boolean, onVisibleRangeChange?: (channelIds: number[]) => void) {
  const report = useRef(onVisibleRangeChange);
  useEffect(() => {
    report.current = onVisibleRangeChange;
  });
  const ids = enabled ? channels.map((c) => c.id).join(',') : '';
  useEffect(() => {
    if (ids) report.current?.(ids.split(',').map(Number));
  }, [ids]);
}

export function ChannelGrid(props: ChannelGridProps) {
  const {
    channels,
    label,
    isLoading = false,
    skeletonCount = 8,
    hrefFor,
    isLocked,
    renderFavourite,
    isGuideLoading,
    onIntent,
    headingLevel,
    className,
    onVisibleRangeChange,
    windowThreshold = WINDOW_THRESHOLD,
    ...rest
  } = props;
  const fallback = collectionFallback(props);
  const isWindowed = channels.length > windowThreshold;
  useReportAll(channels, !fallback && !isLoading && !isWindowed, onVisibleRangeChange);
  if (fallback) return <div className={className}>{fallback}</div>;

  if (isLoading) {
    return (
      <div className={className} aria-busy="true">
        <LoadingMessage label={label} />
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <Stack as="li" key={i} space="none" className={styles.skeletonCard}>
              <Skeleton variant="rect" height="auto" className={styles.skeletonBanner} />
              <Stack space="sm" className={styles.skeletonBody}>
                <Skeleton width="70%" />
                <Skeleton lines={2} />
              </Stack>
            </Stack>
          ))}
        </ul>
      </div>
    );
  }

  const renderCard = (channel: ChannelSummary) => (
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
  );

  if (isWindowed) {
    return <WindowedCards channels={channels} label={label} className={className} renderCard={renderCard} onVisibleRangeChange={onVisibleRangeChange} />;
  }

  return (
    <ul className={[styles.grid, className].filter(Boolean).join(' ')} aria-label={label}>
      {channels.map((channel) => (
        <Stack as="li" key={channel.id} space="none" className={styles.item}>
          {renderCard(channel)}
        </Stack>
      ))}
    </ul>
  );
}
