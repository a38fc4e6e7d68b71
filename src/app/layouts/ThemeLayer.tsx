// ThemeLayer.tsx — the outermost layer: applies the theme at start and follows the system until one is chosen.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { applyTheme, followSystemThemeAtom, themeAtom } from '../../features/theme/atoms';

export function ThemeLayer({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  const followSystem = useSetAtom(followSystemThemeAtom);

  // index.html already set the attribute before first paint; this keeps it in step with the atom.
  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: light)');
    const onChange = () => followSystem();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [followSystem]);

  return children;
}
