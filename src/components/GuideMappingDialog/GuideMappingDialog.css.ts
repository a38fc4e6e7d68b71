// GuideMappingDialog.css.ts — the choices beside the preview from tablet width (one column on a phone), each guide channel a radio row of a panel, the preview in a sunken well that stays in view.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { above } from '../theme/media';
import { bareFieldset, fieldLegend, panelList, plainList } from '../theme/patterns.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [above('tablet')]: { gridTemplateColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)' } },
});

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const fieldset = bareFieldset;

export const legend = fieldLegend;

export const busy = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

// The options as one panel of rows split by hairlines (as the console's lists).
export const options = style([panelList, { width: '100%' }]);

// The whole row is the radio's label: radio, name and id and reasons, score at the end.
export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      'li + li > &': { borderTop: `1px solid ${vars.color.border}` },
      '&:hover': { background: vars.color.surfaceSunken },
    },
  },
  variants: {
    // Chosen: a sunken band with an accent edge (the radio says it too, not colour alone), as LineupTable's selected rows.
    selected: { true: { background: vars.color.surfaceSunken, boxShadow: `inset 3px 0 0 ${vars.color.accent}` }, false: {} },
  },
});

// The native radio, sized like the checkbox and tinted with the accent; centred on the name's line.
export const radio = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: `calc((${vars.fontSize.md} * ${vars.lineHeight.tight} - 20px) / 2 + 1px) 0 0`,
  accentColor: vars.color.accent,
  cursor: 'inherit',
});

export const optionMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 auto', minWidth: 0 });

export const optionTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const optionName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const optionId = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const optionWhy = style({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal, color: vars.color.textMuted, overflowWrap: 'anywhere' });

// The outcome of the choice, set apart from it (as RuleDialog's preview); beside a long list it stays in view.
export const preview = style({
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  '@media': { [above('tablet')]: { position: 'sticky', top: 0 } },
});

export const previewHeading = style({ overflowWrap: 'anywhere' });

export const previewStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const programmes = style([plainList, { display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }]);

// Time, then title: the times are of one format in tabular figures, so the titles line up down the list.
export const programme = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: vars.space.md, alignItems: 'baseline' });

export const when = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const programmeTitle = style({ color: vars.color.text, overflowWrap: 'anywhere' });

// Pushed to the footer's start, apart from Cancel and the choice: it undoes the operator's mapping rather than making one.
export const clear = style({ marginInlineEnd: 'auto' });

// The server's refusal takes the footer's whole width, above the buttons.
export const footerAlert = style({ flexBasis: '100%' });
