// OrderHistory.css.ts — a plain, readable table with right-aligned amounts.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'left', padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted, captionSide: 'top' });
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.sm} ${vars.space.md}`, borderTop: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
globalStyle(`${table} th`, { fontWeight: vars.fontWeight.semibold, textAlign: 'left', background: vars.color.surfaceSunken });
globalStyle(`${table} th${numeric}`, { textAlign: 'right' });
