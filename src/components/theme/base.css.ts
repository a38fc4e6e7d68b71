// base.css.ts — document-wide base styles: font, colours, box sizing, focus, reduced motion.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle(':root', { colorScheme: 'dark' });
globalStyle(':root[data-theme="light"]', { colorScheme: 'light' });

globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

// The browser's own font for these is a system one (controls: the platform's sans; code: its monospace), which
// differs from machine to machine: the bundled faces instead.
globalStyle('button, input, select, textarea', { fontFamily: 'inherit' });
globalStyle('code, kbd, samp, pre', { fontFamily: vars.font.mono });

globalStyle('a', { color: vars.color.accent });
globalStyle('a:hover', { color: vars.color.accentHover });

// One visible focus ring everywhere keyboard users land; mouse clicks don't show it.
globalStyle(':focus-visible', { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
