// FavouriteButton.tsx — the favourite toggle for one channel: a heart that says what pressing it will do.
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { variantOptions } from '../theme/recipeVariants';
import * as styles from './FavouriteButton.css';

type Variants = NonNullable<RecipeVariants<typeof styles.button>>;
export type FavouriteButtonVariant = NonNullable<Variants['variant']>;
export type FavouriteButtonSize = NonNullable<Variants['size']>;
/** The recipe's options as lists, for stories' controls. */
export const favouriteButtonVariants = variantOptions(styles.button, 'variant');
export const favouriteButtonSizes = variantOptions(styles.button, 'size');

export interface FavouriteButtonProps {
  /** The channel's name, which the label names ("Add FTV One to favourites"). */
  channelName: string;
  isFavorite: boolean;
  /** Called with the state asked for: true to add, false to remove. */
  onToggle: (next: boolean) => void;
  /** A change is in flight: shown as busy, clicks ignored, focus kept. */
  isBusy?: boolean;
  disabled?: boolean;
  /** `icon`: a round heart (cards, player bar); `button`: heart and words (page headers). */
  variant?: FavouriteButtonVariant;
  size?: FavouriteButtonSize;
  className?: string;
}

export function FavouriteButton({
  channelName,
  isFavorite,
  onToggle,
  isBusy = false,
  disabled = false,
  variant = 'icon',
  size = 'medium',
  className,
}: FavouriteButtonProps) {
  const label = isFavorite ? `Remove ${channelName} from favourites` : `Add ${channelName} to favourites`;
  const iconSize = size === 'small' ? 16 : 20;
  return (
    <button
      type="button"
      className={[styles.button({ variant, size }), className].filter(Boolean).join(' ')}
      aria-pressed={isFavorite}
      // The worded variant is named by its words (the channel's name hidden among them), so name and text agree.
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      aria-busy={isBusy || undefined}
      // aria-disabled while busy, so keyboard focus stays on the button through the request.
      aria-disabled={isBusy || undefined}
      disabled={disabled}
      onClick={() => {
        if (!isBusy) onToggle(!isFavorite);
      }}
    >
      {isBusy ? <Spinner size="small" label="" /> : <Icon name={isFavorite ? 'heartFilled' : 'heart'} size={iconSize} />}
      {variant === 'button' && (
        <span>
          {isFavorite ? 'Remove' : 'Add'}
          <VisuallyHidden> {channelName}</VisuallyHidden> {isFavorite ? 'from' : 'to'} favourites
        </span>
      )}
    </button>
  );
}
