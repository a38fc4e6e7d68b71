// useTvMode.ts — keeps <html>'s 10-foot attribute with the choice and the screen (at start, on another tab's choice, when the screen changes), and in TV mode drives focus by the remote's keys (spatialNavigation.ts) and keeps it on a control (focusKeeper.ts).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { useStorageSync } from '../shared/useStorageSync';
import { applyTvMode, syncTvModeAtom, TV_MODE_STORAGE_KEY, tvModeAtom } from '../shared/tvModeAtoms';
import { TV_SCREEN_QUERY } from '../shared/tvMode';

/** Back with nothing open: the page before within the app (react-router numbers its entries); on the first, nothing (a TV app's Back there would leave it). */
function goBackInApp() {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) window.history.back();
}

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
  // On the window: after the page's own handlers (React's on the root, the watch page's on the document), so a key they
  // used (a zap, a grid's move, a dialog's Escape) is not used again.
  // Its code (and LRUD's) only once TV mode is on: a desktop's first load does not carry it.
  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('./remote').then(({ startRemote }) => {
      if (!left) stop = startRemote({ goBack: goBackInApp });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [on]);
  return on;
}
