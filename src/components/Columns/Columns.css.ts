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

/** Column widths: a fraction of the row, or just what the content needs; the rest share what is left. */
export const widths = { fluid: '', content: 'content', '1/2': '50%', '1/3': '33.333%', '2/3': '66.667%', '1/4': '25%', '3/4': '75%' } as const;
export const columnWidth = styleVariants(widths, (basis, name) =>
  name === 'fluid' ? { flex: '1 1 0' } : name === 'content' ? { flex: '0 0 auto' } : { flex: `0 0 ${basis}` },
);
