// GuideGrid.css.ts — the guide: a scroller with a sticky time ruler and channel column, programme blocks, a now-line.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { channelNumberColumn } from '../theme/patterns.css';
import { surfacePanel } from '../theme/patterns.css';

export const scroller = style([surfacePanel, { position: 'relative', overflow: 'auto', overscrollBehavior: 'contain', scrollbarWidth: 'thin' }]);

export const sizer = style({ position: 'relative' });

export const headerRow = style({
  position: 'sticky',
  top: 0,
  zIndex: 3,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The channel column: the ruler's corner and each row's header stay put at the left while the programmes scroll under them. */
const stickyColumn = style({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  borderRight: `1px solid ${vars.color.border}`,
});

export const corner = style([
  stickyColumn,
  {
    paddingInline: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  },
]);

// Labels sit in the ruler's upper half; the now flag takes the lower half, so the two never overlap.
export const slot = style({
  position: 'absolute',
  top: 0,
  display: 'flex',
  alignItems: 'flex-start',
  height: '100%',
  paddingTop: vars.space.sm,
  paddingInline: vars.space.sm,
  borderLeft: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const nowFlag = style({
  position: 'absolute',
  bottom: '5px',
  zIndex: 1,
  transform: 'translateX(-50%)',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.live,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowHeader = style([
  stickyColumn,
  { gap: vars.space.sm, paddingInline: vars.space.md, background: vars.color.surface, boxShadow: vars.elevation.low, containerType: 'inline-size' },
]);

// The shared channel number column, tighter here: the guide's channel column is narrow.
export const channelNumber = style([channelNumberColumn, { width: 'auto', minWidth: '3ch', fontSize: vars.fontSize.xs }]);

export const channelName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  // A narrow channel column (phones) shows number and logo only: a name cut to two letters helps nobody.
  // It stays in the row header's name for screen readers, and as the tooltip.
  '@container': {
    '(max-width: 150px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      clipPath: 'inset(50%)',
    },
  },
});

export const cell = recipe({
  base: {
    position: 'absolute',
    top: '4px',
    bottom: '4px',
    display: 'flex',
    alignItems: 'center',
    // clip, not hidden: hidden would make each cell a scroll container and break the sticky title inside it.
    overflow: 'clip',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '3px',
    color: vars.color.text,
    cursor: 'pointer',
    userSelect: 'none',
    transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, background ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      // Inset, so the neighbouring block or the scroller's edge never hides part of the ring.
      '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '-3px', zIndex: 1 },
    },
  },
  variants: {
    state: {
      future: { background: vars.color.surfaceRaised },
      airing: {
        background: `color-mix(in srgb, ${vars.color.accent} 16%, ${vars.color.surfaceRaised})`,
        borderColor: `color-mix(in srgb, ${vars.color.accent} 45%, ${vars.color.border})`,
        borderLeftColor: vars.color.accent,
      },
      past: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      placeholder: { background: 'transparent', borderStyle: 'dashed', borderLeftWidth: '1px', color: vars.color.textMuted, cursor: 'default' },
    },
  },
  defaultVariants: { state: 'future' },
});

/** Sticks to the channel column's edge, so a long programme's title stays readable while it scrolls past (its lines a stackClass). */
export const cellInner = style({
  position: 'sticky',
  minWidth: 0,
  maxWidth: '100%',
  paddingInline: vars.space.sm,
});

const oneLine = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const cellTitle = style([oneLine, { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight }]);

export const cellTime = style({ fontVariantNumeric: 'tabular-nums' });

export const recordedMark = style({ display: 'inline-block', marginRight: vars.space.xs, color: vars.color.live, verticalAlign: '-1px' });
export const reminderMark = style({ display: 'inline-block', marginRight: vars.space.xs, color: vars.color.accent, verticalAlign: '-1px' });
/** A past programme catch-up still reaches: muted, so past cells stay quiet beside what airs. */
export const catchupMark = style({ display: 'inline-block', marginRight: vars.space.xs, color: vars.color.textMuted, verticalAlign: '0px' });

/** One segment per rendered row (under the sticky channel column), plus the flag in the ruler. */
export const nowLine = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  zIndex: 1,
  width: '2px',
  marginLeft: '-1px',
  background: vars.color.live,
  pointerEvents: 'none',
});

// The loading placeholder: a panel (its column and padding are the Box's sprinkles).
export const skeleton = surfacePanel;
