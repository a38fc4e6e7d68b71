// useRecordActions.ts — record / cancel and remind from the guide: loads the user's recordings and reminders, marks programmes, tracks what is in flight.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Programme } from '../../api';
import type { GuideProgramme } from '../../components/GuideGrid';
import { isAuthenticatedAtom } from '../session/atoms';
import { loadRecordingsAtom, recordingsAtom, recordProgrammeAtom, removeRecordingAtom } from '../shared/recordings';
import { loadRemindersAtom, reminderForAtom, removeReminderAtom, setReminderAtom } from '../shared/reminders';
import { recordingFor, type ProgrammeMarks } from './guideView';

export const LOGIN_TO_RECORD = 'Log in to record programmes.';

export function useRecordActions() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const recordings = useAtomValue(recordingsAtom);
  const reminderFor = useAtomValue(reminderForAtom);
  const loadRecordings = useSetAtom(loadRecordingsAtom);
  const loadReminders = useSetAtom(loadRemindersAtom);
  const setReminder = useSetAtom(setReminderAtom);
  const removeReminder = useSetAtom(removeReminderAtom);
  const record = useSetAtom(recordProgrammeAtom);
  const remove = useSetAtom(removeRecordingAtom);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!isAuthenticated) return;
    const controller = new AbortController();
    void loadRecordings({ signal: controller.signal });
    void loadReminders({ signal: controller.signal });
    return () => controller.abort();
  }, [isAuthenticated, loadRecordings, loadReminders]);

  const keyOf = (p: GuideProgramme) => `${p.channelId}:${p.id}:${p.start}`;
  // A record and a reminder on the same programme are in flight apart: each button shows its own.
  const track = useCallback(async (p: GuideProgramme, work: () => Promise<unknown>, what: 'record' | 'remind' = 'record') => {
    const key = `${what}:${keyOf(p)}`;
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

  const onRemind = useCallback((p: GuideProgramme) => track(p, () => setReminder({ channelId: p.channelId, id: Number(p.id), start: p.start }), 'remind'), [setReminder, track]);
  const onCancelReminder = useCallback(
    (p: GuideProgramme) =>
      track(p, async () => {
        const found = reminderFor(p);
        if (found) await removeReminder(found.id);
      }, 'remind'),
    [reminderFor, removeReminder, track],
  );

  /** docs/client.md#recorded-programmes: recorded when a recording has the same channel, start and length; by a rule when a rule booked it. */
  const marksOf = useCallback(
    (p: Pick<Programme, 'channelId' | 'start' | 'length'>): ProgrammeMarks => {
      const recording = recordingFor({ channelId: p.channelId, start: p.start, end: p.start + p.length }, recordings);
      return { isRecorded: recording !== undefined, isSeriesRecording: recording?.ruleId != null, hasReminder: reminderFor(p) !== undefined };
    },
    [recordings, reminderFor],
  );

  return {
    isAuthenticated,
    recordings,
    marksOf,
    onRecord,
    onCancelRecording,
    onRemind,
    onCancelReminder,
    isBusy: (p: GuideProgramme) => busy.has(`record:${keyOf(p)}`),
    isReminderBusy: (p: GuideProgramme) => busy.has(`remind:${keyOf(p)}`),
    recordUnavailableReason: isAuthenticated ? undefined : LOGIN_TO_RECORD,
  };
}
