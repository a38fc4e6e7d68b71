// theme.test.ts — the theme resolution order of docs/client.md#theme, with storage and media queries under the test's control.
import { afterEach, expect, test, vi } from 'vitest';
import { resolveTheme } from '../../src/features/theme/resolveTheme.ts';

function fakeWindow({ stored, system, storageThrows = false }: { stored?: string; system?: 'light' | 'dark'; storageThrows?: boolean }) {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === 'ftv_theme' ? (stored ?? null) : null;
      },
    },
    matchMedia: (query: string) => ({ matches: system !== undefined && query === `(prefers-color-scheme: ${system})` }),
  });
}

afterEach(() => vi.unstubAllGlobals());

test('a stored theme wins over the system preference', () => {
  fakeWindow({ stored: 'light', system: 'dark' });
  expect(resolveTheme('ftv_theme')).toBe('light');
  fakeWindow({ stored: 'dark', system: 'light' });
  expect(resolveTheme('ftv_theme')).toBe('dark');
});

test('without a stored theme, the system preference decides', () => {
  fakeWindow({ system: 'light' });
  expect(resolveTheme('ftv_theme')).toBe('light');
  fakeWindow({ system: 'dark' });
  expect(resolveTheme('ftv_theme')).toBe('dark');
});

test('with neither, the theme is dark', () => {
  fakeWindow({});
  expect(resolveTheme('ftv_theme')).toBe('dark');
});

test('a stored value that is not a theme, or blocked storage, is ignored', () => {
  fakeWindow({ stored: 'sepia', system: 'light' });
  expect(resolveTheme('ftv_theme')).toBe('light');
  fakeWindow({ storageThrows: true });
  expect(resolveTheme('ftv_theme')).toBe('dark');
});

test('the resolver is self-contained, so the build can inline it before first paint', () => {
  fakeWindow({ system: 'light' });
  const inlined = new Function(`return (${resolveTheme.toString()})("ftv_theme");`);
  expect(inlined()).toBe('light');
});
