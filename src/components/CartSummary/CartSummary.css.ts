// CartSummary.css.ts — a receipt-like panel: items over a rule, the total set large at the bottom.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { plainList, surfacePanel } from '../theme/patterns.css';

export const root = style([surfacePanel, { minWidth: 0, padding: vars.space.xl, color: vars.color.text }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const items = plainList;

export const item = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 });
export const itemText = style({ minWidth: 0 });
export const itemName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const itemPrice = style({ flexShrink: 0, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});

export const totalAmount = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
