// useChannelTimeshift.ts — a channel's time-shift (how far back it keeps, its catch-up days) from its own answer, asked for once when not yet known.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Timeshift } from '../../api/types';
import { channelDetailsAtom, loadChannelAtom } from './lineup';

/** The channel's time-shift; null while unknown or when it keeps none (or the viewer may not watch it). */
export function useChannelTimeshift(channelId: number | null): Timeshift | null {
  const detail = useAtomValue(channelDetailsAtom)[channelId ?? -1];
  const loadChannel = useSetAtom(loadChannelAtom);
  const known = detail !== undefined && (detail.data !== null || detail.isLoading || detail.error !== null);
  // Not aborted on cleanup: the load itself makes it known (which re-runs this), and its answer is worth keeping anyway.
  useEffect(() => {
    if (channelId !== null && !known) void loadChannel({ channelId });
  }, [channelId, known, loadChannel]);
  return detail?.data?.timeshift ?? null;
}
