// ProgrammeDetails.css.ts — the description, a two-column fact list, and the reason well (the stack, badges and muted lines are primitives).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { buttonLink } from '../theme/patterns.css';

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

// Why recording is unavailable, in a quiet info well (its row, padding and type are the Box's and Text's).
export const reason = style({ background: vars.color.infoSurface });

// A link that looks like the primary button: watching is the main thing a viewer might want here.
export const watch = buttonLink;
