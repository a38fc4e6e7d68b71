// CategoryFilter.css.ts — pill chips in one scrolling row; the chosen one is solid accent with a check of weight, not colour alone.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const nav = style({ minWidth: 0 });

// One row that scrolls sideways on narrow screens; padding keeps the focus ring inside the scroller.
export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
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
});

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
