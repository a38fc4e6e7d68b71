// GuidePage.css.ts — the guide pages' frame: a title, then the guide as wide as the layout allows.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: `${vars.space.lg} ${vars.space.xxl}`, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
