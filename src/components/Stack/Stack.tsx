// Stack.tsx — children one under another, the same theme space between each (Braid's Stack): the column layout components otherwise hand-write.
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import { alignToFlex, type Align, type Space } from '../theme/layout';

export interface StackProps extends Pick<BoxProps, 'as' | 'className' | 'id' | 'role' | 'aria-label' | 'aria-labelledby'> {
  children: ReactNode;
  /** The gap between children, from the theme's space scale. */
  space: Space;
  /** Where children sit across the stack (default: stretched to its width). */
  align?: Align;
}

export function Stack({ children, space, align, ...rest }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={space} alignItems={align ? alignToFlex[align] : undefined} {...rest}>
      {children}
    </Box>
  );
}
