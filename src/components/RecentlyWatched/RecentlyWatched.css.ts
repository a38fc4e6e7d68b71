// RecentlyWatched.css.ts — a snapping row of compact tiles; the scroller pads for focus rings.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// A Stack of the header row and the tiles; minWidth 0 lets the row scroll instead of widening its parent.
export const root = style({ minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const row = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.xs,
  scrollbarWidth: 'thin',
  // TV mode's ring (6px, 4px out: tvMode.css.ts) reaches further than the padding above; the row pads for it.
  selectors: { ':root[data-tv] &': { padding: vars.space.sm, scrollPaddingInline: vars.space.sm } },
});

// 240px in steps of the space scale, so a tile grows with TV mode's 1.5× type instead of cutting its names short.
export const item = style({ flex: `0 0 calc(15 * ${vars.space.lg})`, scrollSnapAlign: 'start', minWidth: 0 });

export const tile = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.md,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, background ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised, textDecoration: 'none' },
  },
});

// The name and now lines (a Stack) may shrink, so the Text recipe's truncation can cut them.
export const text = style({ minWidth: 0 });

export const number = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({ position: 'absolute', left: 0, right: 0, bottom: 0, height: '3px', background: vars.color.border });
export const fill = style({ display: 'block', height: '100%', background: vars.color.accent });
