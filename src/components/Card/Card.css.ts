// Card.css.ts — the card surface, its slots, and the stretched-link look of cards that are a link or a button.
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.fast} ${vars.easing.standard}, transform ${vars.duration.fast} ${vars.easing.standard}`,
});

// Defined before `action` so the reset cannot undo it: same specificity, earlier rule loses.
export const buttonReset = style({ all: 'unset' });

/** The title's link or button; its ::after covers the whole card so the card is one big target. */
export const action = style({
  color: 'inherit',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: 'inherit' },
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    // The card draws the ring (see `card` below): an outline round the title text alone would be easy to miss.
    '&:focus-visible': { outline: 'none' },
    [`${root}:hover &:not(:disabled)`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const card = recipe({
  variants: {
    elevation: {
      flat: { border: `1px solid ${vars.color.border}` },
      raised: { border: '1px solid transparent', boxShadow: vars.elevation.low },
    },
    interactive: {
      true: {
        selectors: {
          [`&:hover:not(:has(${action}:disabled))`]: { borderColor: vars.color.borderStrong, boxShadow: vars.elevation.medium },
          [`&:has(${action}:focus-visible)`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
          // Sunken and dashed rather than faded: opacity would push the body text below contrast.
          [`&:has(${action}:disabled)`]: { background: vars.color.surfaceSunken, borderStyle: 'dashed' },
        },
        '@media': {
          '(prefers-reduced-motion: no-preference)': {
            selectors: { [`&:hover:not(:has(${action}:disabled))`]: { transform: 'translateY(-2px)' } },
          },
        },
      },
    },
  },
  defaultVariants: { elevation: 'flat', interactive: false },
});

export const media = style({
  display: 'block',
  lineHeight: 0,
  background: vars.color.surfaceSunken,
});

// A bare <img> or <video> in the media slot fills the card's width without a wrapper of its own.
globalStyle(`${media} > img, ${media} > video`, { display: 'block', width: '100%', height: 'auto' });

export const body = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, flexGrow: 1, minWidth: 0 },
  variants: {
    padding: {
      none: { padding: vars.space.none },
      small: { padding: vars.space.md },
      medium: { padding: vars.space.lg },
      large: { padding: vars.space.xl },
    },
  },
  defaultVariants: { padding: 'medium' },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const content = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const footer = recipe({
  base: {
    // Above the stretched link's ::after, so footer buttons get their own clicks.
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
  },
  variants: {
    padding: {
      none: { padding: vars.space.none },
      small: { padding: `${vars.space.sm} ${vars.space.md}` },
      medium: { padding: `${vars.space.md} ${vars.space.lg}` },
      large: { padding: `${vars.space.lg} ${vars.space.xl}` },
    },
  },
  defaultVariants: { padding: 'medium' },
});
