// ChannelList.tsx — channels as compact rows (number, logo, name, now/next), for long lists and narrow screens.
import { Badge } from '../Badge';
import type { ChannelSummary } from '../ChannelCard';
import { collectionFallback, LoadingMessage, type ChannelCollectionProps } from '../ChannelGrid/ChannelCollection';
import { ChannelLogo } from '../ChannelLogo';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { NowNext } from '../NowNext';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import * as styles from './ChannelList.css';

export type ChannelListProps = ChannelCollectionProps;

export function ChannelList(props: ChannelListProps) {
  const { channels, label, isLoading = false, skeletonCount = 6, className } = props;
  const fallback = collectionFallback(props);
  if (fallback) return <div className={className}>{fallback}</div>;

  if (isLoading) {
    return (
      <div className={className} aria-busy="true">
        <LoadingMessage label={label} />
        <Stack as="ul" space="none" className={styles.list} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i} className={styles.row}>
              <Skeleton width="3ch" />
              <Skeleton variant="rect" width={48} height={48} />
              <Stack as="span" space="xs" className={styles.main}>
                <Skeleton width="40%" />
                <Skeleton width="80%" />
              </Stack>
            </li>
          ))}
        </Stack>
      </div>
    );
  }

  return (
    <Stack as="ul" space="none" className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
      {channels.map((channel) => (
        <ChannelRow key={channel.id} channel={channel} {...props} />
      ))}
    </Stack>
  );
}

function ChannelRow({
  channel,
  currentTime,
  timeZone,
  locale,
  hrefFor,
  isLocked,
  renderFavourite,
  isGuideLoading,
  onIntent,
  headingLevel = 3,
}: ChannelListProps & { channel: ChannelSummary }) {
  const Heading = `h${headingLevel}` as const;
  const intent = onIntent ? () => onIntent(channel.id) : undefined;
  const favourite = renderFavourite?.(channel);
  return (
    <li className={styles.row}>
      <span className={styles.number} aria-hidden="true">
        {channel.number}
      </span>
      <ChannelLogo title={channel.title} logoUrl={channel.logoUrl} />
      <Stack space="xs" className={styles.main}>
        <Inline space="sm" noWrap className={styles.heading}>
          <Heading className={styles.name}>
            <Link href={hrefFor?.(channel) ?? `/tv/${channel.id}`} tone="neutral" className={styles.link} title={channel.title} onPointerEnter={intent} onFocus={intent}>
              <span className={styles.hidden}>{channel.number} </span>
              {channel.title}
              {/* The badge's lock is an icon: the link, which Tab announces, says it in words as the grid's cards do. */}
              {isLocked?.(channel) && <span className={styles.hidden}> (premium channel, subscription needed)</span>}
            </Link>
          </Heading>
          {!channel.isFree && (
            <Badge tone="premium" size="small" icon={isLocked?.(channel) ? 'lock' : undefined} className={styles.badge}>
              Premium
            </Badge>
          )}
        </Inline>
        <NowNext
          now={channel.now}
          next={channel.next}
          currentTime={currentTime}
          isLoading={isGuideLoading?.(channel)}
          size="small"
          timeZone={timeZone}
          locale={locale}
          className={styles.nowNext}
        />
      </Stack>
      {favourite && <span className={styles.favourite}>{favourite}</span>}
    </li>
  );
}
