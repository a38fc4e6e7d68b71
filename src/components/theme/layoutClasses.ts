// layoutClasses.ts (theme) — Stack's layout as a class, for elements Stack cannot render with their own props (a <form> and its submit handler).
import type { Space } from './layout';
import { sprinkles } from './sprinkles.css';

/** The class of a `<Stack space={space}>`: children one under another, `space` apart. */
export const stackClass = (space: Space) => sprinkles({ display: 'flex', flexDirection: 'column', gap: space });
