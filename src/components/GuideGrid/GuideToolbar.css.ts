// GuideToolbar.css.ts — day chips in a scrolling row, then the now button and any filters.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// A wrapping Inline; minWidth 0 lets the day picker scroll instead of widening the page.
export const root = style({ minWidth: 0 });

export const days = style({
  display: 'flex',
  margin: 0,
  border: 0,
  minInlineSize: 0,
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  padding: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

// Its name above its date, centred (a stackClass: a flex item of the row, so flex and inline-flex lay out alike).
export const day = style({
  flexShrink: 0,
  minWidth: '72px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
  },
});

export const dayName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const dayDate = style({ fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' });

export const now = style({ flexShrink: 0 });
export const extra = style({ flex: '1 1 240px', minWidth: 0 });
