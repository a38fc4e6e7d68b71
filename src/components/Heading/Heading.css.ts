// Heading.css.ts — headings by level: sizes and weights from the theme contract, tight leading, no default margins (layout spaces them).
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const heading = recipe({
  base: { fontFamily: vars.font.body, color: vars.color.text, lineHeight: vars.lineHeight.tight, margin: 0 },
  variants: {
    level: {
      '1': { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
      '2': { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold },
      '3': { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
      '4': { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
    },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { level: '2' },
});
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
