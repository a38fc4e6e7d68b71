// tvModeAtoms.ts — the 10-foot layout's state: the choice stored on this device (a TV's choice is not the phone's), what the screen looks like, and the attribute on <html> that follows both.
import { atom } from 'jotai';
import { readItem, STORAGE_KEYS, writeItem } from '../../api/storage';
import { isTvMode, looksLikeTv, parseTvModeChoice, TV_ATTRIBUTE, TV_SCREEN_QUERY, type TvModeChoice } from './tvMode';

/** The stored item: another tab's change to it arrives as a storage event. */
export const TV_MODE_STORAGE_KEY = STORAGE_KEYS.tvMode;

const hasWindow = typeof window !== 'undefined';
const storedChoice = () => parseTvModeChoice(readItem(STORAGE_KEYS.tvMode));
/** The screen as "automatic" sees it (tvMode.ts), where the page can ask. */
export const screenLooksLikeTv = () => hasWindow && typeof window.matchMedia === 'function' && looksLikeTv(window.matchMedia(TV_SCREEN_QUERY).matches, navigator.maxTouchPoints ?? 0);

const choiceStateAtom = atom<TvModeChoice>(hasWindow ? storedChoice() : 'auto');
const looksLikeTvAtom = atom(screenLooksLikeTv());

export const tvModeChoiceAtom = atom((get) => get(choiceStateAtom));
/** Whether the 10-foot layout is on. */
export const tvModeAtom = atom((get) => isTvMode(get(choiceStateAtom), get(looksLikeTvAtom)));

/** Puts the layout's attribute on <html> (or takes it off). */
export function applyTvMode(on: boolean): void {
  if (typeof document === 'undefined') return;
  if (on) document.documentElement.setAttribute(TV_ATTRIBUTE, '');
  else document.documentElement.removeAttribute(TV_ATTRIBUTE);
}

export const setTvModeChoiceAtom = atom(null, (_get, set, choice: TvModeChoice) => {
  writeItem(STORAGE_KEYS.tvMode, choice);
  set(choiceStateAtom, choice);
});

/** Re-reads the stored choice (another tab changed it) and the screen (it was resized, a mouse came or went). */
export const syncTvModeAtom = atom(null, (_get, set) => {
  set(choiceStateAtom, storedChoice());
  set(looksLikeTvAtom, screenLooksLikeTv());
});
