// RecordingCard.css.ts — a row card: text on the left, the remove action on the right.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const main = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, minWidth: 0, overflowWrap: 'anywhere' });
export const titleLink = style({ textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
// The native <progress>, redrawn on the theme.
export const bar = style({
  appearance: 'none',
  flex: '1 1 auto',
  height: '6px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken, borderRadius: vars.radius.full },
    '&::-webkit-progress-value': { background: vars.color.live, borderRadius: vars.radius.full },
    '&::-moz-progress-bar': { background: vars.color.live, borderRadius: vars.radius.full },
  },
});
export const percent = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', minWidth: '3ch' });
export const note = recipe({
  base: { margin: 0, fontSize: vars.fontSize.sm },
  variants: { failed: { true: { color: vars.color.critical }, false: { color: vars.color.textMuted } } },
});
export const actions = style({ flexShrink: 0 });
