// ChannelCard.css.ts — a logo banner over the name and now/next; the name stays on one line.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({ height: '100%' });

// A soft wash of the accent behind the logo, so a wall of cards reads as screens, not as forms.
export const banner = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 7',
  background: `linear-gradient(135deg, ${vars.color.surfaceSunken} 0%, color-mix(in srgb, ${vars.color.accent} 14%, ${vars.color.surfaceSunken}) 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const premium = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });

export const name = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
});

export const number = style({
  display: 'inline-block',
  minWidth: '2.5ch',
  marginRight: vars.space.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
});

// Lets the one-line group name shrink and truncate beside the favourite button.
export const group = style({ minWidth: 0 });

export const favourite = style({ marginLeft: 'auto' });
