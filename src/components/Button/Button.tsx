// Button.tsx — the one button of the design system: variants, sizes, loading and disabled states.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { variantOptions } from '../theme/recipeVariants';
import * as styles from './Button.css';

export type ButtonVariant = NonNullable<styles.ButtonVariants['variant']>;
export type ButtonSize = NonNullable<styles.ButtonVariants['size']>;
/** The recipe's options as lists, for stories' controls: adding one to the recipe adds it here. */
export const buttonVariants = variantOptions(styles.button, 'variant');
export const buttonSizes = variantOptions(styles.button, 'size');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Pick<styles.ButtonVariants, 'variant' | 'size' | 'fullWidth'> {
  /** Shows a spinner and ignores clicks while an action is in flight; the label stays for screen readers. */
  isLoading?: boolean;
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, isLoading = false, icon, type = 'button', className, children, onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={[styles.root, styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      aria-busy={isLoading || undefined}
      // aria-disabled rather than disabled while loading, so focus is not lost mid-action.
      aria-disabled={isLoading || undefined}
      onClick={isLoading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {isLoading && (
        <span className={styles.busyIndicator}>
          <Spinner size="small" label="" />
        </span>
      )}
      <span className={styles.label}>
        {icon}
        {children}
      </span>
    </button>
  );
});
