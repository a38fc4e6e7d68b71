// modes.ts (.storybook) — the Chromatic modes: each theme at the story's own size, each theme on a phone, and each theme in TV mode at 1080p.
//
// One list of pictures for Chromatic and for the offline run. preview.tsx gives every story the `dark` and
// `light` modes (`parameters.chromatic.modes`); a story whose layout is the phone's swaps them for the phone
// modes (`phoneModes`), and a story that only tests behaviour sets `parameters.chromatic.disableSnapshot`.
// Chromatic snapshots each enabled mode. The local harness (tests/visual) asks the built Storybook for every
// story's `parameters.chromatic` and takes one screenshot per enabled mode: it renders the story with the mode's
// globals (`theme`, `viewport.value`), at the mode's viewport preset, or else the story's own `globals.viewport`,
// as Chromatic does. The first mode of each theme is compared with `<theme>-<story id>.png`, any further one
// with `<mode name>-<story id>.png`.
// One difference: a mode without a viewport is 1200×900 in Chromatic and 800×600 in the harness.
import type { ViewportName } from './viewports';

interface Mode {
  theme: 'dark' | 'light';
  /** A preset of viewports.ts, by its key: Chromatic sizes its browser to it, the harness its page. */
  viewport?: ViewportName;
  /** The 10-foot layout (`data-tv` on <html>, as the app's TV mode sets it). */
  tv?: 'on';
}

export const allModes = {
  dark: { theme: 'dark' },
  light: { theme: 'light' },
  'dark phone': { theme: 'dark', viewport: 'phone' },
  'light phone': { theme: 'light', viewport: 'phone' },
  'dark tv': { theme: 'dark', viewport: 'tv', tv: 'on' },
  'light tv': { theme: 'light', viewport: 'tv', tv: 'on' },
} as const satisfies Record<string, Mode>;

/** The project's modes, set in preview.tsx: every story in both themes. */
export const defaultModes = { dark: allModes.dark, light: allModes.light };

/**
 * For a story whose layout is the phone's (it sets `globals.viewport` to 'phone'): both themes at the phone's
 * size, in place of the project's modes (Chromatic stacks modes; `disable` drops an inherited one).
 */
export const phoneModes = {
  dark: { disable: true },
  light: { disable: true },
  'dark phone': allModes['dark phone'],
  'light phone': allModes['light phone'],
} as const;

/** For a story of the 10-foot layout (TV mode, at 1080p): both themes so, in place of the project's modes. */
export const tvModes = {
  dark: { disable: true },
  light: { disable: true },
  'dark tv': allModes['dark tv'],
  'light tv': allModes['light tv'],
} as const;
