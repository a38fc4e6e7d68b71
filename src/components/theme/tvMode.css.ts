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

// The title-safe area: TVs may crop up to 5% of each edge (overscan), so nothing the viewer needs sits there.
globalStyle(`${TV} body`, { paddingBlock: '2.5vh', paddingInline: '2.5vw' });

// Focus is the only cursor a remote has: thick, offset, and on every focused element (not only after keys). Components
// that draw the ring elsewhere (a card round its link) draw it `vars.focusRing.width` wide, which is 6px here too.
globalStyle(`${TV} :focus-visible, ${TV} :focus`, { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '4px' });
