// Columns.tsx — a row of columns with theme space between, stacking below a breakpoint token (Braid's Columns): forms beside summaries, lists beside details.
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import { alignYToFlex, type AlignY, type Space } from '../theme/layout';
import * as styles from './Columns.css';

export type ColumnWidth = keyof typeof styles.widths;

export interface ColumnsProps extends Pick<BoxProps, 'as' | 'className' | 'id' | 'role' | 'aria-label'> {
  children: ReactNode;
  space: Space;
  /** Below this breakpoint the columns stack, each full width (default: never). */
  collapseBelow?: styles.ColumnsVariants['collapseBelow'];
  alignY?: AlignY;
}

export function Columns({ children, space, collapseBelow, alignY, className, ...rest }: ColumnsProps) {
  return (
    <Box gap={space} alignItems={alignY ? alignYToFlex[alignY] : undefined} className={[styles.columns({ collapseBelow }), className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Box>
  );
}

export interface ColumnProps extends Pick<BoxProps, 'as' | 'className'> {
  children: ReactNode;
  /** A share of the row, or `content` for just what it needs (default: shares what is left). */
  width?: ColumnWidth;
}

export function Column({ children, width = 'fluid', className, ...rest }: ColumnProps) {
  return (
    <Box className={[styles.column, styles.columnWidth[width], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Box>
  );
}

export const columnWidths = Object.keys(styles.widths) as ColumnWidth[];
export { collapseBelows } from './Columns.css';
