// FavoritesPage.css.ts — the title above the favourite cards.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: `${vars.space.lg} ${vars.space.xxl}` });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
