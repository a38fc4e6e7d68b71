// vite-theme-boot.ts — Vite plugin: inlines the theme resolver into <head> so no wrong theme flashes.
import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '../src/api/storage.ts';
import { resolveTheme, THEME_ATTRIBUTE } from '../src/features/theme/resolveTheme.ts';

export function themeBootPlugin(): Plugin {
  const script =
    `document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},` +
    `(${resolveTheme.toString()})(${JSON.stringify(STORAGE_KEYS.theme)}));`;
  return {
    name: 'ftv-theme-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
    },
  };
}
