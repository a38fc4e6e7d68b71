// InfoPage.css.ts — long-form reading: a narrow measure, a contents list, generous spacing between sections.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme';

export const article = style({ maxWidth: '46rem', paddingBlock: vars.space.xxl, lineHeight: vars.lineHeight.relaxed });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const summary = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const updated = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const toc = style({
  margin: `${vars.space.xl} 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const tocTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });
export const tocList = style({ margin: 0, paddingLeft: vars.space.xl });
export const section = style({ marginTop: vars.space.xxl, scrollMarginTop: '5rem' });
export const sectionHeading = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

// The page texts are plain markup (h3, lists, definition lists, code): style them within the article only.
globalStyle(`${article} h3`, { fontSize: vars.fontSize.lg, marginTop: vars.space.xl, marginBottom: vars.space.xs });
globalStyle(`${article} dt`, { fontWeight: vars.fontWeight.semibold, marginTop: vars.space.md });
globalStyle(`${article} dd`, { marginLeft: vars.space.lg, color: vars.color.textMuted });
globalStyle(`${article} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
globalStyle(`${article} li + li`, { marginTop: vars.space.xs });
