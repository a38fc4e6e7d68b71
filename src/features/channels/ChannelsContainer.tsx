// ChannelsContainer.tsx — /channels: categories (held in the URL), a search by name or what is on now, and the cards.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { CategoryFilter } from '../../components/CategoryFilter';
import { ChannelGrid } from '../../components/ChannelGrid';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { SearchField } from '../../components/SearchField';
import { channelsStateAtom, loadChannelsAtom } from './atoms';
import { categoriesOf, inCategory, matchesSearch, resultsMessage } from './browse';
import * as styles from './ChannelsContainer.css';
import { useChannelCards } from './useChannelCards';

export const channelsHref = (category: string | null) => (category ? `/channels/${encodeURIComponent(category)}` : '/channels');

export interface ChannelsContainerProps {
  /** The category slug from the path; null for all channels. */
  category: string | null;
  /** The category's name for the list's label ("News"), when known. */
  categoryLabel?: string | null;
}

export function ChannelsContainer({ category, categoryLabel }: ChannelsContainerProps) {
  const { data: channels, isLoading, error } = useAtomValue(channelsStateAtom);
  const load = useSetAtom(loadChannelsAtom);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    void load({ signal: controller.signal });
    return () => controller.abort();
  }, [load]);

  const categories = useMemo(() => categoriesOf(channels), [channels]);
  const inThisCategory = useMemo(() => channels.filter((c) => inCategory(c, category)), [channels, category]);
  const { summaries, cardProps } = useChannelCards(inThisCategory);
  const visible = useMemo(() => summaries.filter((s) => matchesSearch(query, s, s.now?.title)), [summaries, query]);

  const hasLoaded = channels.length > 0;
  const isUnknownCategory = category !== null && hasLoaded && !categories.some((c) => c.value === category);
  const label = categoryLabel ? `${categoryLabel} channels` : 'Channels';

  return (
    <div className={styles.root}>
      {categories.length > 0 && <CategoryFilter categories={categories} selected={category} allCount={channels.length} hrefFor={channelsHref} />}
      <SearchField
        label="Search channels or what is on now"
        placeholder="Channel name or programme"
        onSearch={setQuery}
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
          {...cardProps}
        />
      )}
    </div>
  );
}
