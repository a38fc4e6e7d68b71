// Sparkline.css.ts — the small charts: a sunken well as wide as their column, the line in the accent (muted when off), availability cells in the success, warning and critical tones.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const chart = style({
  display: 'block',
  width: '100%',
  height: '32px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  // The strokes may reach the edge; the well's rounded corners clip them, not the box.
  overflow: 'hidden',
});

/** The line's colour, which its area and end dot take as currentColor. */
export const tone = styleVariants({
  accent: { color: vars.color.accent },
  muted: { color: vars.color.textMuted },
});

export const line = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinejoin: 'round', strokeLinecap: 'round' });

export const area = style({ fill: 'currentColor', fillOpacity: 0.18, stroke: 'none' });

export const dot = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 5, strokeLinecap: 'round' });

/** No data at all: a dashed line across the middle. */
export const empty = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: '3 3' });

export const cell = styleVariants({
  up: { fill: vars.color.success },
  partial: { fill: vars.color.warning },
  down: { fill: vars.color.critical },
  none: { fill: vars.color.borderStrong },
});
