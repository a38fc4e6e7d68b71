// atoms.ts — the theme state: initialised from storage/system at start, set = store + apply.
import { atom } from 'jotai';
// The storage module alone: the theme runs at start, the API client loads later (AuthLayer).
import { STORAGE_KEYS, readItem, writeItem } from '../../api/storage';
import { resolveTheme, THEME_ATTRIBUTE, type Theme } from './resolveTheme';

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

/** Follows the system preference only while the viewer has not chosen a theme. */
export const followSystemThemeAtom = atom(null, (_get, set) => {
  if (readItem(STORAGE_KEYS.theme) !== null) return;
  const theme = resolveTheme(STORAGE_KEYS.theme);
  applyTheme(theme);
  set(currentThemeAtom, theme);
});
