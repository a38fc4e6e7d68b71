// TextArea.css.ts — the shared field box, growing downwards only; the count sits right-aligned under it.
import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css';
import { vars } from '../theme/contract.css';

export const textarea = style([control, { resize: 'vertical', lineHeight: vars.lineHeight.normal, minHeight: '7rem' }]);
export const count = style({ alignSelf: 'flex-end', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' });
