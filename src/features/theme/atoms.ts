// atoms.ts — the theme state: initialised from storage/system at start, set = store + apply.
import { atom } from 'jotai';
// The storage module alone: the theme runs at start, the API client loads later (AuthLayer).
import { STORAGE_KEYS, writeItem } from '../../api/storage';
import { resolveTheme, THEME_ATTRIBUTE, type Theme } from './resolveTheme';

/** The stored item a theme choice lives in: another tab's change to it arrives as a storage event. */
export const THEME_STORAGE_KEY = STORAGE_KEYS.theme;

const hasDocument = typeof document !== 'undefined';

const currentThemeAtom = atom<Theme>(hasDocument ? resolveTheme(STORAGE_KEYS.theme) : 'dark');

export const themeAtom = atom((get) => get(currentThemeAtom));

export function applyTheme(theme: Theme): void {
  if (hasDocument) document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
}

/** Choosing a theme stores it (it then wins over the system preference) and applies it. */
export const setThemeAtom = atom(null, (_get, set, theme: Theme) => {
  writeItem(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
  set(currentThemeAtom, theme);
});

export const toggleThemeAtom = atom(null, (get, set) => {
  set(setThemeAtom, get(currentThemeAtom) === 'dark' ? 'light' : 'dark');
});

/**
 * Re-reads the theme: the stored choice wins, else the system preference (docs/client.md#theme). Runs when the
 * system preference changes and when another tab chose a theme (a storage event).
 */
export const syncThemeAtom = atom(null, (get, set) => {
  const theme = resolveTheme(STORAGE_KEYS.theme);
  if (theme === get(currentThemeAtom)) return;
  applyTheme(theme);
  set(currentThemeAtom, theme);
});
