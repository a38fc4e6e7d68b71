// Tabs.css.ts — a row of tabs over a panel; the selected tab carries a bar, not just a colour.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The tab list over its panel, a Stack with no space between; it may shrink in a grid or flex parent. */
export const root = style({ minWidth: 0 });

// Scrolls sideways rather than wrapping, so a narrow screen keeps one row of tabs.
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  minHeight: '44px',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.duration.fast} ${vars.easing.standard}, background ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    // Inset by the ring's own width, because the scrolling tab list would clip a ring drawn outside the tab (TV
    // mode's ring is twice as wide: inset by 3px, half of it was cut off).
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { color: vars.color.text },
    // The selected bar: a shape under the label, visible without telling colours apart.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.sm,
      bottom: 0,
      height: '3px',
      borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
      background: 'transparent',
      transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
    },
    '&[aria-selected="true"]::after': { background: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const panel = style({
  paddingBlock: vars.space.lg,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});
