// NowNext.css.ts — two tight lines around a thin progress bar; titles truncate to one line.
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Text sizes (the labels and times scale with them in em); the list of names feeds the props and the stories. */
const sizes = {
  small: { fontSize: vars.fontSize.xs },
  medium: { fontSize: vars.fontSize.sm },
  large: { fontSize: vars.fontSize.md },
};

// The lines one under another are a stackClass, its space by size (NowNext.tsx).
export const root = recipe({
  base: { minWidth: 0, color: vars.color.text },
  variants: { size: sizes },
  defaultVariants: { size: 'medium' },
});
export type NowNextSize = NonNullable<NonNullable<RecipeVariants<typeof root>>['size']>;
export const nowNextSizes = Object.keys(sizes) as NowNextSize[];

export const line = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, margin: 0, minWidth: 0, lineHeight: vars.lineHeight.tight });

const label = style({
  flexShrink: 0,
  fontSize: '0.85em',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const nowLabel = style([label, { color: vars.color.live }]);
export const nextLabel = style([label, { color: vars.color.textMuted }]);

const truncate = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const title = style([truncate, { fontWeight: vars.fontWeight.semibold }]);
export const nextTitle = style([truncate, { color: vars.color.textMuted }]);
export const nextTime = style({ flexShrink: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({ position: 'absolute', insetBlock: 0, left: 0, borderRadius: vars.radius.full, background: vars.color.accent });

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.92em',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
