// Player.css.ts — a 16:9 stage that is always dark (the picture decides the light), with fading bars, centred states and an overlay layer.
import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { dark } from '../theme/themes.css';

/**
 * A phone-sized player, measured on the player itself (a container query on `root`), not on the viewport: the
 * player is as narrow inside a page's column on a laptop. The viewport breakpoint tokens do not describe a
 * component's own width (the stories' 720px player would fall below `tablet`), so this one width is named here.
 */
const narrow = '(max-width: 520px)';

export const root = style({
  // The dark palette inside the player in either theme: controls sit on video, which is dark whatever the page is.
  vars: { ...assignVars(vars.color, dark.color), ...assignVars(vars.elevation, dark.elevation) },
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  containerType: 'inline-size',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  // A hairline edge: on the dark page an idle (black) picture would otherwise have no outline at all.
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  isolation: 'isolate',
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-fullscreen]': { border: 'none', borderRadius: 0, aspectRatio: 'auto', width: '100vw', height: '100vh' },
    '&[data-idle="true"]': { cursor: 'none' },
  },
});

export const video = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', background: vars.color.background });

export const stage = style({ position: 'absolute', inset: 0 });

// A channel kept warm plays under the one shown, invisible but composited (opacity, not display: none), so showing it is one style change.
globalStyle(`${video}[data-standby]`, { opacity: 0, pointerEvents: 'none' });

export const center = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', zIndex: 1 });

export const bigPlay = style({
  display: 'grid',
  placeItems: 'center',
  width: '80px',
  height: '80px',
  paddingLeft: '4px',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const panelLayer = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '28rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.high,
  textAlign: 'center',
  // A phone-sized player has no room for a card: the message fills the picture, compactly.
  '@container': {
    [narrow]: { gap: vars.space.sm, padding: vars.space.sm, background: 'transparent', boxShadow: 'none' },
  },
});

export const panelIcon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    borderRadius: vars.radius.full,
    '@container': { [narrow]: { display: 'none' } },
  },
  variants: {
    tone: {
      critical: { background: vars.color.criticalSurface, color: vars.color.critical },
      premium: { background: vars.color.warningSurface, color: vars.color.premium },
    },
  },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const panelText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@container': { [narrow]: { fontSize: vars.fontSize.xs } },
});

export const paywallLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  // Inside the panel (two classes), so the Link's own tone loses whichever stylesheet the bundle puts first.
  selectors: {
    [`${panel} &`]: { background: vars.color.premium, color: vars.color.textInverse, textDecoration: 'none' },
    [`${panel} &:hover`]: { color: vars.color.textInverse, textDecoration: 'underline' },
  },
});

// The bars' scrim padding must not swallow clicks meant for what is under it (an error panel's button):
// only the controls in them take pointer events (see the globalStyle below).
const fade = {
  pointerEvents: 'none',
  transition: `opacity ${vars.duration.slow} ${vars.easing.standard}`,
  selectors: {
    [`${root}[data-idle="true"] &`]: { opacity: 0 },
    [`${root}:focus-within &`]: { opacity: 1 },
  },
} as const;

// Scrims: the bars read on any picture, bright or dark.
export const topBar = style({
  ...fade,
  position: 'absolute',
  insetInline: 0,
  top: 0,
  zIndex: 3,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xxl}`,
  background: `linear-gradient(to bottom, ${vars.color.background}, transparent)`,
});

export const heading = style({ minWidth: 0 });

export const title = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});


export const controls = style({
  ...fade,
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  zIndex: 3,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.sm}`,
  background: `linear-gradient(to top, ${vars.color.background}, transparent)`,
});

export const controlsWithTimeline = style({ flexWrap: 'wrap', rowGap: vars.space.xs });

globalStyle(`${topBar} > *, ${controls} > *`, { pointerEvents: 'auto' });

// A phone-width player fits its row of controls by shrinking them a little and dropping the volume slider (the mute
// button stays; phones have volume keys) and the quality icon (the select keeps its label).

export const control = style({
  flexShrink: 0,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
  '@container': { [narrow]: { width: '36px', height: '36px' } },
});

export const volume = style({
  width: '88px',
  flexShrink: 1,
  minWidth: '48px',
  accentColor: vars.color.accent,
  cursor: 'pointer',
  '@container': { [narrow]: { display: 'none' } },
});

export const liveBadge = style({ marginInline: vars.space.sm, '@container': { [narrow]: { marginInline: vars.space.xs } } });
export const liveButton = style({ marginInline: vars.space.xs });

export const spacer = style({ flex: 1 });

// A recording's seek bar takes the room the spacer would.
export const seekGroup = style({ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm, marginInline: vars.space.sm });
export const seek = style({ flex: 1, minWidth: '64px', accentColor: vars.color.accent, cursor: 'pointer' });

// Live TV's time-shift bar: the range input with programme boundaries and the pointer's time laid over it.
export const timeline = style({ position: 'relative', flex: 1, minWidth: '64px', display: 'flex', alignItems: 'center' });
/** The time-shift bar's row: the whole width, above the buttons. */
export const timelineRow = style({ flexBasis: '100%', order: -1, display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingInline: vars.space.sm });
export const mark = style({
  position: 'absolute',
  top: '50%',
  width: '2px',
  height: '12px',
  marginLeft: '-1px',
  transform: 'translateY(-50%)',
  background: vars.color.textMuted,
  pointerEvents: 'none',
});
/** A gap in the archive: hatched, so it reads as "nothing here" in either theme without a colour of its own. */
export const gap = style({
  position: 'absolute',
  top: '50%',
  height: '6px',
  // A minute of a two-hour bar is under a pixel: still shown.
  minWidth: '3px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.sm,
  backgroundImage: `repeating-linear-gradient(135deg, ${vars.color.textMuted} 0 2px, transparent 2px 5px)`,
  opacity: 0.8,
  pointerEvents: 'none',
});
export const hoverTime = style({
  position: 'absolute',
  bottom: '100%',
  transform: 'translateX(-50%)',
  marginBottom: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
export const time = style({ flexShrink: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', '@container': { [narrow]: { display: 'none' } } });

export const quality = style({ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });
export const qualityLabel = style({ display: 'inline-flex', color: vars.color.textMuted });
export const qualityIcon = style({ '@container': { [narrow]: { display: 'none' } } });
export const qualitySelect = style({
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

/** The captions button and its menu of subtitles, sound and caption size: the menu opens above the bar, at its end. */
export const tracks = style({ position: 'relative', display: 'inline-flex', alignItems: 'center', flexShrink: 0 });
export const trackMenu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  bottom: `calc(100% + ${vars.space.sm})`,
  zIndex: 5,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.high,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
// A legend floated into the box: drawn as the menu's title, not cut into its border.
export const trackMenuTitle = style({ float: 'left', width: '100%', padding: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const trackRows = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(9rem, auto)',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  whiteSpace: 'nowrap',
});

/**
 * Captions read on any picture: the theme's text on its scrim, in the body font. The viewer's size scales
 * the browser's own cue size (a share of the picture's height), so captions grow with the player in full screen too.
 */
const captionScale = { normal: '100%', large: '135%', largest: '170%' } as const;
globalStyle(`${root} video::cue`, {
  // The player's own dark palette (root): light text on the scrim dialogs sit on.
  color: vars.color.text,
  backgroundColor: vars.color.overlay,
  fontFamily: vars.font.body,
  lineHeight: 1.3,
});
for (const [size, scale] of Object.entries(captionScale)) globalStyle(`${root}[data-caption-size="${size}"] video::cue`, { fontSize: scale });

/** Overlays from the owner (mini guide, zapping number): above the picture and the bars, inside the fullscreen element. */
export const overlaySlot = style({ position: 'absolute', inset: 0, zIndex: 4, pointerEvents: 'none' });
// The layer lets clicks through to the picture; the overlays in it take their own.
globalStyle(`${overlaySlot} > *`, { pointerEvents: 'auto' });

export { visuallyHidden as hidden } from '../VisuallyHidden/VisuallyHidden.css';

