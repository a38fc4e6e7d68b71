// EmailVerificationPanel.css.ts — the address with its status badge, then help and the action.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const address = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const email = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
