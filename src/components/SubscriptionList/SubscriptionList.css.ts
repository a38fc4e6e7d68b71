// SubscriptionList.css.ts — one row per subscription: name and status, dates, the cancel action.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { plainList } from '../theme/patterns.css';

// The list and each row lay their content one under another with stackClass (sm, xs); these add the rest.
export const list = plainList;
export const item = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
