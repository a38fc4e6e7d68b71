// useLineupGuide.ts — now/next for a long lineup: loaded for the cards on screen as they scroll by, or for all of it while searching.
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { guideWindowKey, type Channel, type GuideWindowRequest } from '../../api';
import { guideWindowsAtom, loadGuideWindowAtom } from '../shared/guides';
import { NOW_WINDOW_ALIGN, nowWindow } from './browse';
import { chunkCount, chunkRequest, chunksOfChannels, LINEUP_CHUNK } from './lineupGuide';
import type { NowNextGuide } from './useNowNextGuide';

export interface LineupGuide extends NowNextGuide {
  /** The grid's rendered cards: their groups of the lineup are loaded. */
  onVisibleRangeChange: (channelIds: number[]) => void;
}

/** The window keys of one now/next window: the whole lineup's, and each group's. */
interface WindowKeys {
  all: string;
  chunks: string[];
}

function keysFor(ids: readonly number[], window: { startTime: number; duration: number }): WindowKeys {
  const chunks = Array.from({ length: chunkCount(ids.length) }, (_, chunk) => guideWindowKey(chunkRequest(ids, chunk, window)));
  return { all: guideWindowKey({ channelIds: ids, ...window }), chunks };
}

/**
 * `searchAll`: a search is typed, and it looks at what every channel airs now, so the whole lineup's window is
 * loaded (the API splits it into calls of ≤ 200 channels). Otherwise only the groups holding rendered cards are.
 */
export function useLineupGuide(lineup: readonly Channel[], time: number, searchAll: boolean): LineupGuide {
  const { startTime, duration } = nowWindow(time);
  const ids = useMemo(() => lineup.map((c) => c.id), [lineup]);
  const rowOf = useMemo(() => new Map(ids.map((id, row) => [id, row])), [ids]);
  const store = useStore();
  const windows = useAtomValue(guideWindowsAtom);
  const load = useSetAtom(loadGuideWindowAtom);

  // One controller for the page's life: leaving it stops what is still loading.
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    controller.current = new AbortController();
    return () => controller.current?.abort();
  }, []);

  const request = useCallback(
    (wanted: GuideWindowRequest) => {
      if (wanted.channelIds.length === 0) return;
      const state = store.get(guideWindowsAtom)[guideWindowKey(wanted)];
      // Loaded, or on its way; a failed one (currentTime null) is asked for again.
      if (state && (state.isLoading || state.currentTime !== null)) return;
      load({ ...wanted, signal: controller.current?.signal }).catch(() => undefined);
    },
    [store, load],
  );

  const [visible, setVisible] = useState<readonly number[]>([]);
  const onVisibleRangeChange = useCallback((channelIds: number[]) => setVisible(channelIds), []);

  useEffect(() => {
    // While searching the whole lineup is on its way; rendered cards would only ask for parts of it again.
    if (searchAll) return;
    for (const chunk of chunksOfChannels(visible, rowOf)) request(chunkRequest(ids, chunk, { startTime, duration }));
  }, [searchAll, visible, rowOf, ids, startTime, duration, request]);

  useEffect(() => {
    if (searchAll) request({ channelIds: ids, startTime, duration });
  }, [searchAll, ids, startTime, duration, request]);

  // This half hour's keys, and the last half hour's: until the new window arrives the old one still says what is on.
  const current = useMemo(() => keysFor(ids, { startTime, duration }), [ids, startTime, duration]);
  const previous = useMemo(() => keysFor(ids, { startTime: startTime - NOW_WINDOW_ALIGN, duration }), [ids, startTime, duration]);

  return useMemo(() => {
    const programmesOf = (id: number) => {
      const row = rowOf.get(id);
      if (row === undefined) return undefined;
      const chunk = Math.floor(row / LINEUP_CHUNK);
      for (const keys of [current, previous]) {
        const found = windows[keys.all]?.data[id] ?? windows[keys.chunks[chunk] ?? '']?.data[id];
        if (found) return found;
      }
      return undefined;
    };
    return {
      programmesOf,
      // Not loaded yet (or never asked for, far down the list): the card shows its placeholder.
      isLoading: (id: number) => programmesOf(id) === undefined,
      onVisibleRangeChange,
    };
  }, [rowOf, current, previous, windows, onVisibleRangeChange]);
}
