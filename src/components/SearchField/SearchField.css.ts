// SearchField.css.ts — the shared field box with a leading search icon and a trailing clear button.
import { style } from '@vanilla-extract/css';
import { control, label as fieldLabel, root as fieldRoot } from '../Field/Field.css';
import { vars } from '../theme/contract.css';

// Laid out as a form field is: label over the box, a stackClass('xs').
export const root = fieldRoot;
export const label = fieldLabel;
export { visuallyHidden as hiddenLabel } from '../VisuallyHidden/VisuallyHidden.css';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// 12px (space.md) in from the edge, given as 60% of the 20px icon: TV mode zooms the icon by 1.5 (tvMode.css.ts), which
// also scales a `left` set on it, so `left: space.md` put it at 27px and its 30px ran into the text. As a share of the
// icon it is 18px there, TV mode's md, and the padding below (the same sum in the space scale) clears it.
export const icon = style({ position: 'absolute', left: 0, transform: 'translateX(60%)', color: vars.color.textMuted, pointerEvents: 'none' });

export const input = style([
  control,
  {
    // The icon's offset, the icon (20px: lg + xs) and a gap, so all of it grows with TV mode's 1.5× icon and type.
    paddingInlineStart: `calc(${vars.space.md} + ${vars.space.lg} + ${vars.space.xs} + ${vars.space.sm})`,
    paddingInlineEnd: `calc(${vars.space.xs} + 32px + ${vars.space.xs})`,
    selectors: {
      // The browser's own clear cross would duplicate ours, which is labelled and larger.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

export const clear = style({ position: 'absolute', right: vars.space.xs });
