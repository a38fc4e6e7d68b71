// useTvMode.ts — keeps <html>'s 10-foot attribute with the choice and the screen: at start, on another tab's choice, and when the screen changes (a window resized, a mouse plugged in).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { useStorageSync } from '../shared/useStorageSync';
import { applyTvMode, syncTvModeAtom, TV_MODE_STORAGE_KEY, tvModeAtom } from './atoms';
import { TV_SCREEN_QUERY } from './tvMode';

export function useTvMode(): boolean {
  const on = useAtomValue(tvModeAtom);
  const sync = useSetAtom(syncTvModeAtom);
  useStorageSync(TV_MODE_STORAGE_KEY, sync);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(TV_SCREEN_QUERY);
    query.addEventListener('change', sync);
    return () => query.removeEventListener('change', sync);
  }, [sync]);
  // Before paint: the first frame is already at its size.
  useLayoutEffect(() => applyTvMode(on), [on]);
  return on;
}
