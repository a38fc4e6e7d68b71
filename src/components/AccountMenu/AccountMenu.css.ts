// AccountMenu.css.ts — a compact trigger in the header and a raised panel under it, right-aligned.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { plainList } from '../theme/patterns.css';
import { below } from '../theme/media';

export const root = style({ position: 'relative' });

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
} as const;

export const loginLink = style({ ...control, textDecoration: 'none', whiteSpace: 'nowrap' });

export const trigger = style({
  ...control,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  maxWidth: '14rem',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // A phone's header has no room for the name: the avatar's initial stands for it.
  '@media': { [below('tablet')]: { display: 'none' } },
});

// Its parts one under another (a stackClass); [hidden] outranks the stack's display, so a closed panel stays hidden.
export const panel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.overlay,
  width: '16rem',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.high,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The address on a line of its own under "Signed in as", wrapping anywhere (addresses have no spaces). */
export const email = style({ display: 'block', overflowWrap: 'anywhere' });
/** The links, one under another (a Stack). */
export const links = plainList;
export const panelLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
