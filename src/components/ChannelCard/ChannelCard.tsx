// ChannelCard.tsx — one channel as a card: logo, number and name (a link to watch it), now/next, premium, a favourite slot.
import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { ChannelLogo } from '../ChannelLogo';
import { NowNext, type ProgrammeTimes } from '../NowNext';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import type { TimeFormatOptions } from '../format';
import * as styles from './ChannelCard.css';

/** A channel as the watching screens show it. Ids are numbers (the client normalises the provider's strings). */
export interface ChannelSummary {
  id: number;
  number: number;
  title: string;
  logoUrl?: string | null;
  group?: string;
  isFree: boolean;
  isFavorite?: boolean;
  now?: ProgrammeTimes | null;
  next?: ProgrammeTimes | null;
}

export interface ChannelCardProps extends TimeFormatOptions {
  channel: ChannelSummary;
  /** Clock for the progress bar (unix seconds). */
  currentTime: number;
  /** Where the card leads; default `/tv/{id}`. */
  href?: string;
  /** A premium channel the viewer cannot watch: the badge shows a lock, and the link's name says so. */
  isLocked?: boolean;
  /** Now/next still loading for this channel. */
  isGuideLoading?: boolean;
  /** The favourite toggle (a FavouriteButton), kept outside the link so it is its own control. */
  favourite?: ReactNode;
  /** Hovered or focused: a good moment to prefetch the channel's stream. */
  onIntent?: (channelId: number) => void;
  headingLevel?: 2 | 3 | 4;
  as?: 'div' | 'article' | 'li';
  className?: string;
}

/** Read after a locked channel's name: "3 Arena Sports (premium channel, subscription needed)". */
const LOCKED_TEXT = '(premium channel, subscription needed)';

export function ChannelCard({
  channel,
  currentTime,
  href = `/tv/${channel.id}`,
  isLocked = false,
  isGuideLoading = false,
  favourite,
  onIntent,
  headingLevel = 3,
  as = 'article',
  timeZone,
  locale,
  className,
}: ChannelCardProps) {
  const intent = onIntent ? () => onIntent(channel.id) : undefined;
  return (
    <Card
      as={as}
      className={[styles.card, className].filter(Boolean).join(' ')}
      padding="small"
      headingLevel={headingLevel}
      href={href}
      onPointerEnter={intent}
      onFocus={intent}
      media={
        <div className={styles.banner}>
          <ChannelLogo title={channel.title} logoUrl={channel.logoUrl} size="large" />
          {!channel.isFree && (
            <Badge tone="premium" size="small" icon={isLocked ? 'lock' : undefined} className={styles.premium}>
              Premium
            </Badge>
          )}
        </div>
      }
      title={
        <>
          <span className={styles.name} title={channel.title}>
            <span className={styles.number}>{channel.number}</span>
            {channel.title}
          </span>
          {/* The lock is an icon; the link (what Tab and a screen reader's list of links announce) says it in words. */}
          {isLocked && <VisuallyHidden>{LOCKED_TEXT}</VisuallyHidden>}
        </>
      }
      footer={
        channel.group || favourite ? (
          <>
            {channel.group && (
              <Text size="xsmall" tone="secondary" truncate className={styles.group}>
                {channel.group}
              </Text>
            )}
            {favourite && <span className={styles.favourite}>{favourite}</span>}
          </>
        ) : undefined
      }
    >
      <NowNext now={channel.now} next={channel.next} currentTime={currentTime} isLoading={isGuideLoading} size="small" timeZone={timeZone} locale={locale} />
    </Card>
  );
}
