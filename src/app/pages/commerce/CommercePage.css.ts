// CommercePage.css.ts — the subscribe and checkout pages: a heading block, then the page's one task.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: `${vars.space.xl} ${vars.space.xxxl}` });
export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '46rem' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal });
