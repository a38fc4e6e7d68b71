// WatchScreen.tsx — the live-TV screen around a player, props in and callbacks out: the channel's heading, its favourite, the zapping bar with the remote's keys, the channel's guide and the chat.
import type { ReactNode } from 'react';
import { Box } from '../Box';
import { Button } from '../Button';
import { FavouriteButton } from '../FavouriteButton';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './WatchScreen.css';

/** The heart for a logged-in viewer, or the way to log in for a visitor. */
export type WatchFavourite = { isFavorite: boolean; isBusy?: boolean; onToggle: () => void } | { loginHref: string };

export interface WatchZapping {
  /** The channels down and up the lineup; the buttons are disabled without one. */
  hasPrevious: boolean;
  hasNext: boolean;
  /** The channel watched before this one, by name (null before the first zap). */
  lastChannelTitle: string | null;
  isGuideOpen: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onLast: () => void;
  onToggleGuide: () => void;
  /** The pointer is over "Next channel": a likely pick, worth warming. */
  onNextHover?: () => void;
}

export interface WatchScreenProps {
  /** The channel on screen; null until it is known (the heading says "Live TV"). */
  channel: { number: number; title: string } | null;
  /** What is on now, under the heading. */
  nowTitle?: string | null;
  /** A past programme plays (catch-up): the line under the heading says so and links back to live. */
  catchupLiveHref?: string | null;
  /** The player, with its overlays (WatchOverlays) inside it so they stay in full screen. */
  player: ReactNode;
  favourite: WatchFavourite;
  zapping: WatchZapping;
  /** The channel's programme list below the player. */
  guide?: ReactNode;
  /** The chat beside the player (below it on narrow screens). */
  chat?: ReactNode;
}

/**
 * The keys the watch page answers, as its help line shows them. Documented in docs/client.md ("The remote"); the
 * player's own (Space, M, F, C, ←/→) are on the player's region as aria-keyshortcuts.
 */
export function WatchKeys({ className }: { className?: string }) {
  return (
    <Text as="p" size="small" tone="secondary" className={className}>
      Keys: <kbd>↑</kbd>/<kbd>↓</kbd> on the player, <kbd>PgUp</kbd>/<kbd>PgDn</kbd> or the remote's <kbd>CH+</kbd>/<kbd>CH−</kbd> anywhere on the page:
      channel up/down · digits: a channel number · <kbd>L</kbd> or <kbd>Backspace</kbd>: last channel · <kbd>G</kbd>: channel list · <kbd>I</kbd>: now
      and next · <kbd>F</kbd>: full screen · <kbd>Space</kbd> or the remote's play/pause: pause. Remote colour keys: red favourite, green channel list, yellow subtitles, blue now
      and next.
    </Text>
  );
}

export function WatchScreen({ channel, nowTitle, catchupLiveHref, player, favourite, zapping, guide, chat }: WatchScreenProps) {
  const title = channel?.title ?? 'Channel';
  return (
    <div className={styles.layout}>
      <Stack space="md" className={styles.cell}>
        {player}

        <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="md">
          <Stack space="xxs" className={styles.cell}>
            <Heading level="2" as="h1" className={styles.title}>
              {channel ? (
                <>
                  <span className={styles.number}>{channel.number}</span> {channel.title}
                </>
              ) : (
                'Live TV'
              )}
            </Heading>
            {catchupLiveHref ? (
              <Text as="p" tone="secondary">
                Catch-up · <Link href={catchupLiveHref}>Back to live TV</Link>
              </Text>
            ) : (
              nowTitle && (
                <Text as="p" tone="secondary">
                  Now: {nowTitle}
                </Text>
              )
            )}
          </Stack>
          {'loginHref' in favourite ? (
            <Link href={favourite.loginHref} tone="muted">
              Log in to keep favourites
            </Link>
          ) : (
            <FavouriteButton channelName={title} isFavorite={favourite.isFavorite} isBusy={favourite.isBusy} onToggle={favourite.onToggle} variant="button" />
          )}
        </Box>

        <Inline as="nav" space="sm" aria-label="Zapping">
          <Button variant="secondary" size="small" icon={<Icon name="chevronLeft" size={16} />} onClick={zapping.onPrevious} disabled={!zapping.hasPrevious}>
            Previous channel
          </Button>
          <Button variant="secondary" size="small" icon={<Icon name="chevronRight" size={16} />} onClick={zapping.onNext} disabled={!zapping.hasNext} onPointerEnter={zapping.onNextHover}>
            Next channel
          </Button>
          <Button variant="secondary" size="small" onClick={zapping.onLast} disabled={zapping.lastChannelTitle === null}>
            {zapping.lastChannelTitle === null ? 'Last channel' : `Last channel (${zapping.lastChannelTitle})`}
          </Button>
          <Button variant="secondary" size="small" icon={<Icon name="guide" size={16} />} onClick={zapping.onToggleGuide} aria-expanded={zapping.isGuideOpen}>
            Channel list
          </Button>
          <WatchKeys className={styles.keys} />
        </Inline>

        {guide}
      </Stack>
      <Stack as="aside" space="none" className={styles.cell} aria-label="Chat">
        {chat}
      </Stack>
    </div>
  );
}
