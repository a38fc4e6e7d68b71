// WatchScreen.css.ts — the watching screen: the player and its bars with the guide below, the chat beside (below on narrow screens); the overlays over the picture.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { above } from '../theme/media';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingBlock: `${vars.space.md} ${vars.space.xxl}`,
  '@media': { [above('desktop')]: { gridTemplateColumns: `minmax(0, 1fr) calc(22 * ${vars.space.lg})`, alignItems: 'start' } },
});

/** Grid cells that must not grow past their track with a long title or a wide chat line. */
export const cell = style({ minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const number = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', marginInlineEnd: vars.space.xs });

export const keys = style({ flexBasis: '100%' });

// Over the picture (top right), like a TV's channel number: large, high contrast on its own dark plate.
export const numberOverlay = style({
  position: 'absolute',
  top: vars.space.lg,
  right: vars.space.lg,
  alignItems: 'flex-end',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: 'rgba(0, 0, 0, 0.78)',
  color: '#fff',
  pointerEvents: 'none',
});
export const numberLabel = style({ fontSize: vars.fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.08em' });
export const numberDigits = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', lineHeight: vars.lineHeight.tight });
export const numberNotice = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

// Now and next, as a TV's info banner: along the bottom of the picture, above the controls.
export const info = style({
  position: 'absolute',
  insetInline: vars.space.lg,
  bottom: '22%',
  maxWidth: '32rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: 'rgba(0, 0, 0, 0.82)',
  color: '#fff',
  pointerEvents: 'none',
});

export const loadError = style({
  position: 'absolute',
  insetInline: vars.space.lg,
  bottom: '25%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
