// theme/index.ts — the theme's public surface: the contract and tokens.
export { vars } from './contract.css';
// Sprinkles are imported from './sprinkles.css' where used: re-exporting them here would put their
// atomic CSS into every chunk that only wants `vars`.
export { breakpoints } from './tokens';
