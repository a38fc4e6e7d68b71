// AutoMatchDialog.css.ts — the suggestions as one scrolling panel of checkbox rows: channel → guide channel on the first line, the reasons under it, the score at the end.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { panelList } from '../theme/patterns.css';

export const tickedCount = style({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums' });

// Thousands of rows stay cheap enough unwindowed; the panel scrolls so the buttons around it stay near.
export const list = style([
  panelList,
  {
    width: '100%',
    maxHeight: 'min(26rem, 55dvh)',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    scrollbarWidth: 'thin',
  },
]);

export const row = style({
  paddingInline: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const checkbox = style({ minWidth: 0 });
// The label's text takes the row's width, so the score sits at its end.
globalStyle(`${checkbox} label > span:last-child`, { flex: '1 1 auto' });

export const rowLabel = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 });

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const mapping = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs, rowGap: 0, minWidth: 0 });

export const number = style({
  minWidth: '3ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const arrow = style({ display: 'inline-block', marginInlineEnd: vars.space.xs, verticalAlign: '-1px', color: vars.color.textMuted });

export const target = style({ overflowWrap: 'anywhere' });

export const guideName = style({ color: vars.color.text });

export const guideId = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const why = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

// The server's refusal takes the footer's whole width, above the buttons.
export const footerAlert = style({ flexBasis: '100%' });
