// instantZap.ts — the viewer's choice to keep the next channels ready (on unless turned off), stored on this device and followed across tabs.
import { atom } from 'jotai';
import { readItem, STORAGE_KEYS, writeItem } from '../../api/storage';

/** The stored item: another tab's change to it arrives as a storage event. */
export const INSTANT_ZAP_STORAGE_KEY = STORAGE_KEYS.instantZap;

const storedChoice = () => readItem(STORAGE_KEYS.instantZap) !== 'off';

const instantZapStateAtom = atom(storedChoice());

/** Whether channels are kept warm for an instant change (it costs data and some CPU). */
export const instantZapAtom = atom((get) => get(instantZapStateAtom));

export const setInstantZapAtom = atom(null, (_get, set, on: boolean) => {
  writeItem(STORAGE_KEYS.instantZap, on ? 'on' : 'off');
  set(instantZapStateAtom, on);
});

/** Re-reads the stored choice (another tab changed it). */
export const syncInstantZapAtom = atom(null, (_get, set) => set(instantZapStateAtom, storedChoice()));
