// GuideScore.css.ts — a guide match's score: the percentage over a short bar whose colour follows how sure the match is.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const score = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs, flexShrink: 0 });

export const percent = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  display: 'block',
  width: '56px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

// The percentage says it in words; the colour only echoes it (sure, likely, doubtful).
export const fill = recipe({
  base: { display: 'block', height: '100%', borderRadius: vars.radius.full },
  variants: {
    tone: {
      high: { background: vars.color.success },
      medium: { background: vars.color.accent },
      low: { background: vars.color.warning },
    },
  },
});
