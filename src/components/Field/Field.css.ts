// Field.css.ts — the parts every form field shares: label, hint, error, and the boxed control look.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** A field's label, hint, control and error, one under another (a `stackClass('xs')`); it may shrink in a row or grid. */
export const root = style({ minWidth: 0 });

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const requiredMarker = style({ marginInlineStart: vars.space.xxs, color: vars.color.critical });

export const hint = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      success: { color: vars.color.success },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const error = style([message, { color: vars.color.critical }]);

// Centres a 16px icon on the first line of text, so it stays put when the message wraps.
export const messageIcon = style({ flexShrink: 0, marginTop: '0.15em' });

/**
 * The boxed look of text inputs and selects. 44px tall so it is easy to hit; the border uses
 * borderStrong because a field's edge must stand out 3:1 from the page, not just be a hairline.
 */
export const control = style({
  width: '100%',
  minWidth: 0,
  minHeight: '44px',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // 16px at least, or mobile Safari zooms the page on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    // A thicker edge as well as the colour, so an invalid field does not rely on colour alone.
    '&[aria-invalid="true"], &[aria-invalid="true"]:hover:not(:disabled)': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
