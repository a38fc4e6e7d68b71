// LineupToolbar.css.ts — search, group and source in a row that wraps; the three filters and the count under them.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

// The search takes twice the room of each select; on a narrow screen they wrap under it.
export const fields = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const search = style({ flex: '2 1 280px', minWidth: 0 });

export const select = style({ flex: '1 1 180px', minWidth: 0 });

export const checks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: 0,
});

// Pushed to the row's end; on a narrow screen it wraps under the checkboxes.
export const count = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' });
