// SourceDialog.css.ts — the kind as a fieldset drawn like a field, native radios on the theme with their hints under them.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { controlRow } from '../theme/patterns.css';

// A fieldset without the browser's frame: its legend reads as a field's label (as RuleDialog's).
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

// The legend as Field's label (same size and weight); floated, or it would not take part in the flex gap.
export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const radioRow = style([controlRow, { overflowWrap: 'anywhere', paddingBottom: 0 }]);

// The native radio, sized like the checkbox and tinted with the accent; centred on the label's first line.
export const radio = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: `calc((${vars.fontSize.md} * ${vars.lineHeight.normal} - 20px) / 2) 0 0`,
  accentColor: vars.color.accent,
  cursor: 'inherit',
});

// Under the radio's label, lined up with its text (the radio's width and the row's gap in).
export const radioHint = style({
  paddingInlineStart: `calc(20px + ${vars.space.md})`,
  paddingBottom: vars.space.xs,
  overflowWrap: 'anywhere',
});

// A number of a few digits: the field need not span the dialog.
export const short = style({ maxWidth: '16rem' });

// The server's refusal takes the footer's whole width, above the buttons.
export const footerAlert = style({ flexBasis: '100%' });
