// RecordingsPage.css.ts — title, then the list; the player page uses the same frame.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/contract.css';

// The page is a Stack; this adds its room above and below, and a readable width.
export const page = style({ paddingBlock: `${vars.space.lg} ${vars.space.xxl}`, maxWidth: '56rem' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const meta = style({ margin: 0, color: vars.color.textMuted });
export const description = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });
