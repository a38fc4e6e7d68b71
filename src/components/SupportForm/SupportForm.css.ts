// SupportForm.css.ts — the technical details as a quiet, expandable list.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const details = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm });
export const summary = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});
/** The rows one under another (a Stack), a little below the summary. */
export const list = style({ margin: `${vars.space.sm} 0 0` });
export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', gap: vars.space.sm });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
