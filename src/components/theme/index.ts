// theme/index.ts — the theme's public surface: the contract, tokens and sprinkles.
export { vars } from './contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints } from './tokens';
export const THEMES = ['dark', 'light'] as const;
export type ThemeName = (typeof THEMES)[number];
