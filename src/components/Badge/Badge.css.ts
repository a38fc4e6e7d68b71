// Badge.css.ts — badge recipe: tone × size; tones pair a surface with a text colour that passes contrast in both themes.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
      accent: { background: vars.color.accent, color: vars.color.accentText },
      // Solid, with inverse text: the live colour is meant to be the loudest thing on a tile.
      live: { background: vars.color.live, color: vars.color.textInverse, letterSpacing: '0.04em', textTransform: 'uppercase' },
      premium: { background: vars.color.premium, color: vars.color.textInverse },
      success: { background: vars.color.successSurface, color: vars.color.success, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, color: vars.color.warning, borderColor: vars.color.warning },
      critical: { background: vars.color.criticalSurface, color: vars.color.critical, borderColor: vars.color.critical },
    },
    size: {
      small: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.xs },
      medium: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

// Long labels truncate rather than wrap, so a badge never grows taller than its row.
export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const dot = style({
  flexShrink: 0,
  width: '0.5em',
  height: '0.5em',
  borderRadius: vars.radius.full,
  background: 'currentColor',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ${vars.easing.standard} infinite` } },
});

export const icon = style({ flexShrink: 0 });
