// Checkbox.css.ts — a native checkbox drawn as a themed box, with a row-sized hit target.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { controlRow } from '../theme/patterns.css';

export const root = style({ minWidth: 0 });

export const row = controlRow;

// Same height as one line of label text, so the box lines up with the first line when the label wraps.
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  height: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`,
});

export const box = style({
  appearance: 'none',
  display: 'block',
  width: '20px',
  height: '20px',
  margin: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  cursor: 'inherit',
  transition: `background ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked, &:indeterminate': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:checked:hover:not(:disabled), &:indeterminate:hover:not(:disabled)': {
      background: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` },
    '&:disabled': { opacity: 0.5 },
  },
});

// Both marks sit over the box; the input's own state decides which one shows.
const mark = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.accentText,
  pointerEvents: 'none',
});

export const checkMark = style([mark, { selectors: { [`${box}:checked:not(:indeterminate) ~ &`]: { display: 'flex' } } }]);
export const dashMark = style([mark, { selectors: { [`${box}:indeterminate ~ &`]: { display: 'flex' } } }]);

// The icon set has no minus, so the mixed state is a bar the width of the check mark.
export const dash = style({ width: '10px', height: '2px', borderRadius: vars.radius.full, background: 'currentColor' });

export const disabledMark = style({ selectors: { [`${box}:disabled ~ &`]: { opacity: 0.5 } } });

export const text = style({ minWidth: 0, overflowWrap: 'anywhere' });

// Hint and error line up under the label text, not under the box.
export const messages = style({ paddingInlineStart: `calc(20px + ${vars.space.md})` });
