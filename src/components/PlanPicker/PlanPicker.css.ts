// PlanPicker.css.ts — a responsive grid: one column on phones, as many ~16rem columns (24rem in TV mode) as fit beyond.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { surfacePanel } from '../theme/patterns.css';

export const grid = style({
  display: 'grid',
  // 16rem (256px) in steps of the space scale, so a column grows with TV mode's 1.5× type and padding: at a fixed
  // 16rem its Choose button's label ran out of the button there.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(16 * ${vars.space.lg})), 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A plan's cell of the grid: its card in a plain column (a Stack). */
export const item = style({ minWidth: 0 });

/** A plan card's outline while plans load (its content one under another: `stackClass('md')`). */
export const placeholder = style([surfacePanel, { padding: vars.space.xl }]);
