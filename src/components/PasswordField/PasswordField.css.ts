// PasswordField.css.ts — the password box with room on the right for the show/hide toggle.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { control } from '../Field/Field.css';

export const wrapper = style({ position: 'relative', display: 'flex', minWidth: 0 });

// The toggle is 40px wide plus a little air, and sits over the input's right edge.
export const input = style([control, { paddingInlineEnd: '48px' }]);

export const toggle = style({ position: 'absolute', insetInlineEnd: vars.space.xxs, top: '50%', transform: 'translateY(-50%)' });

export const lengthHint = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const lengthIcon = style({ flexShrink: 0, marginTop: '0.15em' });
