// SourceDialog.css.ts — the kind as a fieldset drawn like a field, native radios on the theme with their hints under them.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bareFieldset, controlRow, fieldLegend } from '../theme/patterns.css';

export const fieldset = bareFieldset;

export const legend = fieldLegend;

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
