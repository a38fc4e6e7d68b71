export { IconButton, iconButtonSizes, iconButtonVariants, type IconButtonProps, type IconButtonSize, type IconButtonVariant } from './IconButton';
