// Spinner.tsx — an indeterminate progress ring; announces its label as a status unless it is decorative.
import { variantOptions } from '../theme/recipeVariants';
import * as styles from './Spinner.css';

export type SpinnerSize = NonNullable<styles.SpinnerVariants['size']>;
/** The recipe's sizes as a list, for stories' controls: adding one to the recipe adds it here. */
export const spinnerSizes = variantOptions(styles.ring, 'size');

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Read by screen readers; pass '' when the surrounding control already says it is busy. */
  label?: string;
}

export function Spinner({ size = 'medium', label = 'Loading' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} aria-label={label || undefined} aria-hidden={label ? undefined : true} className={styles.wrapper}>
      <span className={styles.ring({ size })} />
    </span>
  );
}
