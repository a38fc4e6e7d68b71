// RootLayout.css.ts — the frame's own pieces: the placeholder while a page's code loads.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// Fades in after a moment, so fast page loads (the usual case) never flash a spinner.
export const pageLoading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxxl,
  opacity: 0,
  animation: `${appear} ${vars.duration.normal} ${vars.easing.enter} 300ms forwards`,
});
