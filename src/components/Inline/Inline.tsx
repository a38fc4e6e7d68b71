// Inline.tsx — children side by side, wrapping onto new lines with the same theme space both ways (Braid's Inline): button rows, badges, tags.
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import { alignToFlex, alignYToFlex, type Align, type AlignY, type Space } from '../theme/layout';

export interface InlineProps extends Pick<BoxProps, 'as' | 'className' | 'id' | 'role' | 'aria-label' | 'aria-labelledby'> {
  children: ReactNode;
  space: Space;
  align?: Align;
  /** Vertical alignment of a line's children (default: centred). */
  alignY?: AlignY;
  /** Keep on one line (children shrink instead of wrapping). */
  noWrap?: boolean;
}

export function Inline({ children, space, align, alignY = 'center', noWrap = false, ...rest }: InlineProps) {
  return (
    <Box display="flex" flexWrap={noWrap ? 'nowrap' : 'wrap'} gap={space} justifyContent={align ? alignToFlex[align] : undefined} alignItems={alignYToFlex[alignY]} {...rest}>
      {children}
    </Box>
  );
}
