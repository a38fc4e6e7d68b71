// Columns.css.ts — columns side by side from a breakpoint token up, one above another below it; a column's width as a fraction or its content.
import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { breakpoints } from '../theme/tokens';

/** Below this breakpoint the columns stack; the list feeds the props and the stories. */
export const collapseBelows = ['tablet', 'desktop'] as const;

const above = (name: (typeof collapseBelows)[number]) => `screen and (min-width: ${breakpoints[name]}px)`;

export const columns = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    collapseBelow: {
      none: { flexDirection: 'row' },
      tablet: { '@media': { [above('tablet')]: { flexDirection: 'row' } } },
      desktop: { '@media': { [above('desktop')]: { flexDirection: 'row' } } },
    },
  },
  defaultVariants: { collapseBelow: 'none' },
});
export type ColumnsVariants = NonNullable<RecipeVariants<typeof columns>>;

export const column = style({ minWidth: 0 });

/** Column widths as flex: a fixed share of the row, just what the content needs, or (fluid) a share of what is left. */
export const widths = {
  fluid: '1 1 0',
  content: '0 0 auto',
  '1/2': '0 0 50%',
  '1/3': '0 0 33.333%',
  '2/3': '0 0 66.667%',
  '1/4': '0 0 25%',
  '3/4': '0 0 75%',
} as const;
export const columnWidth = styleVariants(widths, (flex) => ({ flex }));
