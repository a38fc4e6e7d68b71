// AdminPage.css.ts — the console's frame: the title, then the tabs, wide enough for the lineup's table.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/contract.css';

export const page = style({ paddingBlock: `${vars.space.lg} ${vars.space.xxl}`, maxWidth: '90rem' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
