// RecordingPlayerContainer.css.ts — title and details above the player, a readable column below.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, color: vars.color.textMuted });
export const description = style({ margin: 0, maxWidth: '60ch', lineHeight: vars.lineHeight.relaxed });
