// tokens.ts — the raw design values both themes share (space, radius, type, motion, layers, breakpoints).
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' } as const;

/** Type scale: a ~1.2 ratio around 16px, tuned for reading at TV distance on a laptop. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.5rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const lineHeight = { tight: '1.2', normal: '1.5', relaxed: '1.7' } as const;
export const fontFamily = {
  body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  // Bundled first (fonts.ts): the system monospace fonts after it differ from machine to machine.
  mono: "'IBM Plex Mono', ui-monospace, 'SFMono-Regular', Menlo, monospace",
} as const;

export const duration = { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' } as const;
export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

/** Stacking order: named so overlays never fight over magic numbers. */
export const zIndex = { base: '0', sticky: '100', header: '200', overlay: '300', dialog: '400', toast: '500' } as const;

/** Breakpoints in px: phone-first; `tablet` and `desktop` are min-widths, `tv` for 10-foot screens. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 1100, tv: 1800 } as const;

/** The focus ring (3px; TV mode's is 6px, components/theme/tvMode.css.ts). */
export const focusRing = { width: '3px' } as const;
