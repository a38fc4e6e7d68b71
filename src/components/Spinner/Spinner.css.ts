// Spinner.css.ts — a rotating ring drawn with borders in the accent colour.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'inline-flex', lineHeight: 0 });

export const ring = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.accent,
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px', borderWidth: '2px' },
      medium: { width: '24px', height: '24px', borderWidth: '3px' },
      large: { width: '40px', height: '40px', borderWidth: '4px' },
    },
  },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof ring>>;
