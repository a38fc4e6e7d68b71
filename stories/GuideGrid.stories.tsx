import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { GUIDE_GRID_SIZES, GuideGrid, GuideToolbar, type GuideGridHandle, type GuideGridProps, type GuideProgramme, type GuideVisibleRange, type TimeRange } from '../src/components/GuideGrid';
import { DAY, LONG_PROGRAMME, LONG_TITLE, STORY_DAY_START, STORY_NOW, STORY_TIME_ZONE, storyChannels, storyProgrammes } from './support/watchingData';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const channels = storyChannels(40);
const timeRange = { start: STORY_DAY_START, end: STORY_DAY_START + DAY };

const meta = {
  title: 'Guide/GuideGrid',
  component: GuideGrid,
  args: {
    channels,
    programmesFor: storyProgrammes as GuideGridProps['programmesFor'],
    timeRange,
    now: STORY_NOW,
    timeZone: STORY_TIME_ZONE,
    height: 480,
    onOpenProgramme: fn(),
    onVisibleRangeChange: fn(),
  },
} satisfies Meta<typeof GuideGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const focused = () => document.activeElement as HTMLElement;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid', { name: /TV guide, times in/ });
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Channel');
    await expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent('FTV One');
    // One tab stop: Tab lands on what the first channel airs now, labelled with channel, title, times and zone.
    await userEvent.tab();
    await expect(focused()).toHaveAttribute('role', 'gridcell');
    await expect(focused()).toHaveAccessibleName(/ on 1 FTV One, \d\d:\d\d to \d\d:\d\d CET, airing now/);
    await expect(within(grid).getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    // Down keeps the airing time: the second channel's programme on now.
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAccessibleName(/ on 2 FTV News 24, .*airing now/);
    // Right goes to the next programme in the row; Left back.
    const onNow = focused();
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).not.toBe(onNow);
    await expect(focused()).not.toHaveAccessibleName(/airing now/);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focused().textContent).toBe(onNow.textContent);
    await expect(within(grid).getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    // Enter opens the programme.
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenProgramme).toHaveBeenCalledWith(expect.objectContaining({ channelId: 102 }), expect.objectContaining({ id: 102 }));
    await waitFor(() => expect(args.onVisibleRangeChange).toHaveBeenCalled());
  },
};

export const HomeEndAndClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid');
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    // The first programme of the day (it may have started the evening before).
    await expect(focused()).toHaveAccessibleName(/ on 1 FTV One, /);
    await waitFor(() => expect(grid.scrollLeft).toBe(0));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(grid.scrollLeft).toBeGreaterThan(5000));
    await expect(focused()).toHaveAttribute('role', 'gridcell');
    // Back to the start of the grid, then a click opens a programme and takes the tab stop.
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(grid.scrollLeft).toBe(0));
    // The third channel's first cell, once the cells at the day's start are rendered again.
    const target = await waitFor(() => {
      const found = within(grid)
        .getAllByRole('gridcell')
        .find((cell) => cell.tabIndex === -1 && cell.style.left === '208px' && /on 3 Arena Sports, /.test(cell.textContent ?? ''));
      if (!found) throw new globalThis.Error('not rendered yet');
      return found;
    });
    await userEvent.click(target);
    await expect(args.onOpenProgramme).toHaveBeenCalledWith(expect.objectContaining({ channelId: 103 }), expect.objectContaining({ id: 103 }));
    await expect(target).toHaveAttribute('tabindex', '0');
  },
};

export const NowLine: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    // The flag in the ruler says the time.
    // The view opens on the half hour before now (20:00 for 20:35), at 5px a minute.
    await expect(grid.scrollLeft).toBe(20 * 60 * 5);
    await expect(grid).toHaveTextContent('20:35');
  },
};

const many = storyChannels(10_000);

/** 10,000 channels: only the rows on screen (and a few either side) are in the DOM, and keyboard moves scroll. */
export const TenThousandChannels: Story = {
  // Its play function proves the windowing; a screenshot of 10,000 rows mid-scroll depends on timing, so none is kept.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { channels: many },
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    const rowCount = () => within(grid).getAllByRole('row').length;
    await expect(rowCount()).toBeLessThan(60);
    // Only the visible time span is rendered: nowhere near a whole day of programmes per row.
    await expect(within(grid).getAllByRole('gridcell').length).toBeLessThan(rowCount() * 12);
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{ArrowDown}');
    await waitFor(() => expect(grid.scrollTop).toBeGreaterThan(0));
    await expect(focused()).not.toHaveAccessibleName(/ on 1 FTV One, /);
    await expect(focused()).toHaveAttribute('role', 'gridcell');
    await expect(rowCount()).toBeLessThan(60);
    // Ctrl+End: the last channel, far below, focused and scrolled to.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focused()).toHaveAccessibleName(/ on 10000 /));
    await waitFor(() => expect(grid.scrollTop).toBeGreaterThan(600_000));
    await expect(rowCount()).toBeLessThan(60);
    await waitFor(() => expect(args.onVisibleRangeChange).toHaveBeenLastCalledWith(expect.objectContaining({ channelIds: expect.arrayContaining([10_100]) })));
    const lastCall = (args.onVisibleRangeChange as ReturnType<typeof fn>).mock.lastCall?.[0] as { channelIds: number[] };
    await expect(lastCall.channelIds.length).toBeLessThan(60);
    // And all the way back; the screenshot is taken of a settled grid.
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(grid.scrollTop).toBe(0));
    await waitFor(() => expect(focused()).toHaveAccessibleName(/on 1 FTV One, /));
    await waitFor(() => expect(within(grid).getAllByRole('gridcell').length).toBeGreaterThan(20));
  },
};

const halfLoaded = (channelId: number) => (channelId % 3 === 0 ? undefined : storyProgrammes(channelId));

/** Rows whose data has not arrived show a placeholder, still a focusable cell. */
export const RowsLoading: Story = {
  args: { programmesFor: halfLoaded },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAccessibleName(/^2 FTV News 24: ?Loading programmes/);
    // And on, past it, keeping the time.
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAccessibleName(/ on 3 Arena Sports, .*airing now/);
    await expect(within(canvas.getByRole('grid')).getAllByText(/Loading programmes…/).length).toBeGreaterThan(0);
  },
};

const BLOCK = 6 * 60 * 60;
const block = (start: number): TimeRange => ({ start, end: start + BLOCK });
/** One block (15:00–21:00, now is 20:35) is in for every row; the first row has a real hole in it: what airs now is missing. */
const nowBlock = block(STORY_DAY_START + 15 * 60 * 60);
const partlyLoadedRows = new Map<number, GuideProgramme[]>();
const partlyLoaded = (channelId: number) => {
  let list = partlyLoadedRows.get(channelId);
  if (!list) {
    list = storyProgrammes(channelId).filter(
      (p) => p.end > nowBlock.start && p.start < nowBlock.end && !(channelId === 101 && p.start <= STORY_NOW && p.end > STORY_NOW),
    );
    partlyLoadedRows.set(channelId, list);
  }
  return list;
};
const loadedNow = [nowBlock];

/** Data arrives in 6-hour blocks: the parts of a row whose block is not in yet say so; a real hole in a loaded block says there is no information. */
export const PartlyLoaded: Story = {
  args: { programmesFor: partlyLoaded, loadedSpansFor: () => loadedNow, channels: channels.slice(0, 6) },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid');
    await expect(within(grid).getAllByText('No programme information')).toHaveLength(1);
    await expect(within(grid).getAllByText(/Loading programmes…/).length).toBeGreaterThan(0);
    // The placeholders are cells like the others, in the one tab stop's keyboard model.
    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName(/^1 FTV One: ?No programme information/);
    await userEvent.keyboard('{End}');
    await expect(focused()).toHaveAccessibleName(/^1 FTV One: ?Loading programmes/);
    await expect(within(grid).getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focused()).toHaveAccessibleName(/ on 1 FTV One, /);
    await userEvent.keyboard('{Home}');
    await expect(focused()).toHaveAccessibleName(/^1 FTV One: ?Loading programmes/);
    await waitFor(() => expect(grid.scrollLeft).toBe(0));
    // Back at now for the picture.
    grid.scrollLeft = 20 * 60 * 5;
    await waitFor(() => expect(within(grid).getAllByText('No programme information')).toHaveLength(1));
  },
};

const blockOf = (time: number) => Math.floor(time / BLOCK) * BLOCK;
const CHUNK = 50;

/** 10,000 channels whose guide arrives in blocks (50 channels × 6 hours) a moment after they come into view, as on the page. */
function BlockLoadingGuide(args: Parameters<typeof GuideGrid>[0]) {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, true>>(new Map());
  const keyOf = (chunk: number, start: number) => `${chunk}:${start}`;
  const onVisibleRangeChange = useCallback((range: GuideVisibleRange) => {
    args.onVisibleRangeChange?.(range);
    const wanted: string[] = [];
    for (const chunk of new Set(range.channelIds.map((id) => Math.floor((id - 101) / CHUNK)))) {
      for (let at = blockOf(range.start); at < range.end; at += BLOCK) wanted.push(keyOf(chunk, at));
    }
    setTimeout(() => setLoaded((current) => (wanted.every((k) => current.has(k)) ? current : new Map([...current, ...wanted.map((k) => [k, true] as const)]))), 300);
  }, [args]);
  // Each chunk's spans and each row's programmes are the same arrays while nothing new arrived for them.
  const cache = useMemo(() => ({ loaded, spans: new Map<number, TimeRange[]>(), rows: new Map<number, GuideProgramme[]>() }), [loaded]);
  const loadedSpansFor = useCallback((channelId: number) => {
    const chunk = Math.floor((channelId - 101) / CHUNK);
    let spans = cache.spans.get(chunk);
    if (!spans) {
      spans = [];
      for (let at = blockOf(STORY_DAY_START); at < STORY_DAY_START + DAY; at += BLOCK) if (cache.loaded.has(keyOf(chunk, at))) spans.push(block(at));
      cache.spans.set(chunk, spans);
    }
    return spans;
  }, [cache]);
  const programmesFor = useCallback((channelId: number) => {
    const spans = loadedSpansFor(channelId);
    if (spans.length === 0) return undefined;
    let list = cache.rows.get(channelId);
    if (!list) {
      list = storyProgrammes(channelId).filter((p) => spans.some((s) => p.end > s.start && p.start < s.end));
      cache.rows.set(channelId, list);
    }
    return list;
  }, [cache, loadedSpansFor]);
  return <GuideGrid {...args} programmesFor={programmesFor} loadedSpansFor={loadedSpansFor} onVisibleRangeChange={onVisibleRangeChange} />;
}

/**
 * Home / End go to the day's first and last programmes even before they are loaded: focus lands on the
 * placeholder at the day's edge, the grid scrolls there, the block loads, and focus moves onto the programme.
 */
export const HomeEndLoadsTheDayEdges: Story = {
  // The picture would depend on when blocks arrive; the play function is the test.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { channels: many },
  render: (args) => <BlockLoadingGuide {...args} />,
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('gridcell', { name: / on 1 FTV One, .*airing now/ })).toBeVisible());
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(grid.scrollLeft).toBe(0));
    // Then the programme airing as the day begins (it may have started the evening before), focused once it arrives.
    await waitFor(() => expect(focused()).toHaveAccessibleName(/ on 1 FTV One, /));
    await expect(focused().style.left).toBe('208px');
    const rowCells = () => [...focused().closest('[role="row"]')!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
    await expect(rowCells()[0]).toBe(focused());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focused()).toHaveAccessibleName(/ on 1 FTV One, /));
    // The last programme runs to the day's end (or past it: clipped there).
    const totalWidth = 208 + 24 * 60 * 5;
    await waitFor(() => expect(parseFloat(focused().style.left) + parseFloat(focused().style.width)).toBe(totalWidth));
    await waitFor(() => expect(grid.scrollLeft + grid.clientWidth).toBeGreaterThanOrEqual(totalWidth - 1));
    // Ctrl+End: the last channel's last programme, far below, loaded on arrival; few nodes all the while.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focused()).toHaveAccessibleName(/ on 10000 /));
    await expect(parseFloat(focused().style.left) + parseFloat(focused().style.width)).toBe(totalWidth);
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    await expect(within(grid).getAllByRole('gridcell').length).toBeLessThan(60 * 12);
    // Ctrl+Home: back to the very first cell.
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(focused()).toHaveAccessibleName(/ on 1 FTV One, /));
    await expect(focused().style.left).toBe('208px');
    await expect(within(grid).getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  },
};

export const NoProgrammeInformation: Story = {
  args: { programmesFor: (id: number) => (id === 101 ? [] : storyProgrammes(id)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName(/^1 FTV One: ?No programme information/);
    await expect(within(canvas.getByRole('grid')).getByText('No programme information')).toBeVisible();
  },
};

const withRecordings = (channelId: number): GuideProgramme[] =>
  storyProgrammes(channelId).map((p) => (p.start >= STORY_NOW - 3600 && p.start < STORY_NOW + 3 * 3600 && channelId % 2 === 1 ? { ...p, isRecorded: true } : p));

export const Recorded: Story = {
  args: { programmesFor: withRecordings, channels: channels.slice(0, 8) },
  play: async ({ canvas }) => {
    const recorded = within(canvas.getByRole('grid'))
      .getAllByRole('gridcell')
      .filter((cell) => /, recorded/.test(cell.textContent ?? ''));
    await expect(recorded.length).toBeGreaterThan(2);
    await expect(recorded[0]!.querySelector('svg')).not.toBeNull();
  },
};

/** Booked by a rule (two dots, and said so) apart from a single recording; a reminder's bell. */
export const SeriesAndReminders: Story = {
  args: {
    channels: channels.slice(0, 8),
    programmesFor: (channelId: number) =>
      storyProgrammes(channelId).map((p) => {
        const soon = p.start >= STORY_NOW && p.start < STORY_NOW + 4 * 3600;
        if (soon && channelId % 3 === 0) return { ...p, isRecorded: true, isSeriesRecording: true };
        if (soon && channelId % 3 === 1) return { ...p, hasReminder: true };
        return p;
      }),
  },
  play: async ({ canvas }) => {
    const cells = within(canvas.getByRole('grid')).getAllByRole('gridcell');
    await expect(cells.filter((cell) => /, recorded by a rule/.test(cell.textContent ?? '')).length).toBeGreaterThan(1);
    await expect(cells.filter((cell) => /, reminder set/.test(cell.textContent ?? '')).length).toBeGreaterThan(1);
  },
};

/** Channels with catch-up: their ended programmes are marked (and say so), the rest of the row is as before; a channel without catch-up marks none. */
export const WithCatchup: Story = {
  args: { channels: channels.slice(0, 8).map((c, i) => (i === 1 ? c : { ...c, catchupDays: 7 })) },
  play: async ({ canvas }) => {
    const cells = within(canvas.getByRole('grid')).getAllByRole('gridcell');
    const again = cells.filter((cell) => /, can be watched again/.test(cell.textContent ?? ''));
    await expect(again.length).toBeGreaterThan(2);
    await expect(again[0]!.querySelector('svg')).not.toBeNull();
    // Only ended programmes, and never on the channel without catch-up.
    const second = channels[1]!;
    await expect(again.some((cell) => cell.textContent?.includes(`on ${second.number} ${second.title},`))).toBe(false);
    await expect(again.some((cell) => /airing now/.test(cell.textContent ?? ''))).toBe(false);
  },
};

const longProgrammes = (channelId: number) => storyProgrammes(channelId).map((p) => ({ ...p, title: `${LONG_PROGRAMME} (${p.title})` }));

export const LongText: Story = {
  args: {
    channels: channels.slice(0, 6).map((c) => ({ ...c, title: `${LONG_TITLE} ${c.number}` })),
    programmesFor: (id: number) => longProgrammes(id),
  },
  play: async ({ canvas }) => {
    const header = within(canvas.getByRole('grid')).getAllByRole('rowheader')[0]!;
    await expect(header.getBoundingClientRect().width).toBe(208);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading tv guide');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Empty: Story = {
  args: { channels: [], emptyTitle: 'No channels in this category', emptyDescription: 'Pick another category to see its guide.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No channels in this category' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'Failed to fetch channels', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const days = [-1, 0, 1, 2, 3, 4, 5].map((offset) => STORY_DAY_START + offset * DAY);

function GuideWithToolbar(args: Parameters<typeof GuideGrid>[0]) {
  const grid = useRef<GuideGridHandle>(null);
  const [day, setDay] = useState(STORY_DAY_START);
  const range = useMemo(() => ({ start: day, end: day + DAY }), [day]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <GuideToolbar days={days} selectedDay={day} onSelectDay={setDay} now={STORY_NOW} timeZone={STORY_TIME_ZONE} onJumpToNow={() => grid.current?.scrollToNow()} />
      <GuideGrid {...args} ref={grid} timeRange={range} />
    </div>
  );
}

/** The toolbar drives the grid: pick a day, jump back to now. */
export const WithToolbar: Story = {
  args: { height: 400 },
  render: (args) => <GuideWithToolbar {...args} />,
  play: async ({ canvas, userEvent }) => {
    const today = canvas.getByRole('button', { name: /^Today/ });
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^Tomorrow/ })).toHaveAttribute('aria-pressed', 'false');
    const grid = canvas.getByRole('grid');
    const atNow = grid.scrollLeft;
    grid.scrollLeft = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to now' }));
    await waitFor(() => expect(grid.scrollLeft).toBe(atNow));
    // Another day is a fresh grid, starting at the day's beginning.
    await userEvent.click(canvas.getByRole('button', { name: /^Tomorrow/ }));
    await expect(canvas.getByRole('button', { name: /^Tomorrow/ })).toHaveAttribute('aria-pressed', 'true');
    const tomorrow = canvas.getByRole('grid');
    await waitFor(() => expect(tomorrow.scrollLeft).toBe(0));
    await expect(tomorrow).not.toHaveTextContent('20:35');
    await expect(within(tomorrow).getAllByRole('columnheader')[1]).toHaveTextContent('00:00');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  args: { channelColumnWidth: 120, pxPerMinute: 4, height: 600 },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const header = within(canvas.getByRole('grid')).getAllByRole('rowheader')[0]!;
    await expect(header.getBoundingClientRect().width).toBe(120);
    // Too narrow for names: number and logo show, the name is still the row header's name.
    await expect(header).toHaveAccessibleName('1 FTV One');
    await expect(within(header).getByText('FTV One').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The sizes the TV guide passes in TV mode (features/guide/TvGuideContainer.tsx): half as large again as the defaults. */
const TV_SIZES = { pxPerMinute: GUIDE_GRID_SIZES.pxPerMinute * 1.5, rowHeight: GUIDE_GRID_SIZES.rowHeight * 1.5, channelColumnWidth: GUIDE_GRID_SIZES.channelColumnWidth * 1.5 };
/** Where the TV picture's view starts: 19:00, with now (20:35) well inside it. */
const TV_VIEW_LEFT = 19 * 60 * TV_SIZES.pxPerMinute;

/** TV mode at 1080p: the guide as a sofa sees it, what the first channel airs now focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  args: TV_SIZES,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: /TV guide, times in/ });
    const onNow = within(grid).getByRole('gridcell', { name: / on 1 FTV One, .*airing now/ });
    // At 1920px the grid's scroll differed run to run: focus without the browser's scroll into view, and the view set to a fixed place.
    onNow.focus({ preventScroll: true });
    grid.scrollTop = 0;
    grid.scrollLeft = TV_VIEW_LEFT;
    await waitFor(() => expect([grid.scrollLeft, grid.scrollTop]).toEqual([TV_VIEW_LEFT, 0]));
    // The columns of the new view are rendered (the ruler reaches past 22:00), and the focus is still on now.
    await waitFor(() => expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toContain('22:00'));
    await expect(onNow).toHaveFocus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
