// CategoryFilter.css.ts — pill chips in one scrolling row; the chosen one is solid accent with a check of weight, not colour alone.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { buttonLink } from '../theme/patterns.css';

export const nav = style({ minWidth: 0 });

// One row (an Inline that does not wrap) that scrolls sideways on narrow screens; padding keeps the focus ring inside the scroller.
export const list = style({
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  // TV mode's ring (6px, 4px out: tvMode.css.ts) reaches further than the padding above; the row pads for it.
  selectors: { ':root[data-tv] &': { padding: vars.space.sm } },
});

// The button-like link's shape, as a pill: quieter when not chosen, solid accent when it is.
export const chip = style([
  buttonLink,
  {
    minHeight: '36px',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    // Restated: the Link's own tone may load after the pattern.
    color: vars.color.text,
    textDecoration: 'none',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong, color: vars.color.text, textDecoration: 'none' },
      '&[aria-current="page"], &[aria-pressed="true"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
        fontWeight: vars.fontWeight.bold,
      },
      '&[aria-current="page"]:hover, &[aria-pressed="true"]:hover': { color: vars.color.accentText, background: vars.color.accentHover },
    },
  },
]);

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
