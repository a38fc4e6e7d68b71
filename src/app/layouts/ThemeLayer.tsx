// ThemeLayer.tsx — the outermost layer: applies the theme at start, follows the system until one is chosen, and other tabs' choices; the same for TV mode (the 10-foot layout).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { applyTheme, syncThemeAtom, THEME_STORAGE_KEY, themeAtom } from '../../features/theme/atoms';
import { useTvMode } from '../../features/tvMode/useTvMode';

export function ThemeLayer({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  const syncTheme = useSetAtom(syncThemeAtom);
  useTvMode();

  // index.html already set the attribute before first paint; this keeps it in step with the atom.
  useEffect(() => applyTheme(theme), [theme]);

  // The system preference counts only while no theme is stored; a theme chosen in another tab applies here too.
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: light)');
    const onChange = () => syncTheme();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === THEME_STORAGE_KEY) syncTheme();
    };
    query.addEventListener('change', onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      query.removeEventListener('change', onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [syncTheme]);

  return children;
}
