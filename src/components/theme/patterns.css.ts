// patterns.css.ts — looks shared by several components: the bordered list panel, the channel number column.
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A list drawn as one rounded panel of rows (channel list, programme list). */
export const panelList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

/** A channel's number before its logo, right-aligned in a fixed column so names line up (channel list, mini guide). */
export const channelNumberColumn = style({
  flexShrink: 0,
  width: '3.5ch',
  textAlign: 'right',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
