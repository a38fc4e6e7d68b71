// PageLayout.css.ts — the page frame: a full-height column whose main area grows, plus content widths.
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { above } from '../theme/media';

const tablet = above('tablet');

// Root and main are plain columns (stackClass('none')): main grows, so the footer sits at the bottom of a short page.
// dvh, not vh: on phones the browser's bars come and go, and vh would leave the footer below the fold.
export const root = style({ minHeight: '100dvh' });

export const main = style({
  flex: '1 0 auto',
  // It only takes focus from the skip link; a ring around the whole page would just be noise.
  selectors: { '&:focus': { outline: 'none' } },
});

/** Content column widths; the list of names feeds the props and the stories. */
const widths = {
  narrow: { maxWidth: '46rem' },
  regular: { maxWidth: '80rem' },
  wide: { maxWidth: '110rem' },
  // Edge to edge and unpadded: for the player and the guide grid, which lay out their own edges.
  full: { maxWidth: 'none', padding: 0, '@media': { [tablet]: { padding: 0 } } },
};

export const column = recipe({
  base: {
    flex: '1 0 auto',
    width: '100%',
    marginInline: 'auto',
    padding: `${vars.space.xl} ${vars.space.lg}`,
    '@media': { [tablet]: { padding: `${vars.space.xxl} ${vars.space.xl}` } },
  },
  variants: { width: widths },
  defaultVariants: { width: 'regular' },
});
export type PageWidth = NonNullable<NonNullable<RecipeVariants<typeof column>>['width']>;
export const pageWidths = Object.keys(widths) as PageWidth[];
