// RuleDialog.css.ts — the form and its preview side by side from tablet width (one column on a phone), fieldsets drawn like fields, native radios on the theme.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bareFieldset, controlRow, fieldLegend } from '../theme/patterns.css';
import { above } from '../theme/media';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [above('tablet')]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
});

export const subject = style({ overflowWrap: 'anywhere' });

export const fieldset = bareFieldset;

export const legend = fieldLegend;

// Seven day checkboxes in a wrapping row: one row on a dialog, two on a phone.
export const days = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: 0 });

// Two fields side by side at every width: their labels are short and their values shorter.
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

// As a Checkbox row (long channel names wrap inside it).
export const radioRow = style([controlRow, { overflowWrap: 'anywhere' }]);

// The native radio, sized like the checkbox and tinted with the accent; centred on the label's first line.
export const radio = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: `calc((${vars.fontSize.md} * ${vars.lineHeight.normal} - 20px) / 2) 0 0`,
  accentColor: vars.color.accent,
  cursor: 'inherit',
});

export const keepNote = style({ marginTop: `calc(-1 * ${vars.space.sm})` });

// The preview in a sunken well, so it reads as the outcome of the form rather than more of it.
export const preview = style({
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const status = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.text });

export const checking = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

// The server's refusal takes the footer's whole width, above the buttons.
export const footerAlert = style({ flexBasis: '100%' });
