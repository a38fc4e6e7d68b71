// HomePage.css.ts — a short hero with the call to watch, then rows of channels, each under its heading.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme';

// Page, hero and each section are Stacks; these add the room and widths.
export const page = style({ paddingBottom: vars.space.xxxl });
export const hero = style({ paddingTop: vars.space.xxl, maxWidth: '46rem' });
export const headline = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});
export const pitch = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
export const sectionHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
/** Holds the call to watch's height while it loads, so nothing below jumps. */
export const watch = style({ minHeight: '48px' });
