// trackChoice.ts — the viewer's captions and sound choice (captions, languages, audio description, caption size), stored on this device like the theme and followed across tabs.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { readItem, STORAGE_KEYS, writeItem } from '../../api/storage';
import type { TrackChoice } from '../../components/Player';
import { parseTrackChoice } from '../../media/tracks';
import { useStorageSync } from '../shared/useStorageSync';

/** The stored item: another tab's change to it arrives as a storage event. */
export const TRACK_CHOICE_STORAGE_KEY = STORAGE_KEYS.trackChoice;

function storedChoice(): TrackChoice {
  const raw = readItem(STORAGE_KEYS.trackChoice);
  try {
    return parseTrackChoice(raw === null ? null : JSON.parse(raw));
  } catch {
    // A hand-edited item that is not JSON is no choice at all, never a broken player.
    return parseTrackChoice(null);
  }
}

const trackChoiceStateAtom = atom<TrackChoice>(storedChoice());

export const trackChoiceAtom = atom((get) => get(trackChoiceStateAtom));

/** A change from the player's controls: stored (so the next channel, a reload and other tabs have it) and applied. */
export const updateTrackChoiceAtom = atom(null, (get, set, change: (choice: TrackChoice) => TrackChoice) => {
  const next = change(get(trackChoiceStateAtom));
  writeItem(STORAGE_KEYS.trackChoice, JSON.stringify(next));
  set(trackChoiceStateAtom, next);
});

/** Re-reads the stored choice (another tab changed it). */
export const syncTrackChoiceAtom = atom(null, (_get, set) => set(trackChoiceStateAtom, storedChoice()));

/** The choice, following other tabs' changes. */
export function useTrackChoice(): TrackChoice {
  const choice = useAtomValue(trackChoiceAtom);
  useStorageSync(TRACK_CHOICE_STORAGE_KEY, useSetAtom(syncTrackChoiceAtom));
  return choice;
}
