// StorageMeter.css.ts — a slim track whose fill warns as the storage runs out.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const labels = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const title = style({ fontWeight: vars.fontWeight.medium });
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

// The native <meter>, redrawn on the theme: its bar and value are browser pseudo-elements.
const fillColour = { normal: vars.color.accent, high: vars.color.warning, full: vars.color.critical } as const;
const tone = (colour: string) => ({
  selectors: {
    '&::-webkit-meter-optimum-value': { background: colour },
    '&::-webkit-meter-suboptimum-value': { background: colour },
    '&::-webkit-meter-even-less-good-value': { background: colour },
    '&::-moz-meter-bar': { background: colour },
  },
});

export const meter = recipe({
  base: {
    appearance: 'none',
    display: 'block',
    width: '100%',
    height: '8px',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    overflow: 'hidden',
    selectors: { '&::-webkit-meter-bar': { background: vars.color.surfaceSunken, border: 'none', borderRadius: vars.radius.full, height: '8px' } },
  },
  variants: { tone: { normal: tone(fillColour.normal), high: tone(fillColour.high), full: tone(fillColour.full) } },
});
