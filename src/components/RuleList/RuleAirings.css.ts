// RuleAirings.css.ts — a compact list of airings: rows split by hairlines, the skip reason set off by a rule on its left.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { plainList } from '../theme/patterns.css';

export const list = style([plainList, { display: 'flex', flexDirection: 'column' }]);

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  minWidth: 0,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const title = style({ overflowWrap: 'anywhere' });

// The server writes reasons in lower case for use mid-sentence ('a repeat (first aired Mar 3)'); on a line
// of their own they start with a capital, without changing the words a screen reader (or a test) reads.
export const reason = style({
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});
