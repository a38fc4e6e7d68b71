// OrderConfirmation.css.ts — a centred success panel with a receipt-like list of the order's details.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Its parts one under another, centred (a Stack); the panel is drawn here.
export const root = style({
  width: '100%',
  maxWidth: '32rem',
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.successSurface,
  color: vars.color.success,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/** An order's rows one under another (a Stack), on a sunken receipt. */
export const details = style({
  width: '100%',
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  textAlign: 'start',
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${row} > dt`, { color: vars.color.textMuted });
globalStyle(`${row} > dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, textAlign: 'end', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });
