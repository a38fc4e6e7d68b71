// recordings.ts — the user's recordings and storage, scheduling and removing (the API caches the list 5 minutes): the recordings pages, the guide and the player's channel guide all record.
import { atom } from 'jotai';
import { isRecorded, type Programme, type Recording, type RecordingsList } from '../../api';
import { apiClientAtom, onSessionChange } from '../session/atoms';
import { idle, loadInto, runAction, type ActionResult, type Resource } from './action';

export { isRecorded };

const EMPTY: RecordingsList = { userStorage: { total: 0, recorded: 0, available: 0 }, recordings: [] };

export const recordingsStateAtom = atom<Resource<RecordingsList>>(idle(EMPTY));
export const recordingsAtom = atom((get) => get(recordingsStateAtom).data.recordings);

export const resetRecordingsAtom = atom(null, (_get, set) => set(recordingsStateAtom, idle(EMPTY)));

// The recordings were the user's: they go with the login (the API clears its cache of them too).
onSessionChange('recordings', (change, _get, set) => {
  if (change.type === 'loggedOut') set(resetRecordingsAtom);
});

/** From the recordings cache while it is fresh (the login already filled it in the background). */
export const loadRecordingsAtom = atom(null, (get, set, { fresh = false, signal }: { fresh?: boolean; signal?: AbortSignal } = {}) =>
  loadInto(get, set, recordingsStateAtom, () => get(apiClientAtom).dvr.list({ fresh, signal })),
);

export const recordProgrammeAtom = atom(null, async (get, set, programme: Pick<Programme, 'channelId' | 'id' | 'start'>): Promise<ActionResult<Recording | null>> => {
  const client = get(apiClientAtom);
  const result = await runAction(set, () => client.dvr.add(programme), {
    success: 'Recording scheduled',
  });
  if (result.ok) await set(loadRecordingsAtom);
  return result;
});

export const removeRecordingAtom = atom(null, async (get, set, recordingId: number): Promise<ActionResult> => {
  const result = await runAction(set, () => get(apiClientAtom).dvr.remove(recordingId), { success: 'Recording removed' });
  if (result.ok) await set(loadRecordingsAtom);
  return result;
});

/** Whether a programme is recorded, by the rule of docs/client.md#recorded-programmes, against the loaded recordings. */
export const isProgrammeRecordedAtom = atom((get) => {
  const recordings = get(recordingsAtom);
  return (programme: Pick<Programme, 'channelId' | 'start' | 'length'>) => isRecorded(programme, recordings);
});
