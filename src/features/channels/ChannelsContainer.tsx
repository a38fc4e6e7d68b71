// ChannelsContainer.tsx — /channels: categories and the search (both held in the URL), and the cards, windowed for long lineups.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CategoryFilter } from '../../components/CategoryFilter';
import { ChannelGrid } from '../../components/ChannelGrid';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { SearchField } from '../../components/SearchField';
import { Stack } from '../../components/Stack';
import { channelsStateAtom, loadChannelsAtom } from '../shared/lineup';
import { categoriesOf, inCategory, resultsMessage, SEARCH_PARAM, searchMatcher, withSearch } from './browse';
import * as styles from './ChannelsContainer.css';
import { useCardsWithGuide } from './useChannelCards';
import { useClock } from '../shared/useClock';
import { useLineupGuide } from './useLineupGuide';
import { useLoadOnMount } from '../shared/useLoadOnMount';

export const channelsHref = (category: string | null) => (category ? `/channels/${encodeURIComponent(category)}` : '/channels');

/**
 * The search as `?q=`: written (replacing the entry, so Back leaves the page rather than replaying keystrokes)
 * once typing pauses; read on load and whenever the URL changes under the box (Back, a link).
 */
function useSearchInUrl() {
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const [text, setText] = useState(query);
  // What this page wrote that the URL has not shown yet, oldest first. On a busy device typing pauses twice before the
  // first write shows: that older query arriving is this page's own, and must not put its text back in the box (a
  // letter typed since was lost).
  const written = useRef<string[]>([]);
  const shown = useRef(query);
  useEffect(() => {
    shown.current = query;
    const own = written.current.indexOf(query);
    if (own === -1) setText(query);
    else written.current.splice(0, own + 1);
  }, [query]);
  const search = useCallback(
    (next: string) => {
      const value = next.trim() ? next : '';
      // The query the URL already shows (Enter pressed again) changes nothing, so nothing will arrive for it.
      if (value !== (written.current.at(-1) ?? shown.current)) written.current.push(value);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (value) updated.set(SEARCH_PARAM, value);
          else updated.delete(SEARCH_PARAM);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { query, text, setText, search };
}

export interface ChannelsContainerProps {
  /** The category slug from the path; null for all channels. */
  category: string | null;
  /** The category's name for the list's label ("News"), when known. */
  categoryLabel?: string | null;
}

export function ChannelsContainer({ category, categoryLabel }: ChannelsContainerProps) {
  const { data: channels, isLoading, error } = useAtomValue(channelsStateAtom);
  const load = useSetAtom(loadChannelsAtom);
  const { query, text, setText, search } = useSearchInUrl();

  useLoadOnMount(load);

  const categories = useMemo(() => categoriesOf(channels), [channels]);
  const inThisCategory = useMemo(() => channels.filter((c) => inCategory(c, category)), [channels, category]);
  const time = useClock();
  // Now/next for the cards on screen; while a search is typed, for the whole lineup, since it looks at what each airs now.
  const guide = useLineupGuide(inThisCategory, time, query.trim() !== '');
  const { summaries, cardProps } = useCardsWithGuide(inThisCategory, guide, time);
  const visible = useMemo(() => {
    if (!query.trim()) return summaries;
    const matches = searchMatcher(query);
    return summaries.filter((s) => matches(s, s.now?.title));
  }, [summaries, query]);
  // The category links keep the search: "bake off" in Entertainment is a narrower look at the same question.
  const categoryHref = useCallback((value: string | null) => withSearch(channelsHref(value), query), [query]);

  const hasLoaded = channels.length > 0;
  const isUnknownCategory = category !== null && hasLoaded && !categories.some((c) => c.value === category);
  const label = categoryLabel ? `${categoryLabel} channels` : 'Channels';

  return (
    <Stack space="lg">
      {categories.length > 0 && <CategoryFilter categories={categories} selected={category} allCount={channels.length} hrefFor={categoryHref} />}
      <SearchField
        label="Search channels or what is on now"
        placeholder="Channel name or programme"
        value={text}
        onChange={setText}
        onSearch={search}
        resultsMessage={hasLoaded && !isUnknownCategory ? resultsMessage(visible.length, query) : undefined}
        className={styles.search}
      />
      {isUnknownCategory ? (
        <EmptyState
          icon="tv"
          title="No such category"
          description="There is no channel category at this address."
          action={<Link href="/channels">See all channels</Link>}
        />
      ) : (
        <ChannelGrid
          channels={visible}
          label={label}
          isLoading={isLoading && !hasLoaded}
          error={hasLoaded ? undefined : (error ?? undefined)}
          onRetry={() => void load({ force: true })}
          emptyTitle={query.trim() ? `No channels match “${query.trim()}”` : 'No channels here'}
          emptyDescription={query.trim() ? 'Try another channel name or programme title.' : undefined}
          headingLevel={2}
          onVisibleRangeChange={guide.onVisibleRangeChange}
          {...cardProps}
        />
      )}
    </Stack>
  );
}
