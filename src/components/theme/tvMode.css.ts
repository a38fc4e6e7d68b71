// tvMode.css.ts — the 10-foot layout (`data-tv` on <html>): type and targets sized for a screen three metres away, a margin the TV's overscan cannot cut, and a focus ring seen from the sofa.
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

const TV = ':root[data-tv]';

// Half as large again: 16px body text reads as 24px at 1080p, about what TV interfaces use at that distance.
createGlobalTheme(TV, vars.fontSize, { xs: '1.125rem', sm: '1.3125rem', md: '1.5rem', lg: '1.6875rem', xl: '2.0625rem', xxl: '2.625rem', display: '3.75rem' });
createGlobalTheme(TV, vars.space, { none: '0', xxs: '3px', xs: '6px', sm: '12px', md: '18px', lg: '24px', xl: '36px', xxl: '48px', xxxl: '72px' });
createGlobalTheme(TV, vars.radius, { none: '0', sm: '6px', md: '12px', lg: '18px', xl: '30px', full: '9999px' });

// The title-safe area: TVs may crop up to 5% of each edge (overscan), so nothing the viewer needs sits there.
globalStyle(`${TV} body`, { paddingBlock: '2.5vh', paddingInline: '2.5vw' });

// Focus is the only cursor a remote has: thick, offset, and on every focused element (not only after keys).
globalStyle(`${TV} :focus-visible, ${TV} :focus`, { outline: `6px solid ${vars.color.focus}`, outlineOffset: '4px' });
