// OnNowContainer.tsx — home's "on now": the first channels of the lineup with what each airs, as cards.
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { ChannelGrid } from '../../components/ChannelGrid';
import { channelsStateAtom, loadChannelsAtom } from '../shared/lineup';
import { useChannelCards } from './useChannelCards';
import { useLoadOnMount } from '../shared/useLoadOnMount';

/** Enough to fill a few rows of the grid; the whole lineup is one click away on /channels. */
const ON_NOW_COUNT = 12;

export function OnNowContainer({ count = ON_NOW_COUNT }: { count?: number }) {
  const { data: channels, isLoading, error } = useAtomValue(channelsStateAtom);
  const load = useSetAtom(loadChannelsAtom);
  const shown = useMemo(() => channels.slice(0, count), [channels, count]);
  const { summaries, cardProps } = useChannelCards(shown);

  useLoadOnMount(load);

  return (
    <ChannelGrid
      channels={summaries}
      label="Channels on now"
      isLoading={isLoading && channels.length === 0}
      error={channels.length === 0 ? (error ?? undefined) : undefined}
      onRetry={() => void load({ force: true })}
      {...cardProps}
    />
  );
}
