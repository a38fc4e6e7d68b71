// Heading.tsx — a heading whose look follows its level (Braid's Heading); `as` changes the element when the outline needs another level than the look.
import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Heading.css';

export type HeadingLevel = NonNullable<styles.HeadingVariants['level']>;
export const headingLevels = ['1', '2', '3', '4'] as const satisfies readonly HeadingLevel[];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement>, Pick<styles.HeadingVariants, 'align'> {
  children: ReactNode;
  level: HeadingLevel;
  /** The element, when the document outline needs another level than the look (default: `h{level}`). */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span';
}

export function Heading({ children, level, align, as, className, ...rest }: HeadingProps) {
  return createElement(as ?? `h${level}`, { className: [styles.heading({ level, align }), className].filter(Boolean).join(' '), ...rest }, children);
}
