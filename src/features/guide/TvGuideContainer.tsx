// TvGuideContainer.tsx — `/tvguide`: the grid of channels × time for a chosen day (?day=) and category (?category=), with programme details.
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CategoryFilter } from '../../components/CategoryFilter';
import { GUIDE_GRID_SIZES, GuideGrid, GuideToolbar, type GuideChannel, type GuideGridHandle, type GuideProgramme } from '../../components/GuideGrid';
import { Stack } from '../../components/Stack';
import { userAtom } from '../session/atoms';
import { channelsStateAtom, loadChannelsAtom } from '../shared/lineup';
import { viewerTimeZone } from '../shared/format';
import { searchWithDay } from './guideDay';
import { dayRange } from '../shared/guideTime';
import { categoriesOf, categorySlug, toGuideChannel } from './guideView';
import { ProgrammeDetailsContainer } from './ProgrammeDetailsContainer';
import { useGuideDay } from './useGuideDay';
import { useGuideWindows } from './useGuideWindows';
import { useMediaQuery } from './useMediaQuery';
import { useClock } from '../shared/useClock';
import { tvModeAtom } from '../shared/tvModeAtoms';
import { useRecordActions } from './useRecordActions';
import * as styles from './TvGuideContainer.css';
import { useLoadOnMount } from '../shared/useLoadOnMount';

/** A phone's channel column: the numbers and logos, names cut short. */
const NARROW_CHANNEL_COLUMN = 112;
/** TV mode's type is half as large again: so are the grid's rows, channel column and time scale, or titles are cut short. */
const TV_SCALE = 1.5;

export function TvGuideContainer() {
  const { data: allChannels, isLoading, error } = useAtomValue(channelsStateAtom);
  const loadChannels = useSetAtom(loadChannelsAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const now = useClock();
  const [params] = useSearchParams();
  const category = params.get('category');
  const actions = useRecordActions();
  const grid = useRef<GuideGridHandle>(null);
  const isNarrow = useMediaQuery('(max-width: 40rem)');
  const scale = useAtomValue(tvModeAtom) ? TV_SCALE : 1;
  const rowHeight = GUIDE_GRID_SIZES.rowHeight * scale;

  useLoadOnMount(loadChannels);

  // The day lives in the URL (?day=), beside the category.
  const { days, today, selectedDay, isToday, dayParam, selectDay } = useGuideDay(now, timeZone);
  const range = useMemo(() => dayRange(selectedDay, timeZone), [selectedDay, timeZone]);

  const categories = useMemo(() => categoriesOf(allChannels), [allChannels]);
  const channels = useMemo(() => (category ? allChannels.filter((c) => categorySlug(c.group) === category) : allChannels), [allChannels, category]);
  const gridChannels = useMemo(() => channels.map(toGuideChannel), [channels]);
  const { programmesFor, loadedSpansFor, onVisibleRangeChange } = useGuideWindows(channels, range, actions.marksOf);

  const [selection, setSelection] = useState<{ programme: GuideProgramme; channel: GuideChannel } | null>(null);
  const categoryLabel = categories.find((c) => c.value === category)?.label;

  const jumpToNow = () => {
    if (isToday) grid.current?.scrollToNow({ behavior: 'smooth' });
    // Another day: back to today (the address loses its day); the new grid opens at now.
    else selectDay(today);
  };

  return (
    <Stack space="md" className={styles.root}>
      <GuideToolbar days={days} selectedDay={selectedDay} onSelectDay={selectDay} now={now} onJumpToNow={jumpToNow} timeZone={timeZone} />
      {/* A row of its own: beside the days, eight categories would scroll out of sight. */}
      {categories.length > 0 && (
        <CategoryFilter
          categories={categories}
          selected={category}
          allCount={allChannels.length}
          label="Guide categories"
          // A category keeps the day shown.
          hrefFor={(value) => `/tvguide${searchWithDay(value ? new URLSearchParams({ category: value }) : '', dayParam)}`}
        />
      )}
      <GuideGrid
        ref={grid}
        channels={gridChannels}
        programmesFor={programmesFor}
        loadedSpansFor={loadedSpansFor}
        timeRange={range}
        now={now}
        timeZone={timeZone}
        // As tall as the screen allows, but no taller than its rows (a category of six channels).
        height={`min(${rowHeight * channels.length + GUIDE_GRID_SIZES.headerHeight + 2}px, max(24rem, calc(100vh - 20rem)))`}
        rowHeight={rowHeight}
        pxPerMinute={GUIDE_GRID_SIZES.pxPerMinute * scale}
        channelColumnWidth={(isNarrow ? NARROW_CHANNEL_COLUMN : GUIDE_GRID_SIZES.channelColumnWidth) * scale}
        label={categoryLabel ? `TV guide, ${categoryLabel}` : 'TV guide'}
        onVisibleRangeChange={onVisibleRangeChange}
        onOpenProgramme={(programme, channel) => setSelection({ programme, channel })}
        isLoading={isLoading && allChannels.length === 0}
        error={error && allChannels.length === 0 ? error : undefined}
        onRetry={() => void loadChannels({ force: true })}
        emptyTitle={category ? 'No channels in this category' : 'No channels to show'}
      />
      <ProgrammeDetailsContainer selection={selection} onClose={() => setSelection(null)} now={now} timeZone={timeZone} actions={actions} />
    </Stack>
  );
}
