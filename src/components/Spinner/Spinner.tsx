// Spinner.tsx — an indeterminate progress ring; announces its label as a status unless it is decorative.
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
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
