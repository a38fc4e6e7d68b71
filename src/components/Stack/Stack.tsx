// Stack.tsx — children one under another, the same theme space between each (Braid's Stack): the column layout components otherwise hand-write.
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { Align, Space } from '../theme/layout';
import { stackClass } from '../theme/layoutClasses';

export interface StackProps extends Pick<BoxProps, 'as' | 'className' | 'id' | 'role' | 'aria-label' | 'aria-labelledby'> {
  children: ReactNode;
  /** The gap between children, from the theme's space scale. */
  space: Space;
  /** Where children sit across the stack (default: stretched to its width). */
  align?: Align;
}

export function Stack({ children, space, align, className, ...rest }: StackProps) {
  return (
    <Box className={[stackClass(space, align), className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Box>
  );
}
