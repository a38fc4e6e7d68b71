// CheckoutContainer.css.ts — the order beside the card form on wide screens (order first when stacked).
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme';
import { breakpoints } from '../../components/theme/tokens';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateAreas: '"summary" "payment"',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: `minmax(0, calc(32 * ${vars.space.lg})) minmax(calc(16 * ${vars.space.lg}), calc(22 * ${vars.space.lg}))`,
      gridTemplateAreas: '"payment summary"',
    },
  },
});

export const summary = style({
  gridArea: 'summary',
  '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { position: 'sticky', top: vars.space.xxxl } },
});

// The card form's panel; its title above the form is a Stack.
export const payment = style({
  gridArea: 'payment',
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { '(max-width: 480px)': { padding: vars.space.lg } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const inviteActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.lg });
