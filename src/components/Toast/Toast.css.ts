// Toast.css.ts — the bottom-of-viewport stack and one toast; tone shows in the icon and the leading edge.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { plainList } from '../theme/patterns.css';
import { styleEach } from '../theme/recipeVariants';

export const region = style({
  position: 'fixed',
  bottom: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  // 420px in steps of the space scale, so the toast grows with TV mode's 1.5× type and padding: at a fixed 420px a
  // short message wrapped beside its action there.
  width: `min(calc(35 * ${vars.space.md}), calc(100vw - 2 * ${vars.space.lg}))`,
  // The empty area of the stack must not swallow clicks meant for the page under it.
  pointerEvents: 'none',
});

/** The toasts one under another (a Stack). */
export const list = plainList;

const slideUp = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

/** Each tone's colour, on the icon and the leading edge. */
const toneColours = { success: vars.color.success, error: vars.color.critical, info: vars.color.info } as const;

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.elevation.high,
    fontSize: vars.fontSize.sm,
    '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${slideUp} ${vars.duration.normal} ${vars.easing.enter}` } },
  },
  variants: { tone: styleEach(toneColours, (colour) => ({ borderLeftColor: colour })) },
});
export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { flexShrink: 0 },
  variants: { tone: styleEach(toneColours, (colour) => ({ color: colour })) },
});

export const message = style({ flexGrow: 1, minWidth: 0, paddingBlock: vars.space.xs, overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal });

export const controls = style({ flexShrink: 0 });
