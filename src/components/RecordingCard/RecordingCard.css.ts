// RecordingCard.css.ts — a row card: text on the left, the remove action on the right.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The row, its padding, corners and surface are the Box's sprinkles; only the edge is drawn here.
export const card = style({ border: `1px solid ${vars.color.border}` });
// The text stack takes the room the action leaves; minWidth 0 lets long titles wrap inside it.
export const main = style({ flex: '1 1 auto', minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, minWidth: 0, overflowWrap: 'anywhere' });
export const titleLink = style({ textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
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
export const percent = style({ fontVariantNumeric: 'tabular-nums', minWidth: '3ch' });
export const actions = style({ flexShrink: 0 });
