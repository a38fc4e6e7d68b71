// Box.tsx — the primitive every layout is built from: any element, its spacing, flex and surface props taken from the theme's sprinkles.
import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render (default `div`). */
  as?: ElementType;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Splits the props sprinkles knows (theme values) from the element's own. */
function split(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (sprinkles.properties.has(key as keyof Sprinkles) ? atoms : rest)[key] = value;
  return { atoms: atoms as Sprinkles, rest };
}

export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = split(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { className: classes || undefined, ...rest });
}
