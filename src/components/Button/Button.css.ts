// Button.css.ts — button recipe: variant × size, with focus, hover, disabled and loading states.
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { buttonBase } from '../theme/patterns.css';

export const button = recipe({
  base: [buttonBase, {
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  }],
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.text } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceSunken } },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(1.1)' } },
      },
    },
    size: {
      small: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      medium: { minHeight: '40px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      large: { minHeight: '48px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// Keeps the label in place (width stable, still named for screen readers) while a spinner covers it.
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, selectors: { '[aria-busy="true"] > &': { opacity: 0 } } });
export const busyIndicator = style({ position: 'absolute' });
export const root = style({ position: 'relative' });
