// LineupTable.stories.tsx — the operator's lineup: a mixed lineup, 10,000 rows windowed, filters, selection and bulk actions, keyboard reordering, nothing matching.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LineupTable, NO_LINEUP_FILTERS, type LineupFilters, type LineupRow, type LineupTableProps } from '../src/components/LineupTable';
import { LONG_TITLE, storyChannel } from './support/watchingData';

const SOURCES = ['Hotbird M3U', 'Astra IPTV', 'Local DVB-T'] as const;
const MATCHED_BY = ['tvg-id', 'name', 'manual', 'auto'] as const;

/** Lineup row n (0-based), deterministic: ids from 101, numbers from 1; some renamed, hidden, unavailable, unmapped. */
function lineupRow(index: number): LineupRow {
  const channel = storyChannel(index);
  const title = index === 10 ? LONG_TITLE : channel.title;
  const renamed = index % 6 === 1 || index === 10;
  return {
    id: channel.id,
    number: channel.number,
    title,
    originalTitle: index === 10 ? channel.title : renamed ? `${channel.title.toUpperCase()} HD` : title,
    group: channel.group,
    source: SOURCES[index % SOURCES.length] ?? 'Hotbird M3U',
    logo: channel.logoUrl ?? null,
    premium: !channel.isFree,
    hidden: index % 9 === 4,
    available: index % 11 !== 7,
    guide: index % 5 === 3 ? null : { channel: `${channel.title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '')}.ftv`, by: MATCHED_BY[index % MATCHED_BY.length] ?? 'tvg-id' },
    edited: renamed || index % 13 === 5,
  };
}

const lineup = (count: number) => Array.from({ length: count }, (_, i) => lineupRow(i));
const forty = lineup(40);
const groups = ['News', 'Sports', 'Movies', 'Kids', 'Music', 'Documentary', 'Entertainment', 'Lifestyle'];

/** What the container does: the filters over the whole lineup, in its order. */
function applyFilters(rows: readonly LineupRow[], filters: LineupFilters): LineupRow[] {
  const query = filters.query.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (query === '' || row.title.toLowerCase().includes(query) || String(row.number) === query || (row.guide?.channel.includes(query) ?? false)) &&
      (filters.group === '' || row.group === filters.group) &&
      (filters.source === '' || row.source === filters.source) &&
      (!filters.unmapped || row.guide === null) &&
      (!filters.unavailable || !row.available) &&
      (!filters.hidden || row.hidden),
  );
}

/** A move within the shown rows, placed in the whole lineup: before the row it lands on (after the last, at the end). */
function moveInLineup(all: readonly LineupRow[], shown: readonly LineupRow[], id: number, toIndex: number): LineupRow[] {
  const moving = all.find((row) => row.id === id);
  if (!moving) return [...all];
  const rest = all.filter((row) => row.id !== id);
  const shownRest = shown.filter((row) => row.id !== id);
  const before = shownRest[toIndex];
  const at = before ? rest.indexOf(before) : rest.indexOf(shownRest.at(-1) ?? rest.at(-1)!) + 1;
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/** Holds filters, selection and order as the container does, so the story behaves as the console will. */
function Stateful(args: LineupTableProps) {
  const [all, setAll] = useState(args.rows);
  const [filters, setFilters] = useState(args.filters);
  const [selected, setSelected] = useState(args.selected);
  const rows = useMemo(() => applyFilters(all, filters), [all, filters]);
  return (
    <LineupTable
      {...args}
      rows={rows}
      total={all.length}
      filters={filters}
      selected={selected}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
      onSelectedChange={(next) => {
        setSelected(next);
        args.onSelectedChange(next);
      }}
      onMove={(id, toIndex) => {
        setAll(moveInLineup(all, rows, id, toIndex));
        args.onMove(id, toIndex);
      }}
    />
  );
}

const meta = {
  title: 'Console/LineupTable',
  component: LineupTable,
  render: (args) => <Stateful {...args} />,
  // A console for desktops: pictured at the desktop preset (below ~1020px the table scrolls sideways).
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    rows: forty,
    total: forty.length,
    groups,
    sources: [...SOURCES],
    filters: NO_LINEUP_FILTERS,
    onFiltersChange: fn(),
    selected: new Set<number>(),
    onSelectedChange: fn(),
    onBulk: fn(),
    onMove: fn(),
    onMapGuide: fn(),
    onShowStreams: fn(),
    height: 680,
  },
} satisfies Meta<typeof LineupTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** dnd-kit's keyboard sensor starts listening for arrows a tick after the pick-up, as a person's next key press would. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A rendered row, found by its channel's name (the row header). */
const rowOf = (table: HTMLElement, title: string) => {
  const row = within(table).getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest<HTMLElement>('[role="row"]');
  if (!row) throw new globalThis.Error(`no row for ${title}`);
  return within(row);
};

const renderedRows = (table: HTMLElement) => within(table).getAllByRole('row').length - 1;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Lineup' });
    await expect(table).toHaveAttribute('aria-rowcount', '41');
    await expect(canvas.getByText(/^Showing /)).toHaveTextContent('Showing 40 of 40 channels');
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Select all shown', 'Order', 'No.Number', 'Logo', 'Name', 'Group', 'Source', 'Guide', 'Status']);

    // Renamed: the source's name under the title. Mapped: the guide id and how.
    const news = rowOf(table, 'FTV News 24');
    await expect(news.getByRole('rowheader')).toHaveAccessibleName(/^FTV News 24\s*Source name: FTV NEWS 24 HD$/);
    await expect(news.getByText('ftvnews24.ftv')).toBeVisible();
    await expect(news.getByText('name')).toBeVisible();
    await expect(news.getByText('Edited')).toBeVisible();
    // Premium, hidden; unmapped with a Map button.
    await expect(rowOf(table, 'Arena Sports').getByText('Premium')).toBeVisible();
    await expect(rowOf(table, 'Kids Planet').getByText('Hidden')).toBeVisible();
    const unmapped = rowOf(table, 'Cinema Classics');
    await expect(unmapped.getByText('Unmapped')).toBeVisible();
    await userEvent.click(unmapped.getByRole('button', { name: 'Map Cinema Classics' }));
    await expect(args.onMapGuide).toHaveBeenCalledWith(104);
    await expect(rowOf(table, 'Comedy Central Plus').getByText('Unavailable')).toBeVisible();
    // Nothing selected: no bulk bar.
    await expect(canvas.queryByRole('region', { name: 'Bulk edit' })).toBeNull();
  },
};

export const Filters: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByText(/^Showing /);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group' }), 'News');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_LINEUP_FILTERS, group: 'News' });
    await expect(status).toHaveTextContent('Showing 5 of 40 channels');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unmapped only' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_LINEUP_FILTERS, group: 'News', unmapped: true });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group' }), 'All groups');
    await expect(status).toHaveTextContent('Showing 8 of 40 channels');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unmapped only' }));
    // By name, number or guide id.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search channels' }), 'news');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...NO_LINEUP_FILTERS, query: 'news' });
    await expect(status).toHaveTextContent('Showing 3 of 40 channels');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Source' }), 'Local DVB-T');
    await expect(status).toHaveTextContent('Showing 1 of 40 channels');
    await expect(within(canvas.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Euro News Live']);
  },
};

export const SelectAll: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table');
    const all = within(table).getByRole('checkbox', { name: 'Select all shown' });
    await userEvent.click(all);
    // Every row of the lineup, not only those rendered.
    const chosen = (args.onSelectedChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<number> | undefined;
    await expect(chosen?.size).toBe(40);
    await expect(chosen?.has(140)).toBe(true);
    await expect(all).toBeChecked();
    const bar = canvas.getByRole('region', { name: 'Bulk edit' });
    await expect(bar).toHaveTextContent('40 selected');

    // One fewer: the header is mixed.
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select FTV One' }));
    await expect(all).toBePartiallyChecked();
    await expect(bar).toHaveTextContent('39 selected');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Bulk edit' })).toBeNull();

    // Shift+click selects the run from the row ticked last.
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select FTV News 24' }));
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Hit Radio TV' }));
    await userEvent.keyboard('{/Shift}');
    await expect((args.onSelectedChange as ReturnType<typeof fn>).mock.lastCall?.[0]).toEqual(new Set([102, 103, 104, 105, 106]));
    await expect(all).toBePartiallyChecked();

    // Filtered: selecting all shown adds those, and the bar counts the selected out of sight.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group' }), 'Documentary');
    await userEvent.click(all);
    await expect(canvas.getByRole('region', { name: 'Bulk edit' })).toHaveTextContent('9 selected (4 not shown)');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Group' }), 'All groups');
  },
};

export const WithSelection: Story = {
  args: { selected: new Set([102, 103, 105, 107]) },
  play: async ({ canvas, userEvent, args }) => {
    const bar = within(canvas.getByRole('region', { name: 'Bulk edit' }));
    await expect(bar.getByText('4 selected')).toBeVisible();
    await expect(bar.getAllByRole('button').map((button) => button.textContent)).toEqual(['Rename…', 'Renumber…', 'Set group…', 'Set logo…', 'Premium', 'Not premium', 'Hide', 'Show', 'Clear selection']);
    await userEvent.click(bar.getByRole('button', { name: 'Rename…' }));
    await expect(args.onBulk).toHaveBeenLastCalledWith('rename');
    await userEvent.click(bar.getByRole('button', { name: 'Not premium' }));
    await expect(args.onBulk).toHaveBeenLastCalledWith('unpremium');
    await expect(within(canvas.getByRole('table')).getByRole('checkbox', { name: 'Select all shown' })).toBePartiallyChecked();
  },
};

export const Busy: Story = {
  args: { selected: new Set([102, 103]), busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const bar = within(canvas.getByRole('region', { name: 'Bulk edit' }));
    await expect(bar.getByRole('status', { name: 'Saving changes' })).toBeInTheDocument();
    const hide = bar.getByRole('button', { name: 'Hide' });
    await expect(hide).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(hide);
    await expect(args.onBulk).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Move FTV One' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table');
    const handle = canvas.getByRole('button', { name: 'Move FTV One' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(screen.getByText('Picked up FTV One, place 1 of 40.')).toBeInTheDocument());
    await tick();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByText('FTV One is now at place 2 of 40.')).toBeInTheDocument());
    await tick();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByText('FTV One is now at place 3 of 40.')).toBeInTheDocument());
    await tick();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(101, 2));
    await expect(args.onMove).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByText('Moved FTV One to place 3 of 40.')).toBeInTheDocument());
    await waitFor(() => expect(within(table).getAllByRole('rowheader').slice(0, 3).map((cell) => cell.firstElementChild?.textContent)).toEqual(['FTV News 24', 'Arena Sports', 'FTV One']));
    await expect(handle).toHaveFocus();
    await expect(handle.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '4');

    // Escape puts it back where it was.
    await userEvent.keyboard(' ');
    await tick();
    await userEvent.keyboard('{ArrowUp}');
    await tick();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText('Move cancelled: FTV One stays at place 3 of 40.')).toBeInTheDocument());
    await expect(args.onMove).toHaveBeenCalledOnce();
  },
};

const tenThousand = lineup(10_000);

export const TenThousandRows: Story = {
  // Its play function proves the windowing; a picture of 10,000 rows mid-scroll depends on timing, so none is kept.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { rows: tenThousand, total: tenThousand.length },
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getByText(/^Showing /)).toHaveTextContent('Showing 10,000 of 10,000 channels');
    await expect(renderedRows(table)).toBeLessThan(40);

    // Halfway down: rows from the middle, and still only a window of them.
    table.scrollTop = 300_000;
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toMatch(/^4\d\d\d$/));
    await expect(renderedRows(table)).toBeLessThan(40);
    // The end.
    table.scrollTop = table.scrollHeight;
    await waitFor(() => expect(table.querySelector('[aria-rowindex="10001"]')).not.toBeNull());
    await expect(renderedRows(table)).toBeLessThan(40);

    // Select all shown takes every row, rendered or not.
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all shown' }));
    await expect(((args.onSelectedChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Set<number> | undefined)?.size).toBe(10_000);
    await expect(canvas.getByRole('region', { name: 'Bulk edit' })).toHaveTextContent('10,000 selected');

    // A focused row stays in the DOM when scrolled far away, so focus is never dropped on the page.
    const last = within(table).getAllByRole('checkbox').at(-1)!;
    last.focus();
    table.scrollTop = 0;
    await waitFor(() => expect(table.querySelector('[aria-rowindex="2"]')).not.toBeNull());
    await expect(last).toHaveFocus();
    await expect(last.isConnected).toBe(true);
    await expect(renderedRows(table)).toBeLessThan(40);
  },
};

export const FilteredToNothing: Story = {
  render: (args) => <LineupTable {...args} />,
  args: { rows: [], total: 40, filters: { ...NO_LINEUP_FILTERS, query: 'curling', unavailable: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/^Showing /)).toHaveTextContent('Showing 0 of 40 channels');
    await expect(canvas.getByRole('heading', { name: 'No channel matches these filters' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_LINEUP_FILTERS);
  },
};

export const EmptyLineup: Story = {
  render: (args) => <LineupTable {...args} />,
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The lineup is empty' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Narrower than the columns: the table scrolls sideways inside its frame; the page does not. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { selected: new Set([101]) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeGreaterThan(table.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
