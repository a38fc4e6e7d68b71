// TvGuideContainer.tsx — `/tvguide`: the grid of channels × time for a chosen day and category, with programme details.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CategoryFilter } from '../../components/CategoryFilter';
import { GuideGrid, GuideToolbar, type GuideChannel, type GuideGridHandle, type GuideProgramme } from '../../components/GuideGrid';
import { userAtom } from '../auth/atoms';
import { channelsStateAtom, loadChannelsAtom } from '../channels/atoms';
import { viewerTimeZone } from '../shared/format';
import { dayContaining, dayRange, daysAround, startOfDay } from './guideTime';
import { categoriesOf, categorySlug, toGuideChannel } from './guideView';
import { ProgrammeDetailsContainer } from './ProgrammeDetailsContainer';
import { useGuideWindows } from './useGuideWindows';
import { useMediaQuery } from './useMediaQuery';
import { useNow } from './useNow';
import { useRecordActions } from './useRecordActions';
import * as styles from './TvGuideContainer.css';

const ROW_HEIGHT = 64;
/** The grid's time ruler (GuideGrid's header row). */
const HEADER_HEIGHT = 52;

export function TvGuideContainer() {
  const { data: allChannels, isLoading, error } = useAtomValue(channelsStateAtom);
  const loadChannels = useSetAtom(loadChannelsAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const now = useNow();
  const [params] = useSearchParams();
  const category = params.get('category');
  const actions = useRecordActions();
  const grid = useRef<GuideGridHandle>(null);
  const isNarrow = useMediaQuery('(max-width: 40rem)');

  useEffect(() => {
    const controller = new AbortController();
    void loadChannels({ signal: controller.signal });
    return () => controller.abort();
  }, [loadChannels]);

  // The day list changes at midnight, not on every tick of the clock.
  const today = startOfDay(now, timeZone);
  const days = useMemo(() => daysAround(today + 12 * 3600, timeZone), [today, timeZone]);
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const selectedDay = chosenDay !== null && days.includes(chosenDay) ? chosenDay : (dayContaining(days, now, timeZone) ?? today);
  const range = useMemo(() => dayRange(selectedDay, timeZone), [selectedDay, timeZone]);

  const categories = useMemo(() => categoriesOf(allChannels), [allChannels]);
  const channels = useMemo(() => (category ? allChannels.filter((c) => categorySlug(c.group) === category) : allChannels), [allChannels, category]);
  const gridChannels = useMemo(() => channels.map(toGuideChannel), [channels]);
  const { programmesFor, onVisibleRangeChange } = useGuideWindows(channels, range, actions.isProgrammeRecorded);

  const [selection, setSelection] = useState<{ programme: GuideProgramme; channel: GuideChannel } | null>(null);
  const categoryLabel = categories.find((c) => c.value === category)?.label;

  const jumpToNow = () => {
    if (selectedDay === dayContaining(days, now, timeZone)) grid.current?.scrollToNow({ behavior: 'smooth' });
    // Another day: back to today; the new grid opens at now.
    else setChosenDay(null);
  };

  return (
    <div className={styles.root}>
      <GuideToolbar days={days} selectedDay={selectedDay} onSelectDay={setChosenDay} now={now} onJumpToNow={jumpToNow} timeZone={timeZone} />
      {/* A row of its own: beside the days, eight categories would scroll out of sight. */}
      {categories.length > 0 && (
        <CategoryFilter
          categories={categories}
          selected={category}
          allCount={allChannels.length}
          label="Guide categories"
          hrefFor={(value) => (value ? `/tvguide?category=${encodeURIComponent(value)}` : '/tvguide')}
        />
      )}
      <GuideGrid
        ref={grid}
        channels={gridChannels}
        programmesFor={programmesFor}
        timeRange={range}
        now={now}
        timeZone={timeZone}
        // As tall as the screen allows, but no taller than its rows (a category of six channels).
        height={`min(${ROW_HEIGHT * channels.length + HEADER_HEIGHT + 2}px, max(24rem, calc(100vh - 20rem)))`}
        rowHeight={ROW_HEIGHT}
        channelColumnWidth={isNarrow ? 112 : 208}
        label={categoryLabel ? `TV guide, ${categoryLabel}` : 'TV guide'}
        onVisibleRangeChange={onVisibleRangeChange}
        onOpenProgramme={(programme, channel) => setSelection({ programme, channel })}
        isLoading={isLoading && allChannels.length === 0}
        error={error && allChannels.length === 0 ? error : undefined}
        onRetry={() => void loadChannels({ force: true })}
        emptyTitle={category ? 'No channels in this category' : 'No channels to show'}
      />
      <ProgrammeDetailsContainer selection={selection} onClose={() => setSelection(null)} now={now} timeZone={timeZone} actions={actions} />
    </div>
  );
}
