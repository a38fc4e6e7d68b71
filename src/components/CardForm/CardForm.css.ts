// CardForm.css.ts — a single column with expiry and CVV side by side, and the brand badge inside the number box.
import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css';
import { vars } from '../theme/contract.css';

export const form = style({ minWidth: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const numberBox = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// Room on the right for the brand badge, and digits that do not jump as they are typed.
export const numberInput = style([control, { paddingInlineEnd: '9.5rem', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }]);

export const brand = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  display: 'flex',
  maxWidth: '9rem',
  pointerEvents: 'none',
});


export const secure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const secureIcon = style({ flexShrink: 0 });
