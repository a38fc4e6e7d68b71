// useNowNextGuide.ts — the guide window around now for some channels: loads it and answers each channel's programmes.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import type { Programme } from '../../api';
import { guideWindowAtom, loadGuideWindowAtom } from '../shared/guides';
import { nowWindow } from './browse';

export interface NowNextGuide {
  programmesOf: (channelId: number) => Programme[] | undefined;
  isLoading: (channelId: number) => boolean;
}

export function useNowNextGuide(channelIds: readonly number[], time: number): NowNextGuide {
  const { startTime, duration } = nowWindow(time);
  // The ids as one sorted string: a new array with the same channels is the same window.
  const idsKey = [...new Set(channelIds)].sort((a, b) => a - b).join(',');
  const request = useMemo(() => ({ channelIds: idsKey ? idsKey.split(',').map(Number) : [], startTime, duration }), [idsKey, startTime, duration]);
  const window = useAtomValue(guideWindowAtom(request));
  const load = useSetAtom(loadGuideWindowAtom);

  useEffect(() => {
    if (request.channelIds.length === 0) return;
    const controller = new AbortController();
    // A failed window holds empty lists (the cards say "no programme information"); nothing more to do here.
    load({ ...request, signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }, [load, request]);

  return useMemo(
    () => ({
      programmesOf: (id: number) => window.data[id],
      // Before the first answer (or while it loads) a channel with no programmes yet shows placeholders.
      isLoading: (id: number) => window.data[id] === undefined && (window.isLoading || window.currentTime === null),
    }),
    [window],
  );
}
