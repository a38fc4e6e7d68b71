// GuideGrid.tsx — the TV guide: channels × time, windowed both ways, with a now-line and the WAI-ARIA grid keyboard model.
// ARIA roles on divs, not a <table>: rows and programme blocks are absolutely positioned for windowing, which table layout fights.
/* oxlint-disable jsx-a11y/prefer-tag-over-role */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ForwardedRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Box } from '../Box';
import { ChannelLogo } from '../ChannelLogo';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { LiveMessage } from '../Field';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { text } from '../Text/Text.css';
import { stackClass } from '../theme/layoutClasses';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatClock, formatSpokenSpan, formatTimeSpan, formatTimeZoneName, type TimeFormatOptions } from '../format';
import { cellsOf, findCellAt, firstVisibleIndex, type GuideCell } from './cells';
import type { GuideChannel, GuideProgramme, GuideVisibleRange, TimeRange } from './types';
import * as styles from './GuideGrid.css';

export interface GuideGridProps extends TimeFormatOptions {
  channels: readonly GuideChannel[];
  /** A channel's programmes, sorted by start; undefined while they load (the row shows a placeholder). */
  programmesFor: (channelId: number) => readonly GuideProgramme[] | undefined;
  /**
   * The spans of a channel's row whose data has arrived (data comes in blocks): the rest of the row shows
   * "Loading programmes…", and only a gap inside a loaded span says "No programme information". Return the
   * same array while nothing changed. Not given: a row's programmes, once defined, are all there is.
   */
  loadedSpansFor?: (channelId: number) => readonly TimeRange[] | undefined;
  /** The span the grid scrolls over, e.g. one day. */
  timeRange: TimeRange;
  /** The clock (unix seconds): draws the now-line and marks what is airing. */
  now: number;
  /** Horizontal scale (default 5: a half hour is 150px). */
  pxPerMinute?: number;
  rowHeight?: number;
  channelColumnWidth?: number;
  /** The scrolling viewport's height (default 560px); the page decides how much room the guide gets. */
  height?: number | string;
  /** Names the grid ("TV guide"). */
  label?: string;
  /** Where the view starts; default half an hour before `now` (or the range's start if now is outside it). */
  initialTime?: number;
  /** Reports what is on screen (with a margin) after scrolling settles, so the owner fetches guide data for exactly that. */
  onVisibleRangeChange?: (range: GuideVisibleRange) => void;
  /** A programme was clicked or chosen with Enter/Space. */
  onOpenProgramme?: (programme: GuideProgramme, channel: GuideChannel) => void;
  /** The channel list itself is loading / failed / empty. */
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  className?: string;
}

/** Lets the toolbar move the view: "jump to now", or to a chosen time. */
export interface GuideGridHandle {
  /** Scrolls so `time` is near the left edge and makes the programme airing then the grid's tab stop (focus stays put). */
  scrollToTime: (time: number, options?: { behavior?: ScrollBehavior }) => void;
  scrollToNow: (options?: { behavior?: ScrollBehavior }) => void;
  /** Moves keyboard focus into the grid, to its current cell. */
  focus: () => void;
}

const HEADER_HEIGHT = 52;

/** The grid's sizes when not given (px): a page that scales them (TV mode's larger type) starts from these. */
export const GUIDE_GRID_SIZES = { pxPerMinute: 5, rowHeight: 64, channelColumnWidth: 208, headerHeight: HEADER_HEIGHT } as const;
const SLOT_SECONDS = 30 * 60;
const LEAD_SECONDS = 30 * 60;
const VISIBLE_RANGE_DELAY = 120;

interface Active {
  row: number;
  key: string;
  /** The time moving up or down keeps (unix seconds). */
  anchor: number;
}

export const GuideGrid = forwardRef<GuideGridHandle, GuideGridProps>(function GuideGrid(props, ref) {
  const { channels, isLoading = false, error, onRetry, emptyTitle = 'No channels to show', emptyDescription, className } = props;
  if (error) {
    return (
      <div className={className}>
        <ErrorState title="The guide could not be loaded" message={error} onRetry={onRetry} />
      </div>
    );
  }
  if (isLoading) return <GuideSkeleton className={className} label={props.label ?? 'TV guide'} />;
  if (channels.length === 0) {
    return (
      <div className={className}>
        <EmptyState icon="guide" title={emptyTitle} description={emptyDescription} />
      </div>
    );
  }
  // A new span (another day) is a new grid: fresh scroll position and tab stop rather than a stale one carried over.
  return <Grid key={`${props.timeRange.start}:${props.timeRange.end}`} {...props} gridRef={ref} />;
});

function GuideSkeleton({ className, label }: { className?: string; label: string }) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap="sm"
      padding="md"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      aria-busy="true"
    >
      <LiveMessage>Loading {label.toLowerCase()}</LiveMessage>
      {Array.from({ length: 6 }, (_, i) => (
        <Box key={i} display="flex" gap="md" aria-hidden="true">
          <Skeleton variant="rect" width={176} height={48} />
          <Skeleton variant="rect" height={48} />
        </Box>
      ))}
    </Box>
  );
}

function Grid({
  channels,
  programmesFor,
  loadedSpansFor,
  timeRange,
  now,
  pxPerMinute = GUIDE_GRID_SIZES.pxPerMinute,
  rowHeight = GUIDE_GRID_SIZES.rowHeight,
  channelColumnWidth = GUIDE_GRID_SIZES.channelColumnWidth,
  height = 560,
  label = 'TV guide',
  initialTime,
  onVisibleRangeChange,
  onOpenProgramme,
  timeZone,
  locale,
  className,
  gridRef,
}: GuideGridProps & { gridRef: ForwardedRef<GuideGridHandle> }) {
  const timeOptions = useMemo(() => ({ timeZone, locale }), [timeZone, locale]);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const pxPerSecond = pxPerMinute / 60;
  const xOf = useCallback((time: number) => channelColumnWidth + (time - timeRange.start) * pxPerSecond, [channelColumnWidth, timeRange.start, pxPerSecond]);
  const timeWidth = (timeRange.end - timeRange.start) * pxPerSecond;
  const totalWidth = channelColumnWidth + timeWidth;
  const slotCount = Math.max(1, Math.ceil((timeRange.end - timeRange.start) / SLOT_SECONDS));
  const nowInRange = now >= timeRange.start && now < timeRange.end;
  /** Where the view starts for a time: a little before it, on a half-hour line, so the ruler's first label is whole. */
  const scrollLeftFor = useCallback(
    (time: number) => Math.max(0, Math.floor((time - LEAD_SECONDS - timeRange.start) / SLOT_SECONDS) * SLOT_SECONDS * pxPerSecond),
    [timeRange.start, pxPerSecond],
  );
  const initialScrollLeft = scrollLeftFor(initialTime ?? (nowInRange ? now : timeRange.start));

  const [active, setActive] = useState<Active | null>(null);
  const focusPending = useRef(false);

  // Cells per row, recomputed when data for the row changes (programmesFor returns a new array).
  const cellsFor = useCallback((row: number): GuideCell[] => {
    const channel = channels[row];
    return channel ? cellsOf(channel.id, programmesFor(channel.id), timeRange, loadedSpansFor?.(channel.id)) : [];
  }, [channels, programmesFor, loadedSpansFor, timeRange]);

  // The effective tab stop: the chosen cell if it still exists, else the cell at its time, else what airs now on the first row.
  const resolved = useMemo(() => {
    const row = Math.min(active?.row ?? 0, channels.length - 1);
    const anchor = active?.anchor ?? (nowInRange ? now : timeRange.start);
    const cells = cellsFor(row);
    const cell = (active && cells.find((c) => c.key === active.key)) || findCellAt(cells, anchor);
    return { row, anchor, cell };
  }, [active, channels.length, cellsFor, now, nowInRange, timeRange.start]);
  const activeRow = resolved.row;

  // A size to lay out the first frame with, before the scroller has been measured: the guide paints filled at once
  // instead of as empty rows for a frame (or for longer, when a busy page delays the first resize observation).
  const initialRect = { width: 1280, height: typeof height === 'number' ? height : 720 };

  const rowVirtualizer = useVirtualizer({
    initialRect,
    count: channels.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 4,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // The focused row stays in the DOM even when scrolled away, so the grid always has its one tab stop.
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        if (activeRow < range.count && !indexes.includes(activeRow)) indexes.push(activeRow);
        return indexes.sort((a, b) => a - b);
      },
      [activeRow],
    ),
  });

  const slotWidth = SLOT_SECONDS * pxPerSecond;
  const columnVirtualizer = useVirtualizer({
    initialRect,
    horizontal: true,
    count: slotCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => slotWidth,
    overscan: 2,
    paddingStart: channelColumnWidth,
    scrollPaddingStart: channelColumnWidth,
    initialOffset: initialScrollLeft,
  });

  const rows = rowVirtualizer.getVirtualItems();
  const slots = columnVirtualizer.getVirtualItems();
  // The visible time span (with the column overscan): only programmes overlapping it are rendered.
  const firstSlot = slots[0]?.index ?? 0;
  const lastSlot = slots[slots.length - 1]?.index ?? 0;
  const windowStart = timeRange.start + firstSlot * SLOT_SECONDS;
  const windowEnd = Math.min(timeRange.end, timeRange.start + (lastSlot + 1) * SLOT_SECONDS);

  useLayoutEffect(() => {
    const node = scrollRef.current;
    if (node) node.scrollLeft = initialScrollLeft;
    // Only on mount (a new span remounts the grid): later scrolling belongs to the viewer.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Report the on-screen rows and span (debounced: a fling would otherwise ask for every row it passes).
  const visibleKey = `${rows.map((r) => r.index).join(',')}:${windowStart}:${windowEnd}`;
  const onVisibleRef = useRef(onVisibleRangeChange);
  useEffect(() => {
    onVisibleRef.current = onVisibleRangeChange;
  });
  useEffect(() => {
    const report = onVisibleRef.current;
    if (!report) return;
    const timer = setTimeout(() => {
      const ids = rows.map((r) => channels[r.index]?.id).filter((id): id is number => id !== undefined);
      report({ channelIds: ids, start: windowStart, end: windowEnd });
    }, VISIBLE_RANGE_DELAY);
    return () => clearTimeout(timer);
    // visibleKey stands for rows and the window.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [visibleKey, channels]);

  /**
   * Brings a cell into view: its row vertically, and horizontally its start if none of it is on screen. With an
   * `edge`, that edge must be on screen (Home / End on a placeholder as wide as the day: the day's start or end
   * comes into view, and with it the data for it loads).
   */
  const reveal = useCallback(
    (row: number, cell: GuideCell | undefined, edge?: 'start' | 'end') => {
      rowVirtualizer.scrollToIndex(row, { align: 'auto' });
      const node = scrollRef.current;
      if (!node || !cell) return;
      const left = xOf(Math.max(cell.start, timeRange.start));
      const right = xOf(Math.min(cell.end, timeRange.end));
      const viewLeft = node.scrollLeft + channelColumnWidth;
      const viewRight = node.scrollLeft + node.clientWidth;
      const margin = 24;
      if (edge === 'end' ? right > viewRight : edge === 'start' ? left < viewLeft : right <= viewLeft + margin || left >= viewRight - margin) {
        node.scrollLeft = Math.max(0, edge === 'end' ? right - node.clientWidth + margin : left - channelColumnWidth - margin);
      }
    },
    [rowVirtualizer, xOf, timeRange.start, timeRange.end, channelColumnWidth],
  );

  const moveTo = (row: number, cell: GuideCell | undefined, anchor: number, edge?: 'start' | 'end') => {
    if (!cell) return;
    focusPending.current = true;
    setActive({ row, key: cell.key, anchor });
    reveal(row, cell, edge);
  };

  // Whether keyboard focus is in the grid: when the focused placeholder is replaced by the programmes that
  // arrived, its node goes and focus must follow to the cell taking its place (not fall to the page).
  const hasFocus = useRef(false);

  // The chosen cell is gone (a "Loading programmes…" placeholder replaced by what loaded): the tab stop moves to
  // the cell now at its time (the anchor: Home's day start, End's day end, the time kept moving up and down).
  useLayoutEffect(() => {
    const cell = resolved.cell;
    if (!active || !cell || cell.key === active.key) return;
    const focusedNow = document.activeElement;
    const node = scrollRef.current;
    const follows = hasFocus.current && (!focusedNow || focusedNow === document.body || !!node?.contains(focusedNow));
    if (follows) {
      focusPending.current = true;
      reveal(resolved.row, cell, resolved.anchor >= timeRange.end - 1 ? 'end' : undefined);
    }
    setActive({ row: resolved.row, key: cell.key, anchor: resolved.anchor });
  }, [active, resolved, reveal, timeRange.end]);

  // After a move, focus follows the tab stop (its row is rendered: the range extractor keeps it).
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const node = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${resolved.row}:${cssEscape(resolved.cell?.key ?? '')}"]`);
    if (node) {
      focusPending.current = false;
      node.focus({ preventScroll: true });
    }
  });

  /** The time at the left edge of the programme area: moving up/down from a long programme keeps to what is on screen. */
  const anchorFor = (cell: GuideCell) => {
    const node = scrollRef.current;
    const viewStart = node ? timeRange.start + node.scrollLeft / pxPerSecond : timeRange.start;
    return Math.min(Math.max(cell.start, viewStart, timeRange.start), cell.end - 1);
  };

  const pageRows = () => {
    const node = scrollRef.current;
    return Math.max(1, Math.floor(((node?.clientHeight ?? rowHeight * 5) - HEADER_HEIGHT) / rowHeight) - 1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.metaKey) return;
    const { row, anchor, cell } = resolved;
    const cells = cellsFor(row);
    const index = cell ? cells.findIndex((c) => c.key === cell.key) : -1;
    const last = channels.length - 1;
    const vertical = (target: number) => {
      const next = Math.min(last, Math.max(0, target));
      moveTo(next, findCellAt(cellsFor(next), anchor), anchor);
    };
    const horizontal = (target: GuideCell | undefined) => {
      if (target) moveTo(row, target, anchorFor(target));
    };
    switch (event.key) {
      case 'ArrowRight':
        horizontal(cells[index + 1]);
        break;
      case 'ArrowLeft':
        horizontal(cells[index - 1]);
        break;
      case 'ArrowDown':
        vertical(row + 1);
        break;
      case 'ArrowUp':
        vertical(row - 1);
        break;
      case 'PageDown':
        vertical(row + pageRows());
        break;
      case 'PageUp':
        vertical(row - pageRows());
        break;
      // Home / End: the day's first and last cells. Anchored at the day's edges, so where the row's edge is still
      // loading, focus goes to the placeholder, the grid scrolls there (which loads it), and then on to the programme.
      case 'Home': {
        const target = event.ctrlKey ? 0 : row;
        moveTo(target, cellsFor(target)[0], timeRange.start, 'start');
        break;
      }
      case 'End': {
        const target = event.ctrlKey ? last : row;
        moveTo(target, cellsFor(target).at(-1), timeRange.end - 1, 'end');
        break;
      }
      case 'Enter':
      case ' ': {
        const channel = channels[row];
        if (cell?.programme && channel) onOpenProgramme?.(cell.programme, channel);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  useImperativeHandle(
    gridRef,
    () => ({
      scrollToTime: (time, options) => {
        const node = scrollRef.current;
        if (!node) return;
        node.scrollTo({ left: scrollLeftFor(time), behavior: options?.behavior ?? 'auto' });
        const row = resolved.row;
        const cell = findCellAt(cellsFor(row), time);
        if (cell) setActive({ row, key: cell.key, anchor: time });
      },
      scrollToNow: (options) => {
        const node = scrollRef.current;
        if (!node) return;
        node.scrollTo({ left: scrollLeftFor(now), behavior: options?.behavior ?? 'auto' });
        const row = resolved.row;
        const cell = findCellAt(cellsFor(row), now);
        if (cell) setActive({ row, key: cell.key, anchor: now });
      },
      focus: () => {
        focusPending.current = true;
        reveal(resolved.row, resolved.cell);
        setActive((current) => (current ? { ...current } : { row: resolved.row, key: resolved.cell?.key ?? '', anchor: resolved.anchor }));
      },
    }),
    [cellsFor, now, scrollLeftFor, reveal, resolved],
  );

  const totalHeight = rowVirtualizer.getTotalSize();
  const nowX = nowInRange ? xOf(now) : null;
  const zoneLabel = formatTimeZoneName(now, timeOptions);

  return (
    // Focus lives on the cells (one tab stop, roving tabindex), so the grid itself is not focusable.
    // oxlint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={scrollRef}
      role="grid"
      aria-label={`${label}, times in ${zoneLabel}`}
      aria-rowcount={channels.length + 1}
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      style={{ height }}
      onKeyDown={handleKeyDown}
      onFocus={() => {
        hasFocus.current = true;
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        const left = event.target;
        // A focused cell removed from the page may blur with no new target; only a cell still there was really left.
        if (left.isConnected) hasFocus.current = false;
      }}
    >
      <div className={styles.sizer} style={{ width: totalWidth, height: totalHeight }}>
        <div role="row" aria-rowindex={1} className={styles.headerRow} style={{ width: totalWidth, height: HEADER_HEIGHT }}>
          <div role="columnheader" className={styles.corner} style={{ width: channelColumnWidth }}>
            Channel
          </div>
          {slots.map((slot) => {
            const time = timeRange.start + slot.index * SLOT_SECONDS;
            return (
              <div key={slot.key} role="columnheader" className={styles.slot} style={{ left: slot.start, width: slot.size }}>
                {formatClock(time, timeOptions)}
              </div>
            );
          })}
          {nowX !== null && (
            <span className={styles.nowFlag} style={{ left: nowX }} aria-hidden="true">
              {formatClock(now, timeOptions)}
            </span>
          )}
        </div>

        {rows.map((virtualRow) => {
          const channel = channels[virtualRow.index];
          if (!channel) return null;
          const cells = cellsFor(virtualRow.index);
          const isActiveRow = virtualRow.index === resolved.row;
          const first = firstVisibleIndex(cells, windowStart);
          const visible: GuideCell[] = [];
          for (let i = first; i < cells.length; i += 1) {
            const cell = cells[i]!;
            if (cell.start >= windowEnd) break;
            visible.push(cell);
          }
          const activeCell = isActiveRow ? resolved.cell : undefined;
          if (activeCell && !visible.some((c) => c.key === activeCell.key)) visible.push(activeCell);
          return (
            <div
              key={virtualRow.key}
              role="row"
              aria-rowindex={virtualRow.index + 2}
              className={styles.row}
              style={{ width: totalWidth, height: virtualRow.size, transform: `translateY(${virtualRow.start}px)` }}
            >
              <div role="rowheader" className={styles.rowHeader} style={{ width: channelColumnWidth }}>
                <span className={styles.channelNumber}>{channel.number}</span>
                <ChannelLogo title={channel.title} logoUrl={channel.logoUrl} size="small" />
                <span className={styles.channelName} title={channel.title}>
                  {channel.title}
                </span>
              </div>
              {nowX !== null && <div className={styles.nowLine} style={{ left: nowX }} aria-hidden="true" />}
              {visible.map((cell) => {
                const isActive = cell.key === activeCell?.key;
                const left = xOf(Math.max(cell.start, timeRange.start));
                const width = Math.max(2, xOf(Math.min(cell.end, timeRange.end)) - left);
                const programme = cell.programme;
                const state = !programme ? 'placeholder' : cell.end <= now ? 'past' : cell.start <= now ? 'airing' : 'future';
                return (
                  // Keys are handled once for the whole grid (onKeyDown above), the WAI-ARIA grid way.
                  // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={cell.key}
                    role="gridcell"
                    data-cell={`${virtualRow.index}:${cell.key}`}
                    tabIndex={isActive ? 0 : -1}
                    className={styles.cell({ state })}
                    style={{ left, width }}
                    onFocus={() => {
                      if (!isActive) setActive({ row: virtualRow.index, key: cell.key, anchor: anchorFor(cell) });
                    }}
                    onClick={() => {
                      if (programme) onOpenProgramme?.(programme, channel);
                    }}
                  >
                    <span className={cellInnerClass} style={{ left: channelColumnWidth + 8 }}>
                      <CellContent cell={cell} channel={channel} now={now} options={timeOptions} />
                    </span>
                  </div>
                );
              })}
            </div>
          );
        })}

      </div>
    </div>
  );
}

/** A cell's title above its time (a Stack), kept in view as the cell scrolls past. */
const cellInnerClass = `${stackClass('xxs')} ${styles.cellInner}`;

/** A cell's time span (or why it has none): one muted line, cut with an ellipsis. */
const cellTimeClass = `${text({ size: 'xsmall', tone: 'secondary', truncate: true })} ${styles.cellTime}`;

/**
 * The cell's name comes from its content (no aria-label, so what is seen is what is said): the title, then,
 * for screen readers only, the channel and the times spoken with their zone, instead of the compact visible span.
 */
function CellContent({ cell, channel, now, options }: { cell: GuideCell; channel: GuideChannel; now: number; options: TimeFormatOptions }) {
  const where = `${channel.number} ${channel.title}`;
  const p = cell.programme;
  if (!p) {
    return (
      <span className={cellTimeClass}>
        <VisuallyHidden>{where}: </VisuallyHidden>
        {cell.kind === 'loading' ? 'Loading programmes…' : 'No programme information'}
      </span>
    );
  }
  // Ended, and catch-up still reaches it: its details offer Watch.
  const canWatchAgain = p.end <= now && channel.catchupDays !== undefined && p.start >= now - channel.catchupDays * 86_400;
  const recordedNote = p.isSeriesRecording ? 'recorded by a rule' : 'recorded';
  const notes = [p.start <= now && p.end > now ? 'airing now' : '', p.isRecorded ? recordedNote : '', p.hasReminder ? 'reminder set' : '', canWatchAgain ? 'can be watched again' : ''].filter(Boolean);
  return (
    <>
      {/* Browsers put a space between the title and the hidden words (a box of its own), so those start with a word, not a comma. */}
      <span className={styles.cellTitle}>
        {p.isRecorded && <Icon name={p.isSeriesRecording ? 'recordSeries' : 'recordFilled'} size={12} className={styles.recordedMark} />}
        {p.hasReminder && <Icon name="bell" size={12} className={styles.reminderMark} />}
        {canWatchAgain && <Icon name="playFilled" size={10} className={styles.catchupMark} />}
        {p.title}
        <VisuallyHidden>{`on ${where}, ${formatSpokenSpan(p.start, p.end, options)}${notes.length > 0 ? `, ${notes.join(', ')}` : ''}`}</VisuallyHidden>
      </span>
      <span className={cellTimeClass} aria-hidden="true">
        {formatTimeSpan(p.start, p.end, options)}
      </span>
    </>
  );
}

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
}
