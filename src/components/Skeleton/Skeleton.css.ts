// Skeleton.css.ts — placeholder shapes in the skeleton colour; the shimmer exists only when motion is welcome.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const shimmer = keyframes({ from: { backgroundPosition: '150% 0' }, to: { backgroundPosition: '-50% 0' } });

// A band a little towards the text colour reads as a highlight on dark and a shade on light: subtle in both.
const band = `color-mix(in srgb, ${vars.color.skeleton} 88%, ${vars.color.text})`;

export const shape = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    backgroundColor: vars.color.skeleton,
    // Under reduced motion a frozen band would look like a rendering glitch, so the block stays flat.
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        backgroundImage: `linear-gradient(90deg, transparent 0%, ${band} 50%, transparent 100%)`,
        backgroundSize: '50% 100%',
        backgroundRepeat: 'no-repeat',
        animation: `${shimmer} 1.6s ${vars.easing.standard} infinite`,
      },
    },
  },
  variants: {
    variant: {
      text: { height: '0.8em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
});

/** Text lines are spaced like body text, so swapping in the real text barely moves the layout. */
export const lines = style({ display: 'flex', flexDirection: 'column', gap: '0.7em', paddingBlock: '0.35em', width: '100%' });
