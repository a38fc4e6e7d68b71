// ProgrammeList.css.ts — a timetable: a time column, title and details, the action on the right; now is highlighted.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { buttonLinkSmall, panelList } from '../theme/patterns.css';

export const list = panelList;

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.lg,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderLeft: '3px solid transparent',
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  },
  variants: {
    state: {
      past: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      airing: { background: `color-mix(in srgb, ${vars.color.accent} 12%, ${vars.color.surface})`, borderLeftColor: vars.color.accent },
      future: {},
    },
  },
});

export const time = style({
  flexShrink: 0,
  width: '5ch',
  paddingTop: '2px',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

// The stack between the time and the action takes the room left; minWidth 0 lets long titles wrap inside it.
export const main = style({ flex: 1, minWidth: 0 });

export const titleRow = style({ minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const titleButton = style([
  title,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'left',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
  },
]);

export const meta = style({ overflowWrap: 'anywhere' });

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, maxWidth: '320px' });
export const track = style({ flex: 1, height: '4px', borderRadius: vars.radius.full, background: vars.color.border, overflow: 'hidden' });
export const fill = style({ display: 'block', height: '100%', background: vars.color.accent });
export const remaining = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums' });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
export const watch = buttonLinkSmall;
export const recordIcon = style({ color: vars.color.live });
