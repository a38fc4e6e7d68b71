// PlanCard.css.ts — a plan as a tall card: name and status, a large price, features, groups, the action pinned to the bottom.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { plainList, surfacePanel } from '../theme/patterns.css';

export const card = recipe({
  base: [surfacePanel, { height: '100%', minWidth: 0, padding: vars.space.xl, color: vars.color.text, boxShadow: vars.elevation.low }],
  variants: {
    status: {
      available: {},
      // A second, thicker edge marks the user's plan without relying on the badge's colour alone.
      current: { borderColor: vars.color.success, boxShadow: `inset 0 0 0 1px ${vars.color.success}` },
      included: {},
    },
  },
  defaultVariants: { status: 'available' },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const price = style({ margin: 0, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.xxs });
export const amount = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, letterSpacing: '-0.01em' });
export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'pre' });

export const description = style({ overflowWrap: 'anywhere' });

/** The features one under another (a Stack). */
export const features = plainList;
export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere', minWidth: 0 });
export const featureIcon = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.success });

/** A small caps-style label over the groups (its size, weight and tone are Text's). */
export const groupsLabel = style({ textTransform: 'uppercase', letterSpacing: '0.06em' });
export const groupList = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }]);

// Pushed to the bottom so the buttons of a row of cards line up whatever their content.
export const footer = style({ marginTop: 'auto', paddingTop: vars.space.sm });
