// IconButton.css.ts — square icon buttons; at least 40px so they are easy to hit with a remote or finger.
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    cursor: 'pointer',
    transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&[aria-pressed="true"]': { color: vars.color.accent },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.text } },
      },
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
    },
    size: {
      small: { width: '32px', height: '32px' },
      medium: { width: '40px', height: '40px' },
      large: { width: '48px', height: '48px' },
    },
  },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
