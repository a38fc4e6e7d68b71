// ThemeLayer.test.tsx — the theme layer in a real browser: toggling stores the choice and sets the root attribute.
import { Provider, createStore, useAtomValue, useSetAtom } from 'jotai';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeLayer } from '../../src/app/layouts/ThemeLayer';
import { setThemeAtom, themeAtom, toggleThemeAtom } from '../../src/features/theme/atoms';

function Toggle() {
  const theme = useAtomValue(themeAtom);
  const toggle = useSetAtom(toggleThemeAtom);
  return (
    <button type="button" onClick={toggle}>
      Theme is {theme}
    </button>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => document.documentElement.removeAttribute('data-theme'));

test('toggling stores ftv_theme and sets data-theme on <html>', async () => {
  const store = createStore();
  store.set(setThemeAtom, 'dark');
  const screen = await render(
    <Provider store={store}>
      <ThemeLayer>
        <Toggle />
      </ThemeLayer>
    </Provider>,
  );
  await expect.element(screen.getByRole('button')).toHaveTextContent('Theme is dark');
  expect(document.documentElement.getAttribute('data-theme')).toBe('dark');

  await screen.getByRole('button').click();
  await expect.element(screen.getByRole('button')).toHaveTextContent('Theme is light');
  expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  expect(localStorage.getItem('ftv_theme')).toBe('light');
});

test('the theme variables follow the attribute: light and dark backgrounds differ', async () => {
  await import('../../src/components/theme/styles');
  const store = createStore();
  store.set(setThemeAtom, 'light');
  const light = getComputedStyle(document.body).backgroundColor;
  store.set(setThemeAtom, 'dark');
  const dark = getComputedStyle(document.body).backgroundColor;
  expect(light).not.toBe(dark);
  expect(getComputedStyle(document.documentElement).getPropertyValue('--ftv-color-background').trim()).toBe('#0b0e14');
});
