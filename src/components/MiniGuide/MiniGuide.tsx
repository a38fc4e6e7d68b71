// MiniGuide.tsx — the channel list over the picture while watching: arrows move, Enter zaps, Escape closes (windowed for long lineups).
// ARIA listbox on divs, not a <select>: options are rich (logo, now playing, progress) and windowed.
/* oxlint-disable jsx-a11y/prefer-tag-over-role */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ChannelSummary } from '../ChannelCard';
import { Box } from '../Box';
import { ChannelLogo } from '../ChannelLogo';
import { IconButton } from '../IconButton';
import { Stack } from '../Stack';
import { text } from '../Text/Text.css';
import { progressAt } from '../format';
import * as styles from './MiniGuide.css';

export type MiniGuideChannel = Pick<ChannelSummary, 'id' | 'number' | 'title' | 'logoUrl' | 'now' | 'isFree'>;

export interface MiniGuideProps {
  channels: readonly MiniGuideChannel[];
  /** The channel playing: marked, and where the highlight starts. */
  currentChannelId: number | null;
  /** Clock for the progress bars (unix seconds). */
  currentTime: number;
  onZap: (channelId: number) => void;
  onClose: () => void;
  /** A channel is highlighted: a good moment to prefetch it. */
  onHighlight?: (channelId: number) => void;
  title?: string;
  /** Premium channels the viewer cannot watch (marked with a lock). */
  isLocked?: (channel: MiniGuideChannel) => boolean;
  className?: string;
}

const ROW_HEIGHT = 60;

export function MiniGuide({
  channels,
  currentChannelId,
  currentTime,
  onZap,
  onClose,
  onHighlight,
  title = 'Channels',
  isLocked,
  className,
}: MiniGuideProps) {
  const listId = useId();
  const headingId = useId();
  const listRef = useRef<HTMLDivElement | null>(null);
  const startIndex = Math.max(0, channels.findIndex((c) => c.id === currentChannelId));
  const [active, setActive] = useState(startIndex);
  const activeIndex = Math.min(active, channels.length - 1);

  // Only read during render (no memoised children take its functions), so the React Compiler caveat does not apply.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    // Lay out the first frame before the list is measured, so it never opens empty.
    initialRect: { width: 340, height: 480 },
    count: channels.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialOffset: () => Math.max(0, startIndex * ROW_HEIGHT - ROW_HEIGHT * 2),
    // The highlighted option is the listbox's aria-activedescendant: it must exist in the DOM.
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        if (activeIndex >= 0 && activeIndex < range.count && !indexes.includes(activeIndex)) indexes.push(activeIndex);
        return indexes.sort((a, b) => a - b);
      },
      [activeIndex],
    ),
  });

  // Focus lands on the list as the guide opens, so the arrows work at once (even in fullscreen).
  useEffect(() => {
    listRef.current?.focus({ preventScroll: true });
  }, []);

  const onHighlightRef = useRef(onHighlight);
  useEffect(() => {
    onHighlightRef.current = onHighlight;
  });
  const highlightedId = channels[activeIndex]?.id;
  useEffect(() => {
    if (highlightedId !== undefined) onHighlightRef.current?.(highlightedId);
  }, [highlightedId]);

  const move = (index: number) => {
    const next = Math.min(channels.length - 1, Math.max(0, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const page = Math.max(1, Math.floor((listRef.current?.clientHeight ?? ROW_HEIGHT * 5) / ROW_HEIGHT) - 1);
    switch (event.key) {
      case 'ArrowDown':
        move(activeIndex + 1);
        break;
      case 'ArrowUp':
        move(activeIndex - 1);
        break;
      case 'PageDown':
        move(activeIndex + page);
        break;
      case 'PageUp':
        move(activeIndex - page);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(channels.length - 1);
        break;
      case 'Enter':
      case ' ': {
        const channel = channels[activeIndex];
        if (channel) onZap(channel.id);
        break;
      }
      case 'Escape':
        onClose();
        break;
      default:
        return;
    }
    // Handled here: the player's shortcuts and the page's zapping keys must not act on it as well.
    event.preventDefault();
    event.stopPropagation();
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Stack as="section" space="none" className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="sm" paddingY="sm" paddingRight="sm" paddingLeft="lg" className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <IconButton icon="close" label="Close channel list" size="small" onClick={onClose} />
      </Box>
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        aria-labelledby={headingId}
        aria-activedescendant={channels.length > 0 ? optionId(activeIndex) : undefined}
        className={styles.list}
        onKeyDown={handleKeyDown}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const channel = channels[item.index];
            if (!channel) return null;
            const now = channel.now && channel.now.end > currentTime ? channel.now : null;
            const locked = isLocked?.(channel) ?? false;
            return (
              // Options are chosen by the listbox's keys (aria-activedescendant) or a click; they are not focusable themselves.
              // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={item.key}
                id={optionId(item.index)}
                role="option"
                aria-selected={channel.id === currentChannelId}
                aria-setsize={channels.length}
                aria-posinset={item.index + 1}
                data-active={item.index === activeIndex || undefined}
                className={styles.option}
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
                onClick={() => {
                  setActive(item.index);
                  onZap(channel.id);
                }}
              >
                <span className={styles.number}>{channel.number}</span>
                <ChannelLogo title={channel.title} logoUrl={channel.logoUrl} size="small" />
                <span className={styles.text}>
                  <span className={text({ size: 'small', weight: 'strong', truncate: true })}>
                    {channel.title}
                    {locked && <span className={styles.premium}> · Premium</span>}
                  </span>
                  <span className={text({ size: 'xsmall', tone: 'secondary', truncate: true })}>{now ? now.title : 'No programme information'}</span>
                  {now && (
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${(progressAt(now.start, now.end, currentTime) * 100).toFixed(1)}%` }} />
                    </span>
                  )}
                </span>
                {channel.id === currentChannelId && <span className={styles.playing}>Playing</span>}
              </div>
            );
          })}
        </div>
      </div>
    </Stack>
  );
}
