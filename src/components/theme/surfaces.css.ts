// surfaces.css.ts (theme) — the bordered panel many components draw (guide, chat, placeholder cards): one definition to compose.
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A rounded, hairline-bordered panel on the surface colour. */
export const panelSurface = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
