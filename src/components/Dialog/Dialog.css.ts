// Dialog.css.ts — scrim, panel sizes and the header/body/footer layout; only the body scrolls.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.enter}` } },
});

// Header, body and footer one under another (a stackClass), the body taking what the panel's height leaves.
export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.dialog,
    width: `calc(100vw - 2 * ${vars.space.lg})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.elevation.high,
    fontFamily: vars.font.body,
    '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${riseIn} ${vars.duration.normal} ${vars.easing.enter}` } },
    selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '2px' } },
  },
  // In steps of the space scale (400, 560 and 800px), so the panel grows with the type and padding it holds: TV mode
  // scales both by 1.5, and a panel of fixed pixels there wrapped a confirm dialog's title, text and buttons into a column.
  variants: {
    size: {
      small: { maxWidth: `calc(25 * ${vars.space.lg})` },
      medium: { maxWidth: `calc(35 * ${vars.space.lg})` },
      large: { maxWidth: `calc(50 * ${vars.space.lg})` },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 0 ${vars.space.xl}`,
});

/** The title and description, one under another (a Stack), taking the room beside the close button. */
export const headings = style({ flexGrow: 1, minWidth: 0, paddingTop: vars.space.xs });

/** A long title or description (an unbroken URL, a programme name) wraps rather than widening the panel. */
export const wrapAnywhere = style({ overflowWrap: 'anywhere' });

export const close = style({ flexShrink: 0 });

export const body = style({
  flexGrow: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  overflowWrap: 'anywhere',
  // Inset so the ring of the focusable (scrolling) body is not clipped by the panel.
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
