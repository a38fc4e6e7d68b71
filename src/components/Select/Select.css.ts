// Select.css.ts — a native select in the shared field box, with a themed chevron instead of the UA arrow.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { control } from '../Field/Field.css';

export const wrapper = style({ position: 'relative', display: 'flex', minWidth: 0 });

export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: '40px',
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    selectors: {
      // While the placeholder is chosen it reads as a prompt, like an input's placeholder.
      '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
    },
  },
]);

// Options inherit the select's colour in some browsers; keep them readable when the prompt is muted.
export const option = style({ color: vars.color.text, background: vars.color.surfaceRaised });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  selectors: { [`${select}:disabled ~ &`]: { opacity: 0.5 } },
});
