// Card.tsx — a surface for one item (channel, programme, plan): media, title, body and footer slots.
import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { stackClass } from '../theme/layoutClasses';
import { variantOptions } from '../theme/recipeVariants';
import * as styles from './Card.css';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;
export type CardPadding = NonNullable<styles.CardPaddingVariants['padding']>;
export type CardElevation = NonNullable<styles.CardVariants['elevation']>;
/** The recipes' options as lists, for stories' controls: adding one to a recipe adds it here. */
export const cardPaddings = variantOptions(styles.body, 'padding');
export const cardElevations = variantOptions(styles.card, 'elevation');

/**
 * A card is a link or a button through its title (a "stretched" link), never by wrapping the card
 * in an <a> or <button>: footer actions would then be nested interactive elements, and the card's
 * accessible name would be all of its text. So an interactive card needs a `title`: it is its name.
 */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onClick'> {
  title?: ReactNode;
  /** The title's heading level, to fit the page outline (default 3). */
  headingLevel?: HeadingLevel;
  /** Shown edge to edge above the title: a thumbnail, a logo, a player still. */
  media?: ReactNode;
  /** Actions or meta below the body; its buttons stay separately clickable on an interactive card. */
  footer?: ReactNode;
  children?: ReactNode;
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: CardPadding;
  elevation?: CardElevation;
  /** Makes the card a link (through the app's router link). */
  href?: string;
  /** Makes the card a button; with `href` it runs on the link's click as well. */
  onClick?: () => void;
  /** Only for a button card: shown, but not clickable. */
  disabled?: boolean;
}

export function Card({
  title,
  headingLevel = 3,
  media,
  footer,
  children,
  as: Element = 'div',
  padding = 'medium',
  elevation = 'flat',
  href,
  onClick,
  disabled,
  className,
  ...rest
}: CardProps) {
  const interactive = title !== undefined && (href !== undefined || onClick !== undefined);
  if (import.meta.env.DEV && !title && (href !== undefined || onClick !== undefined)) {
    console.warn('Card: an interactive card needs a title, which becomes its link or button.');
  }

  let heading: ReactNode = title;
  if (interactive && href !== undefined) {
    heading = (
      <Link href={href} tone="neutral" className={styles.action} onClick={onClick}>
        {title}
      </Link>
    );
  } else if (interactive) {
    heading = (
      <button type="button" className={`${styles.buttonReset} ${styles.action}`} onClick={onClick} disabled={disabled}>
        {title}
      </button>
    );
  }

  return (
    <Element className={[stackClass('none'), styles.root, styles.card({ elevation, interactive }), className].filter(Boolean).join(' ')} {...rest}>
      {media && <div className={styles.media}>{media}</div>}
      {(title || children) && (
        <Stack space="sm" className={styles.body({ padding })}>
          {title && (
            // The look of a level 3 heading whatever the element, which follows the page outline.
            <Heading level="3" as={`h${headingLevel}`} className={styles.title}>
              {heading}
            </Heading>
          )}
          {children && (
            <Text as="div" size="small" tone="secondary" className={styles.content}>
              {children}
            </Text>
          )}
        </Stack>
      )}
      {footer && (
        <Inline space="sm" className={styles.footer({ padding })}>
          {footer}
        </Inline>
      )}
    </Element>
  );
}
