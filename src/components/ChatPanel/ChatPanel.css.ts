// ChatPanel.css.ts — a fixed-height column: header, a scrolling log, the composer pinned at the bottom.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { control } from '../Field/Field.css';
import { vars } from '../theme/contract.css';
import { plainList, surfacePanel } from '../theme/patterns.css';

// Panel and body are plain columns (Stacks): the body, and in it the log, take the height the others leave.
export const panel = style([surfacePanel, { height: '100%', minHeight: '20rem', overflow: 'hidden' }]);

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}` });
export const body = style({ position: 'relative', flex: '1 1 auto', minHeight: 0 });
export const centre = style({ padding: vars.space.md, display: 'flex', justifyContent: 'center' });
export const empty = style({ padding: vars.space.md });

export const log = style({
  flex: '1 1 auto',
  minHeight: 0,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  overflowY: 'auto',
  selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: `calc(-1 * ${vars.focusRing.width})` } },
});

export const list = plainList;

export const message = recipe({
  base: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
  variants: { own: { true: { paddingLeft: vars.space.sm, borderLeft: `3px solid ${vars.color.accent}` }, false: {} } },
});
export const meta = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs });
export const nickname = style({ fontWeight: vars.fontWeight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '14rem' });
export const time = style({ fontVariantNumeric: 'tabular-nums' });
// Plain text: newlines are kept, long words wrap.
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const unseen = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.elevation.medium,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const composer = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const composerLabel = style({ display: 'block', minWidth: 0 });
// The form fields' boxed look, compacted for a chat line: tighter padding, body leading, no resizing.
export const input = style([
  control,
  {
    resize: 'none',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    lineHeight: vars.lineHeight.normal,
    selectors: { '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: '1px' } },
  },
]);
export const sendError = style({ gridColumn: '1 / -1' });
export const visitor = style({ padding: vars.space.md, borderTop: `1px solid ${vars.color.border}` });
