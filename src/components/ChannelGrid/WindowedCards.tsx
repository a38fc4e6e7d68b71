// WindowedCards.tsx — a long grid of cards rendered a few rows at a time around the viewport (the page scrolls), still one list.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { ChannelSummary } from '../ChannelCard';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './ChannelGrid.css';
import { cardsOfRows, columnCount, columnWidth, estimateRowHeight } from './gridLayout';

/** The list's box as the CSS grid lays it out: the column count and the rows' offsets follow from it. */
interface ListBox {
  width: number;
  columnGap: number;
  rowGap: number;
  /** The list's top in the document (the virtualizer's scroll margin). */
  top: number;
}

// A fling passes hundreds of rows: their now/next is asked for once scrolling pauses, not for every row passed.
const VISIBLE_RANGE_DELAY = 120;

export interface WindowedCardsProps {
  channels: readonly ChannelSummary[];
  label: string;
  className?: string;
  renderCard: (channel: ChannelSummary) => ReactNode;
  /** The channels now rendered (on screen and a couple of rows either side), after scrolling pauses. */
  onVisibleRangeChange?: (channelIds: number[]) => void;
  /** Rows rendered beyond each edge of the viewport: Tab always finds the next card already there. */
  overscan?: number;
}

interface CardItemProps {
  channel: ChannelSummary;
  position: number;
  setSize: number;
  /** The row this card measures (the first card of each rendered row), or null. */
  measuresRow: number | null;
  measure: (node: Element | null) => void;
  cardWidth: number;
  /** Where a kept card sits, out of the flow. */
  place?: CSSProperties;
  renderCard: (channel: ChannelSummary) => ReactNode;
}

/** A window's card in a plain column, as the unwindowed grid's (a Stack). */
const itemClass = `${stackClass('none')} ${styles.windowItem}`;

/** One card of the window; memoised, so a scroll that adds a row renders that row's cards, not every card again. */
const CardItem = memo(function CardItem({ channel, position, setSize, measuresRow, measure, cardWidth, place, renderCard }: CardItemProps) {
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      if (measuresRow !== null) measure(node);
    },
    // cardWidth: a new width is a new ref, so React hands the node over again and the row is measured at that width.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [measuresRow, measure, cardWidth],
  );
  return (
    <li
      ref={measuresRow !== null ? ref : undefined}
      className={place ? `${itemClass} ${styles.keptItem}` : itemClass}
      style={place}
      data-channel={channel.id}
      data-index={measuresRow ?? undefined}
      aria-setsize={setSize}
      aria-posinset={position}
    >
      {renderCard(channel)}
    </li>
  );
});

// One key function per column count, the same one every render: a new one makes the virtualizer recompute
// every row's offset (thousands of them) on each scroll frame.
const itemKeys = new Map<number, (row: number) => string>();
function itemKeyFor(columns: number): (row: number) => string {
  let found = itemKeys.get(columns);
  if (!found) {
    found = (row) => `${columns}:${row}`;
    itemKeys.set(columns, found);
  }
  return found;
}

const sameBox = (a: ListBox, b: ListBox) => a.width === b.width && a.columnGap === b.columnGap && a.rowGap === b.rowGap && a.top === b.top;

export function WindowedCards({ channels, label, className, renderCard, onVisibleRangeChange, overscan = 2 }: WindowedCardsProps) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const [box, setBox] = useState<ListBox>({ width: 0, columnGap: 0, rowGap: 0, top: 0 });

  // Measured before the first paint, and again whenever the list or anything above it changes size.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const style = getComputedStyle(list);
      const rect = list.getBoundingClientRect();
      const next = { width: rect.width, columnGap: parseFloat(style.columnGap) || 0, rowGap: parseFloat(style.rowGap) || 0, top: Math.round(rect.top + window.scrollY) };
      setBox((previous) => (sameBox(previous, next) ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    // A message or a wrapped filter row above the list moves it down the page without resizing it.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const { top, columnGap } = box;
  const columns = columnCount(box.width, columnGap);
  const cardWidth = columnWidth(box.width, columnGap, columns);
  const rowCount = Math.ceil(channels.length / columns);
  const getItemKey = itemKeyFor(columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight(cardWidth || 280),
    overscan,
    scrollMargin: top,
    gap: box.rowGap,
    // Sizes measured for one column count mean nothing for another.
    getItemKey,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // A row's new size re-renders on React's schedule, not synchronously inside the ResizeObserver callback:
    // a synchronous re-render there resizes the page mid-delivery ("ResizeObserver loop completed…").
    useFlushSync: false,
  });

  // Wider or narrower cards are taller or shorter: rows measured at the old width are measured again.
  const roundedWidth = Math.round(cardWidth);
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, roundedWidth]);

  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0];
  const lastRow = rows[rows.length - 1];
  const { start, end } = firstRow && lastRow ? cardsOfRows(firstRow.index, lastRow.index, columns, channels.length) : { start: 0, end: 0 };
  // The rows before and after the rendered ones, as padding: the grid lays out what is rendered exactly as it would the whole list.
  const paddingTop = firstRow ? Math.max(0, firstRow.start - top) : 0;
  const paddingBottom = lastRow ? Math.max(0, virtualizer.getTotalSize() - (lastRow.end - top)) : 0;

  // The focused card stays rendered when its row scrolls out of the window, so focus is never dropped to the page.
  // (Listened to natively: the list itself is not interactive, focus only passes through it.)
  const [focusedId, setFocusedId] = useState<number | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const item = (event.target as HTMLElement).closest<HTMLElement>('li[data-channel]');
      if (!item) return;
      const id = Number(item.dataset.channel);
      setFocusedId(id);
      // The browser scrolls a focused card into view before the rows it passes are measured; as they are, the page
      // above grows or shrinks and would carry the card out again. The virtualizer keeps its row in view until the
      // sizes settle (it only scrolls when the row is not already whole in the window).
      const index = channels.findIndex((c) => c.id === id);
      if (index >= 0) virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
    };
    const onFocusOut = (event: FocusEvent) => {
      // relatedTarget null: the window lost focus (or focus went nowhere); keep the card for when it comes back.
      const to = event.relatedTarget as Node | null;
      if (to && !list.contains(to)) setFocusedId(null);
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [virtualizer, channels, columns]);
  // With its neighbours, so Tab and Shift+Tab from it land on a card (which then scrolls into view) rather than leave the list.
  const focusedIndex = focusedId === null ? -1 : channels.findIndex((c) => c.id === focusedId);
  const kept = focusedIndex < 0 ? [] : [focusedIndex - 1, focusedIndex, focusedIndex + 1].filter((i) => i >= 0 && i < channels.length && (i < start || i >= end));

  // Report what is rendered: at once the first time, then when scrolling pauses.
  const visibleIds = channels.slice(start, end).map((c) => c.id).join(',');
  const report = useRef(onVisibleRangeChange);
  useEffect(() => {
    report.current = onVisibleRangeChange;
  });
  const reported = useRef(false);
  useEffect(() => {
    if (!visibleIds) return;
    const ids = visibleIds.split(',').map(Number);
    if (!reported.current) {
      reported.current = true;
      report.current?.(ids);
      return;
    }
    const timer = setTimeout(() => report.current?.(ids), VISIBLE_RANGE_DELAY);
    return () => clearTimeout(timer);
  }, [visibleIds]);

  // In list order, so a kept card never moves in the DOM (a moved node loses focus) when the window reaches it.
  const rendered: ReactNode[] = [];
  const add = (index: number, isKept: boolean) => {
    const channel = channels[index]!;
    const row = Math.floor(index / columns);
    // Out of the flow where the grid would put it; its row's offset is known even when the row is not rendered.
    const measured = isKept ? virtualizer.measurementsCache[row] : undefined;
    const place = isKept
      ? { top: measured ? measured.start - top : 0, left: (index % columns) * (cardWidth + columnGap), width: cardWidth, height: measured?.size }
      : undefined;
    rendered.push(
      <CardItem
        key={channel.id}
        channel={channel}
        position={index + 1}
        setSize={channels.length}
        // The first card of each row measures the row: the grid stretches every card of a row to the same height.
        measuresRow={!isKept && index % columns === 0 ? row : null}
        measure={virtualizer.measureElement}
        cardWidth={cardWidth}
        place={place}
        renderCard={renderCard}
      />,
    );
  };
  for (const index of kept) if (index < start) add(index, true);
  for (let index = start; index < end; index += 1) add(index, false);
  for (const index of kept) if (index >= end) add(index, true);

  return (
    <ul
      ref={listRef}
      className={[styles.grid, styles.windowed, className].filter(Boolean).join(' ')}
      aria-label={label}
      style={{ paddingTop, paddingBottom }}
    >
      {rendered}
    </ul>
  );
}
