// AuthPage.css.ts — the account pages centre one card with room above it.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../components/theme/contract.css';

export const page = style({ paddingBlock: `${vars.space.xl} ${vars.space.xxl}` });
