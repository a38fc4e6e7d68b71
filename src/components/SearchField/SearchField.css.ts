// SearchField.css.ts — the shared field box with a leading search icon and a trailing clear button.
import { style } from '@vanilla-extract/css';
import { control, label as fieldLabel, root as fieldRoot } from '../Field/Field.css';
import { vars } from '../theme/contract.css';

// Laid out as a form field is: label over the box, a stackClass('xs').
export const root = fieldRoot;
export const label = fieldLabel;
export { visuallyHidden as hiddenLabel } from '../VisuallyHidden/VisuallyHidden.css';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({ position: 'absolute', left: vars.space.md, color: vars.color.textMuted, pointerEvents: 'none' });

export const input = style([
  control,
  {
    paddingInlineStart: `calc(${vars.space.md} + 20px + ${vars.space.sm})`,
    paddingInlineEnd: `calc(${vars.space.xs} + 32px + ${vars.space.xs})`,
    selectors: {
      // The browser's own clear cross would duplicate ours, which is labelled and larger.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

export const clear = style({ position: 'absolute', right: vars.space.xs });
