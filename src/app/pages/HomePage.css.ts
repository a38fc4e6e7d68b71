// HomePage.css.ts — the welcome: a large headline, a short pitch, three promises.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme';
import { breakpoints } from '../../components/theme/tokens';

export const hero = style({ paddingBlock: vars.space.xxxl, maxWidth: '46rem' });
export const headline = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});
export const pitch = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
export const promises = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: 0,
  margin: `0 0 ${vars.space.xxxl}`,
  listStyle: 'none',
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const promiseText = style({ margin: 0, color: vars.color.textMuted });
