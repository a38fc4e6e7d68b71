// Text.css.ts — body text: tone × size × weight, every value from the theme contract; the lists feed the props and the stories.
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** A tone is a role, not a colour: each theme gives it a value that passes contrast on its surfaces. */
export const tones = {
  neutral: vars.color.text,
  secondary: vars.color.textMuted,
  accent: vars.color.accent,
  positive: vars.color.success,
  caution: vars.color.warning,
  critical: vars.color.critical,
  live: vars.color.live,
} as const;
export const sizes = { xsmall: vars.fontSize.xs, small: vars.fontSize.sm, standard: vars.fontSize.md, large: vars.fontSize.lg } as const;
export const weights = { regular: vars.fontWeight.regular, medium: vars.fontWeight.medium, strong: vars.fontWeight.semibold } as const;

const each = <T extends Record<string, string>, P extends string>(values: T, property: P) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { [property]: value }])) as { [K in keyof T]: { [Q in P]: string } };

export const text = recipe({
  base: { fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal, margin: 0 },
  variants: {
    tone: each(tones, 'color'),
    size: each(sizes, 'fontSize'),
    weight: each(weights, 'fontWeight'),
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
    /** One line, cut with an ellipsis (the full text stays in the DOM for screen readers). */
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }, false: {} },
  },
  defaultVariants: { tone: 'neutral', size: 'standard', weight: 'regular', truncate: false },
});
export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
