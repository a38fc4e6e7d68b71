// GuidePage.css.ts — the guide pages' frame: a title, then the guide as wide as the layout allows.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/contract.css';

// The page is a Stack; this adds its room above and below.
export const page = style({ paddingBlock: `${vars.space.lg} ${vars.space.xxl}`, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
