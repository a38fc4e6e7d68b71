// media.ts (theme) — media queries written from the breakpoint tokens, so no component spells a width of its own.
import { breakpoints } from './tokens';

/** A breakpoint a rule can change at (mobile is the default, so it needs no query). */
export type BreakpointAbove = Exclude<keyof typeof breakpoints, 'mobile'>;

/** From this breakpoint up, as sprinkles and Columns write it: `'@media': { [above('tablet')]: {…} }`. */
export const above = (name: BreakpointAbove) => `screen and (min-width: ${breakpoints[name]}px)`;

/** Below the breakpoint: a hundredth of a pixel short of it, so `below` and `above` of one token never both match. */
export const below = (name: BreakpointAbove) => `screen and (max-width: ${breakpoints[name] - 0.01}px)`;
