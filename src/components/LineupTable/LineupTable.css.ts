// LineupTable.css.ts — the bulk bar, and the table: a scroller with a sticky header over absolutely placed rows, every row on one column grid.
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { surfacePanel } from '../theme/patterns.css';

/** Select, handle, number, logo, name (the rest of the width), group, source, guide, status: header and rows share it. */
const COLUMNS = '44px 44px 56px 44px minmax(200px, 1fr) 128px 120px 184px 164px';
/** The narrowest the columns fit (a laptop's width): below it the table scrolls sideways. */
const MIN_WIDTH = '990px';

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const bulkCount = style({ fontVariantNumeric: 'tabular-nums' });

export const bulkActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const scroller = style([
  surfacePanel,
  {
    position: 'relative',
    overflow: 'auto',
    overscrollBehavior: 'contain',
    scrollbarWidth: 'thin',
    // A row reached by Tab scrolls into view below the sticky header, not under it.
    scrollPaddingTop: '44px',
  },
]);

export const sizer = style({ position: 'relative', minWidth: MIN_WIDTH });

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

const grid = style({ display: 'grid', gridTemplateColumns: COLUMNS, alignItems: 'stretch' });

export const headerRow = style([grid, { height: '44px' }]);

export const row = recipe({
  base: [
    grid,
    {
      position: 'absolute',
      left: 0,
      width: '100%',
      height: '60px',
      borderBottom: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  ],
  variants: {
    // Selected: a sunken band with an accent edge (the checkbox says it too, not colour alone).
    selected: { true: { background: vars.color.surfaceSunken, boxShadow: `inset 3px 0 0 ${vars.color.accent}` }, false: {} },
    // The row being dragged lifts above the ones it passes.
    dragging: { true: { zIndex: 1, boxShadow: vars.elevation.high, background: vars.color.surfaceRaised }, false: {} },
  },
});

export const cell = style({ display: 'flex', alignItems: 'center', minWidth: 0, paddingInline: vars.space.xs });

export const selectCell = style([cell, { justifyContent: 'center' }]);

// The Checkbox without its label's gap and row height: the label is for screen readers only.
export const checkbox = style({ minHeight: 0 });
globalStyle(`${checkbox} label`, { minHeight: '40px', paddingBlock: 0, alignItems: 'center' });

export const headerCell = style([
  cell,
  {
    paddingInline: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
]);

// The drag handle: an IconButton's look with a grab cursor, and no touch scrolling so a finger can drag it.
export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, color: vars.color.text },
    '&[aria-pressed="true"]': { cursor: 'grabbing', background: vars.color.surfaceSunken, borderColor: vars.color.accent, color: vars.color.text },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const numberCell = style([
  cell,
  {
    justifyContent: 'flex-end',
    paddingInlineEnd: vars.space.md,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const oneLine = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const nameCell = style([cell, { flexDirection: 'column', alignItems: 'stretch', justifyContent: 'center', paddingInline: vars.space.sm, gap: '2px' }]);

export const title = recipe({
  base: [oneLine, { color: vars.color.text, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight }],
  // A hidden channel's name is muted, beside its Hidden badge.
  variants: { hidden: { true: { color: vars.color.textMuted }, false: {} } },
});

export const secondLine = style([oneLine, { color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.tight }]);

export const textCell = style([cell, { paddingInline: vars.space.sm, color: vars.color.text, fontSize: vars.fontSize.sm }]);

export const guideCell = style([cell, { gap: vars.space.xs, paddingInline: vars.space.sm }]);

export const guideId = style([oneLine, { flexShrink: 1, fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.text }]);

export const mapButton = style({ flexShrink: 0 });

// Up to four badges: two to a line, two lines fit the row.
export const statusCell = style([cell, { flexWrap: 'wrap', alignContent: 'center', gap: vars.space.xxs, paddingInline: vars.space.sm }]);
