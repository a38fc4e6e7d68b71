// recordings.ts — the user's recordings and storage, scheduling and removing (the API caches the list 5 minutes): the recordings pages, the guide and the player's channel guide all record.
import { atom } from 'jotai';
import { isRecorded, type Programme, type Recording, type RecordingsList } from '../../api';
import { apiClientAtom, onSessionChange } from '../session/atoms';
import { idle, loadInto, runAction, type ActionResult, type Resource } from './action';

export { isRecorded };

const EMPTY: RecordingsList = { userStorage: { total: 0, recorded: 0, available: 0 }, recordings: [], trash: [] };

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
  // Fresh: a finished recording went to the trash, which the cached list does not know.
  if (result.ok) await set(loadRecordingsAtom, { fresh: true });
  return result;
});

/** Whether a programme is recorded, by the rule of docs/client.md#recorded-programmes, against the loaded recordings. */
export const isProgrammeRecordedAtom = atom((get) => {
  const recordings = get(recordingsAtom);
  return (programme: Pick<Programme, 'channelId' | 'start' | 'length'>) => isRecorded(programme, recordings);
});

export const restoreRecordingAtom = atom(null, async (get, set, recordingId: number): Promise<ActionResult<Recording>> => {
  const result = await runAction(set, () => get(apiClientAtom).dvr.restore(recordingId), { success: 'Recording restored' });
  if (result.ok) await set(loadRecordingsAtom, { fresh: true });
  return result;
});

export const protectRecordingAtom = atom(null, async (get, set, recordingId: number, isProtected: boolean): Promise<ActionResult<Recording>> => {
  const result = await runAction(set, () => get(apiClientAtom).dvr.protect(recordingId, isProtected), {
    success: isProtected ? 'Recording protected: its rule keeps it' : 'Recording no longer protected',
  });
  if (result.ok) await set(loadRecordingsAtom, { fresh: true });
  return result;
});
