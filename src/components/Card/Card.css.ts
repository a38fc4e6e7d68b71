// Card.css.ts — the card surface, its slots, and the stretched-link look of cards that are a link or a button.
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { styleEach } from '../theme/recipeVariants';

// Media, body and footer one under another (a stackClass): the body grows, so footers of a row of cards line up.
export const root = style({
  position: 'relative',
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
          [`&:has(${action}:focus-visible)`]: { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '2px' },
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

/** Each padding option as [block, inline] space: the body takes the inline space all round, the footer one step less above and below. */
const paddings = {
  none: [vars.space.none, vars.space.none],
  small: [vars.space.sm, vars.space.md],
  medium: [vars.space.md, vars.space.lg],
  large: [vars.space.lg, vars.space.xl],
} as const;

export const body = recipe({
  base: { flexGrow: 1, minWidth: 0 },
  variants: { padding: styleEach(paddings, ([, inline]) => ({ padding: inline })) },
  defaultVariants: { padding: 'medium' },
});

// Long unbroken words (titles, URLs) wrap rather than widen the card.
export const title = style({ overflowWrap: 'anywhere' });
export const content = style({ overflowWrap: 'anywhere' });

export const footer = recipe({
  base: {
    // Above the stretched link's ::after, so footer buttons get their own clicks.
    position: 'relative',
    zIndex: 1,
    borderTop: `1px solid ${vars.color.border}`,
  },
  variants: { padding: styleEach(paddings, ([block, inline]) => ({ padding: `${block} ${inline}` })) },
  defaultVariants: { padding: 'medium' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
export type CardPaddingVariants = NonNullable<RecipeVariants<typeof body>>;
