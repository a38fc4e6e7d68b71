// Text.tsx — a run of body text in a tone, size and weight of the theme (Braid's Text): what components otherwise style with raw font sizes and colours.
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { Box } from '../Box';
import * as styles from './Text.css';

export type TextTone = keyof typeof styles.tones;
export type TextSize = keyof typeof styles.sizes;
export type TextWeight = keyof typeof styles.weights;

/** The variants as lists, for stories' controls and tests: adding one to the recipe adds it here. */
export const textTones = Object.keys(styles.tones) as TextTone[];
export const textSizes = Object.keys(styles.sizes) as TextSize[];
export const textWeights = Object.keys(styles.weights) as TextWeight[];

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'>, styles.TextVariants {
  children: ReactNode;
  /** The element (default `span`; `p` for a paragraph, `div` for a block holding others). */
  as?: ElementType;
}

export function Text({ children, as = 'span', tone, size, weight, align, truncate, className, ...rest }: TextProps) {
  return (
    <Box as={as} className={[styles.text({ tone, size, weight, align, truncate }), className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Box>
  );
}
