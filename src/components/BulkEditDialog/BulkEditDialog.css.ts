// BulkEditDialog.css.ts — fields in pairs, the preview in a sunken well under the form, old → new names in two aligned columns.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { plainList } from '../theme/patterns.css';
import { above } from '../theme/media';

// Two fields side by side from tablet width; one under the other on a phone.
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [above('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// The outcome of the form, set apart from it (as RuleDialog's preview).
export const preview = style({
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const renames = style([plainList, { display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }]);

// Old name, arrow, new name: the arrows line up down the list.
export const rename = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'baseline',
});

export const oldName = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const arrow = style({ alignSelf: 'center', color: vars.color.textMuted });

export const newName = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const more = style({ color: vars.color.textMuted });

export const numbers = style({ overflowWrap: 'anywhere' });

// The server's refusal takes the footer's whole width, above the buttons.
export const footerAlert = style({ flexBasis: '100%' });
