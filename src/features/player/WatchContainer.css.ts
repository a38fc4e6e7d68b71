// WatchContainer.css.ts — the watching screen: player and its bars with the guide below, the chat beside (below on narrow screens).
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';
import { breakpoints } from '../../components/theme/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingBlock: `${vars.space.md} ${vars.space.xxl}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const side = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });
export const player = style({ width: '100%' });

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const number = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', marginInlineEnd: vars.space.xs });
export const nowPlaying = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const zapBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const keys = style({ margin: 0, flexBasis: '100%', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Over the picture (top right), like a TV's channel number: large, high contrast on its own dark plate.
export const numberOverlay = style({
  position: 'absolute',
  top: vars.space.lg,
  right: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: 'rgba(0, 0, 0, 0.78)',
  color: '#fff',
  pointerEvents: 'none',
});
export const numberLabel = style({ fontSize: vars.fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.08em' });
export const numberDigits = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', lineHeight: vars.lineHeight.tight });
export const numberNotice = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const loadError = style({
  position: 'absolute',
  insetInline: vars.space.lg,
  bottom: '25%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const loadErrorText = style({ margin: 0, textAlign: 'center' });

export const miniGuide = style({ zIndex: 1 });

export const guide = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const guideHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const programmes = style({});
/** The link to the channel's other days sits under the list, at its start (a column's items would stretch it). */
export const allDays = style({ alignSelf: 'flex-start' });
