export { FavouriteButton, favouriteButtonSizes, favouriteButtonVariants, type FavouriteButtonProps, type FavouriteButtonSize, type FavouriteButtonVariant } from './FavouriteButton';
