// useAppUpdateNotice.ts — registers the service worker and, when a new build took over at this start, says "FTV was updated." in a toast.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { readItem, writeItem } from '../../api/storage';
import { notifyAtom } from '../../features/notifications/atoms';
import { noteBuild } from './buildChange';
import { registerServiceWorker } from './registerServiceWorker';

export const UPDATED_MESSAGE = 'FTV was updated.';
/** A performance mark set once this start's build has been checked (a waterfall shows it; a test waits for it). */
export const BUILD_CHECKED_MARK = 'ftv start build checked';

let registered = false;

export function useAppUpdateNotice() {
  const notify = useSetAtom(notifyAtom);
  useEffect(() => {
    // Once per page: StrictMode runs effects twice, and the layout may remount.
    if (registered) return;
    registered = true;
    // An info toast: role="status", announced politely, gone after 5 s.
    registerServiceWorker((build) => {
      if (noteBuild(build, { read: readItem, write: writeItem })) notify({ tone: 'info', message: UPDATED_MESSAGE });
      performance.mark(BUILD_CHECKED_MARK);
    });
  }, [notify]);
}
