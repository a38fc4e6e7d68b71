// ChannelList.css.ts — rows with a stretched link; the favourite sits above the link's hit area.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { channelNumberColumn, panelList } from '../theme/patterns.css';

export const list = panelList;

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    // The row draws the ring, round all of it.
    '&:focus-visible': { outline: 'none' },
    '&:hover': { color: 'inherit' },
  },
});

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '72px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 72px',
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    '&:hover': { background: vars.color.surfaceSunken },
    // Inset by its own width, so the list's rounded edge never clips it (TV mode's ring is twice as wide).
    [`&:has(${link}:focus-visible)`]: { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
});

export const number = channelNumberColumn;

// The name and now/next stack takes the room left in the row; minWidth 0 lets the name truncate.
export const main = style({ flex: 1, minWidth: 0 });

export const heading = style({ minWidth: 0 });

export const name = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const badge = style({ flexShrink: 0 });

export const nowNext = style({ maxWidth: '56ch' });

export const favourite = style({ position: 'relative', zIndex: 1, flexShrink: 0 });

export { visuallyHidden as hidden } from '../VisuallyHidden/VisuallyHidden.css';
