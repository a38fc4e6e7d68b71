// WatchDefaultLink.css.ts — a large accent call to action that is a link (it navigates), shaped like the primary button.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

// `:is(a)` lifts these above the Link's own tone (same single class otherwise, decided by stylesheet order).
export const link = style({
  selectors: {
    '&:is(a)': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      minHeight: '48px',
      padding: `0 ${vars.space.xl}`,
      borderRadius: vars.radius.md,
      background: vars.color.accent,
      color: vars.color.accentText,
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
    },
    '&:is(a):hover': { background: vars.color.accentHover, textDecoration: 'none' },
  },
});
