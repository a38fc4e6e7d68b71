// LineupTable.tsx — the operator's lineup: every channel (windowed, 10,000 stay smooth) with filters, selection across all shown rows, bulk actions and drag to reorder.
// ARIA table roles on divs, not a <table>: rows are absolutely positioned for windowing, which table layout fights (as GuideGrid).
/* oxlint-disable jsx-a11y/prefer-tag-over-role */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type DragStartEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { ChannelLogo } from '../ChannelLogo';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { LiveMessage } from '../Field';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { DEFAULT_LOCALE } from '../format';
import { stackClass } from '../theme/layoutClasses';
import { lineupAnnouncements, restrictToVerticalAxis, screenReaderInstructions } from './announcements';
import { LineupToolbar } from './LineupToolbar';
import { NO_LINEUP_FILTERS, type LineupBulkAction, type LineupFilters, type LineupRow } from './types';
import * as styles from './LineupTable.css';

export interface LineupTableProps {
  /** The rows to show, already filtered and ordered by the owner. */
  rows: readonly LineupRow[];
  /** Channels in the whole lineup ("Showing 120 of 5,000 channels"). */
  total: number;
  groups: readonly string[];
  sources: readonly string[];
  filters: LineupFilters;
  onFiltersChange: (filters: LineupFilters) => void;
  /** Ids of the selected channels; may hold some the filters no longer show. */
  selected: ReadonlySet<number>;
  onSelectedChange: (next: Set<number>) => void;
  /** A bulk action on the selection; the four that need input are expected to open BulkEditDialog. */
  onBulk: (action: LineupBulkAction) => void;
  /** A row dragged to `toIndex` of `rows` (drawn there at once, until new rows come). */
  onMove: (id: number, toIndex: number) => void;
  /** Opens the guide mapping of a channel; without it rows offer no Map (unmapped) or Change (mapped) button. */
  onMapGuide?: (id: number) => void;
  /** Opens a channel's streams and their health; without it rows offer no Streams button. */
  onShowStreams?: (id: number) => void;
  /** A bulk change or a move is in flight: the bulk buttons and the drag handles wait. */
  busy?: boolean;
  /** The table's scrolling viewport (default 600px): the page decides how much room it gets. */
  height?: number | string;
  /** The empty state's heading level, to fit the page outline (default 2). */
  headingLevel?: 2 | 3;
}

const HEADER_HEIGHT = 44;
const ROW_HEIGHT = 60;

const BULK_BUTTONS: readonly { action: LineupBulkAction; label: string }[] = [
  { action: 'rename', label: 'Rename…' },
  { action: 'renumber', label: 'Renumber…' },
  { action: 'group', label: 'Set group…' },
  { action: 'logo', label: 'Set logo…' },
  { action: 'premium', label: 'Premium' },
  { action: 'unpremium', label: 'Not premium' },
  { action: 'hide', label: 'Hide' },
  { action: 'show', label: 'Show' },
];

const formatNumber = (value: number) => value.toLocaleString(DEFAULT_LOCALE);

export function LineupTable({
  rows,
  total,
  groups,
  sources,
  filters,
  onFiltersChange,
  selected,
  onSelectedChange,
  onBulk,
  onMove,
  onMapGuide,
  onShowStreams,
  busy = false,
  height = 600,
  headingLevel = 2,
}: LineupTableProps) {
  // Selected among the rows shown: the header checkbox's state, and what the bulk bar says is out of sight.
  const shownSelected = useMemo(() => {
    let count = 0;
    for (const row of rows) if (selected.has(row.id)) count += 1;
    return count;
  }, [rows, selected]);

  const selectAllShown = (on: boolean) => {
    const next = new Set(selected);
    for (const row of rows) {
      if (on) next.add(row.id);
      else next.delete(row.id);
    }
    onSelectedChange(next);
  };

  const notShown = selected.size - shownSelected;

  return (
    <div className={stackClass('md')}>
      <LineupToolbar filters={filters} onFiltersChange={onFiltersChange} groups={groups} sources={sources} shown={rows.length} total={total} />
      <LiveMessage>{selected.size > 0 ? `${formatNumber(selected.size)} selected` : ''}</LiveMessage>
      {selected.size > 0 && (
        <section aria-label="Bulk edit" aria-busy={busy || undefined} className={styles.bulkBar}>
          <Text weight="strong" className={styles.bulkCount}>
            {formatNumber(selected.size)} selected
            {notShown > 0 && (
              <Text size="small" tone="secondary">
                {' '}
                ({formatNumber(notShown)} not shown)
              </Text>
            )}
          </Text>
          <div className={styles.bulkActions}>
            {BULK_BUTTONS.map(({ action, label }) => (
              <Button
                key={action}
                size="small"
                variant="secondary"
                // aria-disabled rather than disabled while busy, so focus stays on the button just used.
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onBulk(action);
                }}
              >
                {label}
              </Button>
            ))}
            <Button size="small" variant="ghost" onClick={() => onSelectedChange(new Set())}>
              Clear selection
            </Button>
            {busy && <Spinner size="small" label="Saving changes" />}
          </div>
        </section>
      )}
      {rows.length === 0 ? (
        total === 0 ? (
          <EmptyState headingLevel={headingLevel} icon="tv" title="The lineup is empty" description="Channels appear here once a source has been imported." />
        ) : (
          <EmptyState
            headingLevel={headingLevel}
            icon="search"
            title="No channel matches these filters"
            description="Try other words, or clear the filters to see the whole lineup."
            action={
              <Button variant="secondary" onClick={() => onFiltersChange(NO_LINEUP_FILTERS)}>
                Clear filters
              </Button>
            }
          />
        )
      ) : (
        <Table
          rows={rows}
          selected={selected}
          onSelectedChange={onSelectedChange}
          allShownSelected={shownSelected === rows.length}
          someShownSelected={shownSelected > 0 && shownSelected < rows.length}
          onSelectAllShown={selectAllShown}
          onMove={onMove}
          onMapGuide={onMapGuide}
          onShowStreams={onShowStreams}
          busy={busy}
          height={height}
        />
      )}
    </div>
  );
}

interface TableProps {
  rows: readonly LineupRow[];
  selected: ReadonlySet<number>;
  onSelectedChange: (next: Set<number>) => void;
  allShownSelected: boolean;
  someShownSelected: boolean;
  onSelectAllShown: (on: boolean) => void;
  onMove: (id: number, toIndex: number) => void;
  onMapGuide?: (id: number) => void;
  onShowStreams?: (id: number) => void;
  busy: boolean;
  height: number | string;
}

function Table({ rows: propRows, selected, onSelectedChange, allShownSelected, someShownSelected, onSelectAllShown, onMove, onMapGuide, onShowStreams, busy, height }: TableProps) {
  // A move is drawn at once, before the owner answers: kept while `rows` is still the array it was made from.
  const [local, setLocal] = useState<{ from: readonly LineupRow[]; rows: readonly LineupRow[] } | null>(null);
  const rows = local?.from === propRows ? local.rows : propRows;
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);

  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The row holding focus and the row being dragged stay rendered when scrolled away: focus is not dropped on
  // the page, and dnd-kit keeps the node it is moving.
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const kept = [focusedId, draggingId].flatMap((id) => (id === null ? [] : (indexById.get(id) ?? [])));
  const keptKey = kept.join(',');

  // Only read during render (no memoised children take its functions), so the React Compiler caveat does not apply.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    // A size for the first frame, before the scroller is measured: the table paints filled at once.
    initialRect: { width: 1024, height: typeof height === 'number' ? height : 600 },
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 6,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        for (const index of keptKey === '' ? [] : keptKey.split(',').map(Number)) {
          if (index < range.count && !indexes.includes(index)) indexes.push(index);
        }
        return indexes.sort((a, b) => a - b);
      },
      [keptKey],
    ),
  });
  const items = virtualizer.getVirtualItems();

  // Shift+click (or Shift+Space) selects or clears the run of rows from the one toggled last.
  const anchor = useRef<number | null>(null);
  const toggle = useCallback(
    (index: number, on: boolean, extend: boolean) => {
      const from = extend && anchor.current !== null ? indexById.get(anchor.current) : undefined;
      const [low, high] = from === undefined ? [index, index] : [Math.min(from, index), Math.max(from, index)];
      const next = new Set(selected);
      for (let i = low; i <= high; i += 1) {
        const id = rows[i]?.id;
        if (id === undefined) continue;
        if (on) next.add(id);
        else next.delete(id);
      }
      anchor.current = rows[index]?.id ?? null;
      onSelectedChange(next);
    },
    [indexById, rows, selected, onSelectedChange],
  );

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The place last announced during a drag: read and written only by dnd-kit's announcement callbacks.
  const [lastOver] = useState<{ current: UniqueIdentifier | null }>(() => ({ current: null }));
  const titleOf = (id: UniqueIdentifier) => rows[indexById.get(Number(id)) ?? -1]?.title ?? 'The channel';
  const placeOf = (id: UniqueIdentifier) => indexById.get(Number(id)) ?? -1;

  const handleDragStart = ({ active }: DragStartEvent) => setDraggingId(Number(active.id));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDraggingId(null);
    if (!over || active.id === over.id) return;
    const from = indexById.get(Number(active.id));
    const to = indexById.get(Number(over.id));
    if (from === undefined || to === undefined) return;
    setLocal({ from: propRows, rows: arrayMove([...rows], from, to) });
    onMove(Number(active.id), to);
  };

  // Only the rendered rows are sortable: a drag moves among what is on screen (dnd-kit scrolls as it nears an edge).
  const sortableIds = items.map((item) => rows[item.index]?.id ?? -1);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDraggingId(null)}
      accessibility={{ announcements: lineupAnnouncements(rows.length, titleOf, placeOf, lastOver), screenReaderInstructions }}
    >
      {/* Focus is only listened to (which row holds it), not handled: the controls in the rows are what take it. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={scrollRef}
        role="table"
        aria-label="Lineup"
        aria-rowcount={rows.length + 1}
        className={styles.scroller}
        style={{ height }}
        onFocus={(event) => {
          const id = (event.target as HTMLElement).closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
          setFocusedId(id === undefined ? null : Number(id));
        }}
      >
        <div className={styles.sizer} style={{ height: virtualizer.getTotalSize() }}>
          <div role="rowgroup" className={styles.head}>
            <div role="row" aria-rowindex={1} className={styles.headerRow}>
              <div role="columnheader" className={styles.selectCell}>
                <Checkbox
                  label={<VisuallyHidden>Select all shown</VisuallyHidden>}
                  checked={allShownSelected}
                  isIndeterminate={someShownSelected}
                  onChange={() => onSelectAllShown(!allShownSelected)}
                  className={styles.checkbox}
                />
              </div>
              <div role="columnheader" className={styles.headerCell}>
                <VisuallyHidden>Order</VisuallyHidden>
              </div>
              <div role="columnheader" className={styles.headerCell}>
                <span aria-hidden="true">No.</span>
                <VisuallyHidden>Number</VisuallyHidden>
              </div>
              <div role="columnheader" className={styles.headerCell}>
                <VisuallyHidden>Logo</VisuallyHidden>
              </div>
              <div role="columnheader" className={styles.headerCell}>
                Name
              </div>
              <div role="columnheader" className={styles.headerCell}>
                Group
              </div>
              <div role="columnheader" className={styles.headerCell}>
                Source
              </div>
              <div role="columnheader" className={styles.headerCell}>
                Guide
              </div>
              <div role="columnheader" className={styles.headerCell}>
                Status
              </div>
            </div>
          </div>
          <div role="rowgroup">
            <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
              {items.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                return (
                  <LineupTableRow
                    key={item.key}
                    row={row}
                    index={item.index}
                    start={item.start}
                    isSelected={selected.has(row.id)}
                    onToggle={toggle}
                    onMapGuide={onMapGuide}
                    onShowStreams={onShowStreams}
                    busy={busy}
                  />
                );
              })}
            </SortableContext>
          </div>
        </div>
      </div>
    </DndContext>
  );
}

interface LineupTableRowProps {
  row: LineupRow;
  index: number;
  /** Its offset from the top of the table (header included). */
  start: number;
  isSelected: boolean;
  onToggle: (index: number, on: boolean, extend: boolean) => void;
  onMapGuide?: (id: number) => void;
  onShowStreams?: (id: number) => void;
  busy: boolean;
}

function LineupTableRow({ row, index, start, isSelected, onToggle, onMapGuide, onShowStreams, busy }: LineupTableRowProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: row.id, disabled: busy });
  const renamed = row.originalTitle !== row.title;
  return (
    <div
      ref={setNodeRef}
      role="row"
      aria-rowindex={index + 2}
      data-row-id={row.id}
      className={styles.row({ selected: isSelected, dragging: isDragging })}
      // Placed with `top`, not a transform: dnd-kit measures rows without their transforms, and uses the transform for its own shifts.
      style={{ top: start, transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }}
    >
      <div role="cell" className={styles.selectCell}>
        <Checkbox
          label={<VisuallyHidden>Select {row.title}</VisuallyHidden>}
          checked={isSelected}
          // A checkbox's change comes from its click, so the click's Shift is there (Shift+Space too).
          onChange={(event) => onToggle(index, event.target.checked, (event.nativeEvent as MouseEvent).shiftKey === true)}
          className={styles.checkbox}
        />
      </div>
      <div role="cell" className={styles.cell}>
        <button ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={`Move ${row.title}`} title="Drag to move" className={styles.handle}>
          <Icon name="menu" size={18} />
        </button>
      </div>
      <div role="cell" className={styles.numberCell}>
        {row.number}
      </div>
      <div role="cell" className={styles.cell}>
        <ChannelLogo title={row.title} logoUrl={row.logo} size="small" />
      </div>
      <div role="rowheader" className={styles.nameCell}>
        <span className={styles.title({ hidden: row.hidden })} title={row.title}>
          {row.title}
        </span>
        {renamed && (
          <span className={styles.secondLine} title={`Source name: ${row.originalTitle}`}>
            <VisuallyHidden>Source name: </VisuallyHidden>
            {row.originalTitle}
          </span>
        )}
      </div>
      <div role="cell" className={styles.textCell}>
        <span className={styles.oneLine} title={row.group}>
          {row.group}
        </span>
      </div>
      <div role="cell" className={styles.textCell}>
        <span className={styles.oneLine} title={row.source}>
          {row.source}
        </span>
      </div>
      <div role="cell" className={styles.guideCell}>
        {row.guide ? (
          <>
            <span className={styles.guideId} title={row.guide.channel}>
              {row.guide.channel}
            </span>
            <Badge size="small">
              <VisuallyHidden>matched by </VisuallyHidden>
              {row.guide.by}
            </Badge>
            {onMapGuide && <IconButton icon="guide" size="small" label={`Change the guide of ${row.title}`} className={styles.mapButton} onClick={() => onMapGuide(row.id)} />}
          </>
        ) : (
          <>
            <Badge size="small" tone="warning">
              Unmapped
            </Badge>
            {onMapGuide && (
              <Button size="small" variant="secondary" className={styles.mapButton} onClick={() => onMapGuide(row.id)}>
                Map<VisuallyHidden> {row.title}</VisuallyHidden>
              </Button>
            )}
          </>
        )}
      </div>
      <div role="cell" className={styles.statusCell}>
        {onShowStreams && <IconButton icon="tv" size="small" label={`Streams of ${row.title}`} className={styles.mapButton} onClick={() => onShowStreams(row.id)} />}
        {row.hidden && (
          <Badge size="small">
            Hidden
          </Badge>
        )}
        {row.premium && (
          <Badge size="small" tone="premium">
            Premium
          </Badge>
        )}
        {!row.available && (
          <Badge size="small" tone="critical">
            Unavailable
          </Badge>
        )}
        {row.edited && (
          <Badge size="small" tone="accent">
            Edited
          </Badge>
        )}
      </div>
    </div>
  );
}
