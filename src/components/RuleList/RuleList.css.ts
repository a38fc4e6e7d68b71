// RuleList.css.ts — rule cards in a numbered column: the priority and reorder controls down the left, the rule beside them; the card being dragged lifts.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { moveColumn, orderedCard, plainList, positionBadge } from '../theme/patterns.css';

export const list = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

// Positioned so the dragged card can be raised above the ones it passes.
export const item = recipe({
  base: { position: 'relative', listStyle: 'none' },
  variants: {
    dragging: {
      true: { zIndex: 1 },
      false: {},
    },
  },
});

export const card = recipe({
  base: orderedCard,
  variants: {
    dragging: { true: { boxShadow: vars.elevation.high, borderColor: vars.color.borderStrong }, false: {} },
    // A paused rule books nothing new: its edge is dashed, beside the Paused badge (not colour alone).
    paused: { true: { borderStyle: 'dashed', borderColor: vars.color.borderStrong }, false: {} },
  },
});

export const reorder = moveColumn;

export const priority = positionBadge;

// The drag handle: an IconButton's look, with a grab cursor, and no touch scrolling so a finger can drag it.
export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 32px as space.xxl, so the box grows with TV mode's 1.5× icon (its 18px icon is 27px there, and filled a 32px box).
  width: vars.space.xxl,
  height: vars.space.xxl,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[aria-pressed="true"]': { cursor: 'grabbing', background: vars.color.surfaceSunken, borderColor: vars.color.accent },
  },
});

export const main = style({ minWidth: 0 });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({ paddingTop: vars.space.xs });

export const chevron = recipe({
  base: { transition: `transform ${vars.duration.fast} ${vars.easing.standard}` },
  variants: { open: { true: { transform: 'rotate(180deg)' }, false: {} } },
});

export const airings = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
