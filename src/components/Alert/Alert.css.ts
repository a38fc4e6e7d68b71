// Alert.css.ts — a tinted panel whose tone shows in its surface, its icon and its leading edge.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

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
  variants: {
    tone: {
      critical: { background: vars.color.criticalSurface, borderLeftColor: vars.color.critical },
      success: { background: vars.color.successSurface, borderLeftColor: vars.color.success },
      info: { background: vars.color.infoSurface, borderLeftColor: vars.color.info },
      warning: { background: vars.color.warningSurface, borderLeftColor: vars.color.warning },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-flex', paddingTop: '1px' },
  variants: {
    tone: {
      critical: { color: vars.color.critical },
      success: { color: vars.color.success },
      info: { color: vars.color.info },
      warning: { color: vars.color.warning },
    },
  },
});

export const body = style({ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const text = style({ margin: 0, selectors: { [`${title} + &`]: { marginTop: vars.space.xxs } } });
export const action = style({ flexShrink: 0, alignSelf: 'center' });
