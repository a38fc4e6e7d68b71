// mediaQueries.ts (theme) — media queries from the breakpoint tokens, so a component never writes a raw width.
import { breakpoints } from './tokens';

/** A breakpoint a layout can change at (mobile is the base, not a change). */
export type Breakpoint = Exclude<keyof typeof breakpoints, 'mobile'>;

/** From the breakpoint up (as the sprinkles' responsive conditions). */
export const atLeast = (name: Breakpoint) => `screen and (min-width: ${breakpoints[name]}px)`;

/** Below the breakpoint: a hundredth of a pixel short of it, so `below` and `atLeast` of one token never both match. */
export const below = (name: Breakpoint) => `screen and (max-width: ${breakpoints[name] - 0.01}px)`;
