// Footer.css.ts — the footer: a wrapping row of information links above (or beside) the copyright.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Muted, on the surface (the Box's), under a hairline.
export const footer = style({ borderTop: `1px solid ${vars.color.border}` });

// A wrapping row (the Box's), with more room between links than between their lines.
export const list = style({
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

// Beside the links from tablet up: it keeps its one line and the links wrap instead.
export const copyright = style({ flex: 'none' });
