// resolveTheme.ts — docs/client.md#theme: the stored theme, else the system preference, else dark.

export type Theme = 'light' | 'dark';

/**
 * Self-contained on purpose: the build serialises this function into index.html so the theme is
 * applied before first paint, and the app calls the very same function when it starts.
 */
export function resolveTheme(storageKey: string): Theme {
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage blocked: fall through to the system preference.
  }
  if (typeof window.matchMedia === 'function') {
    if (window.matchMedia('(prefers-color-scheme: light)').matches) return 'light';
    if (window.matchMedia('(prefers-color-scheme: dark)').matches) return 'dark';
  }
  return 'dark';
}

export const THEME_ATTRIBUTE = 'data-theme';
