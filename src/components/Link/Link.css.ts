// Link.css.ts — link tones; underline on hover so links read as links without colour alone.
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const link = recipe({
  base: {
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
  variants: {
    tone: {
      accent: { color: vars.color.accent },
      neutral: { color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
      muted: { color: vars.color.textMuted },
    },
  },
});
