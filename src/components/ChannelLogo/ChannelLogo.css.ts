// ChannelLogo.css.ts — a rounded tile that letterboxes any logo shape; initials in the muted text colour.
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Tile sizes; `fill` takes its container's box (a card's banner). The list of names feeds the props. */
const sizes = {
  small: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
  medium: { width: '48px', height: '48px', fontSize: vars.fontSize.sm },
  large: { width: '72px', height: '72px', fontSize: vars.fontSize.lg },
  fill: { width: '100%', height: '100%', fontSize: vars.fontSize.xl, border: 'none', borderRadius: 0, background: 'transparent' },
};

export const tile = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
  },
  variants: { size: sizes },
  defaultVariants: { size: 'medium' },
});
export type ChannelLogoSize = NonNullable<NonNullable<RecipeVariants<typeof tile>>['size']>;
export const channelLogoSizes = Object.keys(sizes) as ChannelLogoSize[];

export const image = style({ display: 'block', width: '82%', height: '82%', objectFit: 'contain' });

export const initials = style({ letterSpacing: '0.04em' });
