// contract.css.ts — the theme contract: every value a component may read, themed per light/dark.
import { createGlobalThemeContract } from '@vanilla-extract/css';

/** CSS variables are named `--ftv-…` so the app, Storybook and tests can read them by name. */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null, // the page
      surface: null, // cards, header, panels
      surfaceRaised: null, // menus, dialogs, toasts
      surfaceSunken: null, // inputs, wells
      border: null,
      borderStrong: null,
      text: null,
      textMuted: null,
      textInverse: null,
      accent: null, // primary actions, selection
      accentHover: null,
      accentText: null, // text on accent
      focus: null, // focus ring
      live: null, // the live indicator
      success: null,
      successSurface: null,
      warning: null,
      warningSurface: null,
      critical: null,
      criticalSurface: null,
      info: null,
      infoSurface: null,
      premium: null,
      overlay: null, // scrim behind dialogs
      skeleton: null,
    },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    radius: { none: null, sm: null, md: null, lg: null, xl: null, full: null },
    font: { body: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
    fontWeight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null, relaxed: null },
    elevation: { none: null, low: null, medium: null, high: null },
    duration: { instant: null, fast: null, normal: null, slow: null },
    easing: { standard: null, enter: null, exit: null },
    zIndex: { base: null, sticky: null, header: null, overlay: null, dialog: null, toast: null },
    /** The focus ring's width: thicker in TV mode, where it is a remote's only cursor. */
    focusRing: { width: null },
  },
  (_value, path) => `ftv-${path.join('-')}`,
);
