// layoutClasses.ts (theme) — Stack's layout as a class, for elements Stack cannot render with their own props (a <form> and its submit handler).
import { alignToFlex, type Align, type Space } from './layout';
import { sprinkles } from './sprinkles.css';

/**
 * The class of a `<Stack space={space} align={align}>`: children one under another, `space` apart, and
 * (with `align`) placed across the column instead of stretched. `'none'` is a plain column, for panels
 * whose children size themselves (a body that grows, a footer pinned under it).
 */
export const stackClass = (space: Space, align?: Align) =>
  sprinkles({ display: 'flex', flexDirection: 'column', gap: space, alignItems: align ? alignToFlex[align] : undefined });
