// MiniGuide.css.ts — a translucent side panel over the picture; the highlighted row has a ring, the playing one a bar.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { channelNumberColumn } from '../theme/patterns.css';

// The title row above the list, which takes the rest of the height (a Stack).
export const panel = style({
  position: 'absolute',
  top: vars.space.md,
  bottom: vars.space.md,
  left: vars.space.md,
  width: 'min(340px, calc(100% - 2 * 12px))',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.surfaceRaised} 94%, transparent)`,
  boxShadow: vars.elevation.high,
  color: vars.color.text,
  backdropFilter: 'blur(8px)',
});

// The title row's layout is the Box's sprinkles; only its rule is drawn here.
export const header = style({ borderBottom: `1px solid ${vars.color.border}` });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({
  position: 'relative',
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  scrollbarWidth: 'thin',
  selectors: {
    // The ring goes on the highlighted option (below), where the eye is; the list itself only gets a quiet edge.
    '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` },
  },
});

export const option = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  borderLeft: '3px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { borderLeftColor: vars.color.accent, background: `color-mix(in srgb, ${vars.color.accent} 14%, transparent)` },
    [`${list}:focus-visible &[data-active]`]: { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-active]': { background: vars.color.surfaceSunken },
  },
});

export const number = channelNumberColumn;

export const text = style({ display: 'flex', flexDirection: 'column', gap: '3px', flex: 1, minWidth: 0 });

export const premium = style({ color: vars.color.premium, fontWeight: vars.fontWeight.medium });
export const track = style({ display: 'block', height: '3px', borderRadius: vars.radius.full, background: vars.color.border, overflow: 'hidden' });
export const fill = style({ display: 'block', height: '100%', background: vars.color.accent });

export const playing = style({
  flexShrink: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
