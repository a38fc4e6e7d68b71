// useGuideWindows.ts — the guide grid's data: fetched for the visible rows and span only, in fixed channel groups × 6-hour blocks.
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { guideWindowKey, type Channel, type Programme } from '../../api';
import type { GuideProgramme, GuideVisibleRange, TimeRange } from '../../components/GuideGrid';
import { guideWindowsAtom, loadGuideWindowAtom, type GuideWindowState } from '../shared/guides';
import { BLOCK_SECONDS, blockRequest, blocksCovering, CHANNEL_CHUNK, requestsFor } from '../shared/guideTime';
import { mergeProgrammes, toGuideProgramme, type ProgrammeMarks } from './guideView';

type MarksOf = (programme: Pick<Programme, 'channelId' | 'start' | 'length'>) => ProgrammeMarks;

interface Cached {
  sources: readonly (GuideWindowState | undefined)[];
  marksOf: MarksOf;
  list: GuideProgramme[] | undefined;
}

/**
 * Groups and blocks are fixed (rows 0–49, 50–99, … of the shown list; 00:00, 06:00, … UTC), so scrolling back
 * asks for nothing new: the same request has the same key, already in the atoms (and the API's 10-minute cache).
 */
export function useGuideWindows(channels: readonly Channel[], range: TimeRange, marksOf: MarksOf) {
  const store = useStore();
  const windows = useAtomValue(guideWindowsAtom);
  const load = useSetAtom(loadGuideWindowAtom);

  const rowOf = useMemo(() => new Map(channels.map((channel, index) => [channel.id, index])), [channels]);
  const ids = useMemo(() => channels.map((c) => c.id), [channels]);

  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    controller.current = new AbortController();
    return () => controller.current?.abort();
  }, []);

  const onVisibleRangeChange = useCallback(
    ({ channelIds, start, end }: GuideVisibleRange) => {
      const rows = channelIds.map((id) => rowOf.get(id)).filter((row): row is number => row !== undefined);
      const loaded = store.get(guideWindowsAtom);
      for (const request of requestsFor(ids, rows, start, end)) {
        const state = loaded[guideWindowKey(request)];
        // Loaded, or on its way; a failed one (currentTime null) is asked for again.
        if (state && (state.isLoading || state.currentTime !== null)) continue;
        load({ ...request, signal: controller.current?.signal }).catch(() => undefined);
      }
    },
    [rowOf, store, ids, load],
  );

  const cache = useRef(new Map<number, Cached>());
  const spansCache = useRef(new Map<number, { sources: readonly (GuideWindowState | undefined)[]; spans: TimeRange[] }>());
  const blocks = useMemo(() => blocksCovering(range.start, range.end), [range.start, range.end]);
  const sourcesOf = useCallback(
    (chunk: number) => blocks.map((block) => windows[guideWindowKey(blockRequest(ids, chunk, block))]),
    [blocks, windows, ids],
  );
  const recordable = useMemo(() => new Map(channels.map((c) => [c.id, c.recordable])), [channels]);

  /** A row's programmes for the day; undefined until any of its blocks has arrived. The same array while its data is the same. */
  const programmesFor = useCallback(
    (channelId: number): GuideProgramme[] | undefined => {
      const row = rowOf.get(channelId);
      if (row === undefined) return undefined;
      const sources = sourcesOf(Math.floor(row / CHANNEL_CHUNK));
      const previous = cache.current.get(channelId);
      if (previous && previous.marksOf === marksOf && previous.sources.length === sources.length && previous.sources.every((s, i) => s === sources[i])) {
        return previous.list;
      }
      const arrived = sources.filter(hasArrived);
      const list = arrived.length === 0
        ? undefined
        : mergeProgrammes(arrived.map((s) => s.data[channelId] ?? [])).map((p) => toGuideProgramme(p, marksOf(p), recordable.get(channelId) ?? true));
      cache.current.set(channelId, { sources, marksOf, list });
      return list;
    },
    [rowOf, sourcesOf, marksOf, recordable],
  );

  /**
   * The spans of a row whose blocks have arrived (a failed one counts: it shows as having no information until it
   * is asked for again); the grid shows "Loading programmes…" over the rest. The same array while they are the same.
   */
  const loadedSpansFor = useCallback(
    (channelId: number): TimeRange[] | undefined => {
      const row = rowOf.get(channelId);
      if (row === undefined) return undefined;
      const chunk = Math.floor(row / CHANNEL_CHUNK);
      const sources = sourcesOf(chunk);
      const previous = spansCache.current.get(chunk);
      if (previous && previous.sources.length === sources.length && previous.sources.every((s, i) => s === sources[i])) return previous.spans;
      const spans = blocks.filter((_, i) => hasArrived(sources[i])).map((block) => ({ start: block, end: block + BLOCK_SECONDS }));
      spansCache.current.set(chunk, { sources, spans });
      return spans;
    },
    [rowOf, sourcesOf, blocks],
  );

  return { programmesFor, loadedSpansFor, onVisibleRangeChange };
}

/** A block's answer is in (loaded, or failed and not being asked for again yet). */
function hasArrived(state: GuideWindowState | undefined): state is GuideWindowState {
  return state !== undefined && (state.currentTime !== null || !state.isLoading);
}
