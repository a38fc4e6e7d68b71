// RecentlyWatched.tsx — a horizontal row of the channels watched last, most recent first, each a link back to it.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box } from '../Box';
import type { ChannelSummary } from '../ChannelCard';
import { ChannelLogo } from '../ChannelLogo';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { text } from '../Text/Text.css';
import { progressAt } from '../format';
import * as styles from './RecentlyWatched.css';

export type RecentChannel = Pick<ChannelSummary, 'id' | 'number' | 'title' | 'logoUrl' | 'now'>;

export interface RecentlyWatchedProps {
  channels: readonly RecentChannel[];
  /** Clock for the progress bars (unix seconds). */
  currentTime: number;
  title?: string;
  headingLevel?: 2 | 3;
  /** Where a channel leads; default `/tv/{id}`. */
  hrefFor?: (channel: RecentChannel) => string;
  /** Shown when there is no history; without it an empty row renders nothing at all. */
  emptyMessage?: ReactNode;
  onIntent?: (channelId: number) => void;
  className?: string;
}

export function RecentlyWatched({
  channels,
  currentTime,
  title = 'Recently watched',
  headingLevel = 2,
  hrefFor,
  emptyMessage,
  onIntent,
  className,
}: RecentlyWatchedProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const scroller = useRef<HTMLUListElement | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const node = scroller.current;
    if (!node) return;
    setEdges({ start: node.scrollLeft <= 1, end: node.scrollLeft + node.clientWidth >= node.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure, channels.length]);

  if (channels.length === 0 && emptyMessage === undefined) return null;

  const page = (direction: 1 | -1) => {
    const node = scroller.current;
    if (node) node.scrollBy({ left: direction * node.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Stack as="section" space="sm" aria-labelledby={headingId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="md">
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {channels.length > 0 && (
          // For pointer users: keyboard users reach every tile by Tab, which scrolls it into view.
          <Box display="flex" gap="xs">
            <IconButton icon="chevronLeft" size="small" variant="secondary" label={`Scroll ${title.toLowerCase()} back`} disabled={edges.start} onClick={() => page(-1)} />
            <IconButton icon="chevronRight" size="small" variant="secondary" label={`Scroll ${title.toLowerCase()} on`} disabled={edges.end} onClick={() => page(1)} />
          </Box>
        )}
      </Box>
      {channels.length === 0 ? (
        <Text as="p" size="small" tone="secondary">
          {emptyMessage}
        </Text>
      ) : (
        <ul ref={scroller} className={styles.row} onScroll={measure}>
          {channels.map((channel) => {
            const now = channel.now && channel.now.end > currentTime ? channel.now : null;
            return (
              <li key={channel.id} className={styles.item}>
                <Link
                  href={hrefFor?.(channel) ?? `/tv/${channel.id}`}
                  tone="neutral"
                  className={styles.tile}
                  onPointerEnter={onIntent ? () => onIntent(channel.id) : undefined}
                  onFocus={onIntent ? () => onIntent(channel.id) : undefined}
                >
                  <ChannelLogo title={channel.title} logoUrl={channel.logoUrl} size="medium" />
                  <Stack as="span" space="xxs" className={styles.text}>
                    <span className={text({ size: 'small', weight: 'strong', truncate: true })}>
                      <span className={styles.number}>{channel.number}</span> {channel.title}
                    </span>
                    <span className={text({ size: 'xsmall', tone: 'secondary', truncate: true })}>{now ? now.title : 'No programme information'}</span>
                  </Stack>
                  {now && (
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${(progressAt(now.start, now.end, currentTime) * 100).toFixed(1)}%` }} />
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
