// useRecordingsFeed.ts — the user's recordings for a page: fetched fresh on arrival, then followed while the page waits on one.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Recording } from '../../api';
import { loadChannelsAtom } from '../shared/lineup';
import { loadRecordingsAtom, recordingsStateAtom } from '../shared/recordings';

/** How often progress is refreshed while something records: often enough to see it move, cheap for the provider. */
export const POLL_MS = 5000;

/**
 * The recordings state, loaded fresh (a finished recording's stream URL is signed, and statuses move on) with the
 * channels that label them. While `isWaitingOn(recordings)` holds, it is fetched again every POLL_MS.
 */
export function useRecordingsFeed(isWaitingOn: (recordings: readonly Recording[]) => boolean) {
  const state = useAtomValue(recordingsStateAtom);
  const load = useSetAtom(loadRecordingsAtom);
  const loadChannels = useSetAtom(loadChannelsAtom);
  const isFollowing = isWaitingOn(state.data.recordings);

  useEffect(() => {
    const controller = new AbortController();
    void loadChannels({ signal: controller.signal });
    void load({ fresh: true, signal: controller.signal });
    return () => controller.abort();
  }, [load, loadChannels]);

  useEffect(() => {
    if (!isFollowing) return;
    const timer = setInterval(() => void load({ fresh: true }), POLL_MS);
    return () => clearInterval(timer);
  }, [isFollowing, load]);

  return state;
}
