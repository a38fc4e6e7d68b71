// EmptyState.css.ts — a centred column: icon in a soft disc, title, description, action.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Its parts one under another, centred (a Stack); centred down its height too when a parent stretches it.
export const root = style({
  justifyContent: 'center',
  maxWidth: '100%',
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  maxWidth: '40ch',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxWidth: '48ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
