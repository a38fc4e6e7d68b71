// FavouriteButton.css.ts — a heart toggle; pressed is filled in the live red, not just recoloured.
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { buttonBase } from '../theme/patterns.css';

export const button = recipe({
  base: [buttonBase, {
    flexShrink: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    transition: `background ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.text },
      '&[aria-pressed="true"]': { color: vars.color.live, borderColor: vars.color.live },
      '&[aria-busy="true"]': { cursor: 'progress' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  }],
  variants: {
    variant: {
      icon: { borderRadius: vars.radius.full, padding: 0 },
      button: { borderRadius: vars.radius.md },
    },
    size: {
      small: {},
      medium: {},
    },
  },
  compoundVariants: [
    { variants: { variant: 'icon', size: 'small' }, style: { width: '32px', height: '32px' } },
    { variants: { variant: 'icon', size: 'medium' }, style: { width: '40px', height: '40px' } },
    { variants: { variant: 'button', size: 'small' }, style: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm } },
    { variants: { variant: 'button', size: 'medium' }, style: { minHeight: '40px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md } },
  ],
  defaultVariants: { variant: 'icon', size: 'medium' },
});
