// StreamHealth.css.ts — stream cards in failover order (position and Move buttons down the left, as SourceList), their figures, last error and three charts side by side that stack on a phone.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { moveColumn, orderedCard, plainList, positionBadge } from '../theme/patterns.css';

export const list = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

export const card = recipe({
  base: orderedCard,
  variants: {
    // Beside the "In use" badge, so the state does not rest on the edge alone.
    current: { true: { borderColor: vars.color.accent }, false: {} },
    // Beside the "Off" badge, likewise.
    off: { true: { borderStyle: 'dashed', borderColor: vars.color.borderStrong }, false: {} },
  },
});

export const reorder = style([moveColumn, { minWidth: '32px' }]);

export const position = positionBadge;

// Busy while a change is saved: the button keeps focus (aria-disabled, not disabled) and says it waits.
export const move = style({ selectors: { '&[aria-disabled="true"]': { cursor: 'progress' } } });

export const main = style({ minWidth: 0 });

// A host is read character by character when it matters: the code face, and it breaks anywhere rather than widening the card.
export const host = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The figures in a row, a dot between them; they wrap whole. */
export const figures = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const failovers = style({ color: vars.color.warning, fontWeight: vars.fontWeight.semibold });

// A dot between figures, drawn rather than read (the alternative text after the slash is empty).
globalStyle(`${figures} > li:not(:last-child)::after`, { content: '"·" / ""', marginInlineStart: vars.space.sm, color: vars.color.textMuted });

export const lastError = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    border: '1px solid',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    // Down now: the error is why. Up again: the error is history, shown quietly.
    down: {
      true: { background: vars.color.criticalSurface, borderColor: vars.color.critical },
      false: { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    },
  },
});

export const errorIcon = style({
  flexShrink: 0,
  marginTop: '2px',
  color: vars.color.critical,
});

export const errorTitle = style({ fontWeight: vars.fontWeight.semibold });

/** Three charts side by side while each has room for 160px, else one under another. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  paddingTop: vars.space.xxs,
});

export const chart = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const chartCaption = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

export const chartTitle = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

export const chartRange = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const toggle = style({ alignSelf: 'flex-start' });

// While probing, the button keeps full strength (its spinner is the point), though it is aria-disabled.
export const probe = style({ selectors: { '&&[aria-disabled="true"]': { opacity: 1, cursor: 'progress' } } });

export const legend = style([plainList, { color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.tight }]);

export const legendItem = style({ display: 'inline-flex', alignItems: 'flex-end', gap: vars.space.xs });

// The strip's cells in little: the same colours and the same heights (down full, partly down three quarters, up half, no data a line).
const swatchBase = style({ display: 'inline-block', width: '8px', height: '12px' });
export const swatch = styleVariants({
  up: [swatchBase, { height: '6px', background: vars.color.success }],
  partial: [swatchBase, { height: '9px', background: vars.color.warning }],
  down: [swatchBase, { background: vars.color.critical }],
  none: [swatchBase, { height: '2px', background: vars.color.borderStrong }],
});
