// AppHeader.css.ts — the sticky top bar: one row on desktop, nav on its own row on tablet, a disclosure on phones.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { above } from '../theme/media';

const tablet = above('tablet');
const desktop = above('desktop');

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

/*
 * Flex with `order` instead of grid areas: rows that have nothing in them (no search slot, a closed
 * menu) then take no space and leave no gap. The DOM order (menu, logo, nav, search, actions) is the
 * desktop order, so keyboard order matches what is seen where it matters most.
 */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  '@media': {
    [tablet]: { columnGap: vars.space.lg, paddingInline: vars.space.xl },
    [desktop]: { flexWrap: 'nowrap' },
  },
});

// Shown only while it is not focused: the first Tab press reveals it over the logo.
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  boxShadow: vars.elevation.medium,
  selectors: {
    '&:hover': { color: vars.color.accentText },
    '&:not(:focus)': {
      width: '1px',
      height: '1px',
      minHeight: 0,
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      boxShadow: 'none',
    },
  },
});

// Wraps the IconButton so this file, not the button's own recipe, decides when it is shown.
export const menuToggle = style({
  display: 'inline-flex',
  flex: 'none',
  '@media': { [tablet]: { display: 'none' } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 'none',
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'none' } },
});

export const logoMark = style({ flex: 'none', color: vars.color.accent });
export const logoMarkPlay = style({ fill: vars.color.accentText });

/*
 * Phones: a full-width panel below the top row, hidden until the menu opens. Tablet: always shown, on
 * a row of its own. Desktop: between the logo and the search, taking the room that is left.
 */
export const nav = style({
  display: 'none',
  order: 2,
  flexBasis: '100%',
  minWidth: 0,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': {
    // On its own row, pulled left so the first label lines up with the logo above it.
    [tablet]: { display: 'block', marginLeft: `calc(-1 * ${vars.space.md})` },
    [desktop]: { order: 0, flex: '1 1 auto', marginLeft: 0 },
  },
});

// A column on phones, a row from tablet up: that layout is the Box's sprinkles; the list's box is drawn here.
export const navList = style({
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  // A long menu on a short phone scrolls inside the sticky header instead of running off screen.
  maxHeight: '70dvh',
  overflowY: 'auto',
  '@media': {
    [tablet]: {
      maxHeight: 'none',
      overflowX: 'auto',
      overflowY: 'hidden',
      borderTop: 'none',
      scrollbarWidth: 'thin',
    },
  },
});

export const navItem = style({ flex: 'none' });

export const navLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    // Inset, because the scrolling list would clip a ring drawn outside the link.
    '&:focus-visible': { outlineOffset: '-3px' },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
    // The current page is marked by a bar (a shape, not only a colour): at the side in the phone list…
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: vars.space.sm,
      bottom: vars.space.sm,
      width: '4px',
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
  },
  '@media': {
    [tablet]: {
      whiteSpace: 'nowrap',
      overflowWrap: 'normal',
      selectors: {
        // …and underneath in the horizontal bar.
        '&[aria-current="page"]::before': {
          top: 'auto',
          bottom: 0,
          left: vars.space.md,
          right: vars.space.md,
          width: 'auto',
          height: '3px',
        },
      },
    },
  },
});

/* The search sits on its own row on phones, at the right of the top row from tablet up. */
export const search = style({
  order: 3,
  flexBasis: '100%',
  minWidth: 0,
  '@media': {
    [tablet]: { order: 0, flex: '0 1 24rem', marginLeft: 'auto' },
    [desktop]: { flex: '0 1 20rem', minWidth: '12rem', marginLeft: 0 },
  },
});

export const actions = style({
  order: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  marginLeft: 'auto',
  '@media': {
    [tablet]: { selectors: { [`${search} ~ &`]: { marginLeft: 0 } } },
  },
});
