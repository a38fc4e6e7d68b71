// ProgrammeDetails.css.ts — badges, the description, a two-column fact list, and a muted reason line.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { buttonLink } from '../theme/patterns.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const remaining = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const description = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const fact = style({
  display: 'grid',
  gridTemplateColumns: '7rem 1fr',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${fact} > dt`, { color: vars.color.textMuted });
globalStyle(`${fact} > dd`, { margin: 0, overflowWrap: 'anywhere' });

export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

// A link that looks like the primary button: watching is the main thing a viewer might want here.
export const watch = buttonLink;
