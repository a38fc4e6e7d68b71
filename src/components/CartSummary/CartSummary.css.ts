// CartSummary.css.ts — a receipt-like panel: items over a rule, the total set large at the bottom.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 });
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const itemName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const itemPeriod = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });
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
