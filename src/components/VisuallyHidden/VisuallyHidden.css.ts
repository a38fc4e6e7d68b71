// VisuallyHidden.css.ts — hides content from sight while keeping it in the accessibility tree.
import { style } from '@vanilla-extract/css';

// clip-path rather than display:none, which would also hide the text from screen readers.
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
