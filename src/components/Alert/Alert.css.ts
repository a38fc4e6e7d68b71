// Alert.css.ts — a tinted panel whose tone shows in its surface, its icon and its leading edge.
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { styleEach } from '../theme/recipeVariants';

/** Each tone's colour (its icon and leading edge) and the surface it tints the panel with. */
const tones = {
  critical: { colour: vars.color.critical, surface: vars.color.criticalSurface },
  success: { colour: vars.color.success, surface: vars.color.successSurface },
  info: { colour: vars.color.info, surface: vars.color.infoSurface },
  warning: { colour: vars.color.warning, surface: vars.color.warningSurface },
} as const;

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: { tone: styleEach(tones, ({ colour, surface }) => ({ background: surface, borderLeftColor: colour })) },
});

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-flex', paddingTop: '1px' },
  variants: { tone: styleEach(tones, ({ colour }) => ({ color: colour })) },
});

export const body = style({ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const action = style({ flexShrink: 0, alignSelf: 'center' });

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;
