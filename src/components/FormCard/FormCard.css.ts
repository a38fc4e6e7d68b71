// FormCard.css.ts — a centred, readable-width panel on the surface colour.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { below } from '../theme/media';
import { surfacePanel } from '../theme/patterns.css';

export const card = style([
  surfacePanel,
  {
    width: '100%',
    maxWidth: '28rem',
    marginInline: 'auto',
    padding: vars.space.xl,
    boxShadow: vars.elevation.low,
    // Less inset on a phone, where the card is the width of the screen.
    '@media': { [below('tablet')]: { padding: vars.space.lg } },
  },
]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const content = style({ marginTop: vars.space.lg });
/** Below a rule, in small muted text; its links one under another (a stackClass). */
export const footer = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
