// ThreeDSChallenge.css.ts — the bank's hint in a quiet well above a roomy, spaced code input.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The row, its inset and its type come from Box and Text; the well's tint is the info tone's surface.
export const hint = style({ background: vars.color.infoSurface, overflowWrap: 'anywhere' });

export const hintIcon = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.info });

export const code = style({ maxWidth: '16rem' });
