// layout.ts (theme) — the values layout primitives (Stack, Inline, Columns) accept, as lists stories and props share.
import type { vars } from './contract.css';

/** A step of the theme's space scale. */
export type Space = keyof typeof vars.space;

export const aligns = ['left', 'center', 'right'] as const;
export type Align = (typeof aligns)[number];
export const alignsY = ['top', 'center', 'bottom'] as const;
export type AlignY = (typeof alignsY)[number];

export const alignToFlex = { left: 'flex-start', center: 'center', right: 'flex-end' } as const satisfies Record<Align, string>;
export const alignYToFlex = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const satisfies Record<AlignY, string>;
