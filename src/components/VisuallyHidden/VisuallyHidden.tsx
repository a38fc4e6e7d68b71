// VisuallyHidden.tsx — text for screen readers only (extra context a sighted user gets from layout).
import type { HTMLAttributes } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** A `div` when the hidden content is block-level (e.g. a heading); a `span` fits inside text. */
  as?: 'span' | 'div';
}

export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Tag className={[styles.visuallyHidden, className].filter(Boolean).join(' ')} {...rest} />;
}
