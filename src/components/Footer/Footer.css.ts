// Footer.css.ts — the footer: a wrapping row of information links above (or beside) the copyright.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/tokens';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const footer = style({
  background: vars.color.surface,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
});

// The same side padding as the header, so both bars line up.
export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.xl,
      paddingInline: vars.space.xl,
    },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const copyright = style({
  flex: 'none',
  margin: 0,
  fontSize: vars.fontSize.sm,
});
