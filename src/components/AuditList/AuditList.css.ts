// AuditList.css.ts — the audit as one panel of rows split by hairlines: the change on the left, its undo (or when it was undone) on the right.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { panelList } from '../theme/patterns.css';

export const list = style([panelList, { width: '100%' }]);

export const item = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  },
  variants: {
    // An undone change steps back onto the page's colour, beside the "Undone …" badge that says so in words.
    undone: { true: { background: vars.color.background }, false: {} },
  },
});

export const main = style({ flex: '1 1 20rem', minWidth: 0 });

export const summary = style({ overflowWrap: 'anywhere' });

export const detail = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const side = style({ flexShrink: 0, alignSelf: 'center' });
