// useRecordActions.ts — record / cancel from the guide: loads the user's recordings, marks programmes, tracks what is in flight.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Programme } from '../../api';
import type { GuideProgramme } from '../../components/GuideGrid';
import { isAuthenticatedAtom } from '../session/atoms';
import { isProgrammeRecordedAtom, loadRecordingsAtom, recordingsAtom, recordProgrammeAtom, removeRecordingAtom } from '../shared/recordings';
import { recordingFor } from './guideView';

export const LOGIN_TO_RECORD = 'Log in to record programmes.';

export function useRecordActions() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const recordings = useAtomValue(recordingsAtom);
  const isRecorded = useAtomValue(isProgrammeRecordedAtom);
  const loadRecordings = useSetAtom(loadRecordingsAtom);
  const record = useSetAtom(recordProgrammeAtom);
  const remove = useSetAtom(removeRecordingAtom);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!isAuthenticated) return;
    const controller = new AbortController();
    void loadRecordings({ signal: controller.signal });
    return () => controller.abort();
  }, [isAuthenticated, loadRecordings]);

  const keyOf = (p: GuideProgramme) => `${p.channelId}:${p.id}:${p.start}`;
  const track = useCallback(async (p: GuideProgramme, work: () => Promise<unknown>) => {
    const key = keyOf(p);
    setBusy((current) => new Set(current).add(key));
    try {
      await work();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  }, []);

  const onRecord = useCallback(
    (p: GuideProgramme) => track(p, () => record({ channelId: p.channelId, id: Number(p.id), start: p.start })),
    [record, track],
  );
  const onCancelRecording = useCallback(
    (p: GuideProgramme) =>
      track(p, async () => {
        const found = recordingFor(p, recordings);
        if (found) await remove(found.id);
      }),
    [recordings, remove, track],
  );

  /** docs/client.md#recorded-programmes: recorded when a recording has the same channel, start and length. */
  const isProgrammeRecorded = useCallback((p: Pick<Programme, 'channelId' | 'start' | 'length'>) => isRecorded(p), [isRecorded]);

  return {
    isAuthenticated,
    recordings,
    isProgrammeRecorded,
    onRecord,
    onCancelRecording,
    isBusy: (p: GuideProgramme) => busy.has(keyOf(p)),
    recordUnavailableReason: isAuthenticated ? undefined : LOGIN_TO_RECORD,
  };
}
