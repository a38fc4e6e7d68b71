// CommercePage.css.ts — the subscribe and checkout pages: a heading block, then the page's one task.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme';

// Page and intro are Stacks; these add their room and width.
export const page = style({ paddingBlock: `${vars.space.xl} ${vars.space.xxxl}` });
export const intro = style({ maxWidth: '46rem' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal });
