// tvMode.css.ts — the 10-foot layout (`data-tv` on <html>): type and targets sized for a screen three metres away, a margin the TV's overscan cannot cut, and a focus ring seen from the sofa.
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

const TV = ':root[data-tv]';
// Also on a part that sets its own theme (the player is always dark: `data-theme-scope`), which declares every value anew.
const TV_VALUES = `${TV}, ${TV} [data-theme-scope]`;

// Half as large again: 16px body text reads as 24px at 1080p, about what TV interfaces use at that distance.
createGlobalTheme(TV_VALUES, vars.fontSize, { xs: '1.125rem', sm: '1.3125rem', md: '1.5rem', lg: '1.6875rem', xl: '2.0625rem', xxl: '2.625rem', display: '3.75rem' });
createGlobalTheme(TV_VALUES, vars.space, { none: '0', xxs: '3px', xs: '6px', sm: '12px', md: '18px', lg: '24px', xl: '36px', xxl: '48px', xxxl: '72px' });
createGlobalTheme(TV_VALUES, vars.focusRing, { width: '6px' });
createGlobalTheme(TV_VALUES, vars.radius, { none: '0', sm: '6px', md: '12px', lg: '18px', xl: '30px', full: '9999px' });

// The title-safe area: TVs may crop up to 5% of each edge (overscan), so nothing the viewer needs sits there. And text
// that takes its size from the page (a menu's links, a description) is TV-sized too; `html` keeps 100%, so rem stays 16px.
globalStyle(`${TV} body`, { paddingBlock: '2.5vh', paddingInline: '2.5vw', fontSize: vars.fontSize.md });

// Icons are drawn at a size in px (Icon's `size`): half as large again, as the type beside them.
globalStyle(`${TV} [data-icon]`, { zoom: 1.5 });

// Focus is the only cursor a remote has: thick, offset, and on every focused element (not only after keys). No more
// specific than base.css's ring (`:where`), so a component's own ring wins: drawn inside a guide cell, round a card
// instead of its link. Theirs are `vars.focusRing.width` wide, which is 6px here too.
globalStyle(`:where(${TV}) :focus-visible, :where(${TV}) :focus`, { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '4px' });
