// IconButton.tsx — a square button showing only an icon; the label is required and becomes its name.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../Icon';
import { variantOptions } from '../theme/recipeVariants';
import * as styles from './IconButton.css';

export type IconButtonVariant = NonNullable<styles.IconButtonVariants['variant']>;
export type IconButtonSize = NonNullable<styles.IconButtonVariants['size']>;
/** The recipe's options as lists, for stories' controls: adding one to the recipe adds it here. */
export const iconButtonVariants = variantOptions(styles.iconButton, 'variant');
export const iconButtonSizes = variantOptions(styles.iconButton, 'size');

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** What the button does, read by screen readers and shown as a tooltip. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** For toggles (mute, favourite): exposes the pressed state. */
  isPressed?: boolean;
}

const iconSize = { small: 16, medium: 20, large: 24 } as const satisfies Record<IconButtonSize, number>;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'medium', isPressed, type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      className={[styles.iconButton({ variant, size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} size={iconSize[size]} />
    </button>
  );
});
