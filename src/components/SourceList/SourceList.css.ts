// SourceList.css.ts — source cards in a numbered column: the priority and Move buttons down the left, the source beside them; a source not in use is edged dashed.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { moveColumn, orderedCard, plainList, positionBadge } from '../theme/patterns.css';

export const list = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

export const card = recipe({
  base: orderedCard,
  variants: {
    // Beside the "Not in use" badge, so the state does not rest on the edge alone.
    off: { true: { borderStyle: 'dashed', borderColor: vars.color.borderStrong }, false: {} },
  },
});

// As wide as a Move button whether or not the source has them, so every card's text starts at the same place.
export const reorder = style([moveColumn, { minWidth: '32px' }]);

export const priority = positionBadge;

export const main = style({ minWidth: 0 });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

// An address is read character by character when it matters: the code face, and it breaks anywhere rather than widening the card.
export const address = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const actions = style({ paddingTop: vars.space.xs });

// A little more room after the checkbox than between the buttons, so "Use" does not read as one of them.
export const toggle = style({ marginInlineEnd: vars.space.sm });

// While refreshing, the button keeps full strength (its spinner is the point), though it is aria-disabled.
export const refresh = style({ selectors: { '&&[aria-disabled="true"]': { opacity: 1, cursor: 'progress' } } });

export const chevron = recipe({
  base: { transition: `transform ${vars.duration.fast} ${vars.easing.standard}` },
  variants: { open: { true: { transform: 'rotate(180deg)' }, false: {} } },
});

export const problems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const problemList = style([plainList, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs }]);

export const problem = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const where = style({ fontFamily: vars.font.mono, color: vars.color.textMuted });
