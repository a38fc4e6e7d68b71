// SupportPage.css.ts — one wider card: a message needs more room than a login.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

export const page = style({ paddingBlock: `${vars.space.xl} ${vars.space.xxl}` });
globalStyle(`${page} > section`, { maxWidth: '40rem' });
