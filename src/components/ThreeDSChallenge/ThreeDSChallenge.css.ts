// ThreeDSChallenge.css.ts — the bank's hint in a quiet well above a roomy, spaced code input.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const hint = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const hintIcon = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.info });

export const code = style({ maxWidth: '16rem' });
