// ErrorPage.css.ts — a calm, centred message with a clear way out.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme';

// A centred Stack; this adds its room, width and centred text.
export const page = style({
  textAlign: 'center',
  paddingBlock: vars.space.xxxl,
  maxWidth: `calc(36 * ${vars.space.lg})`,
  marginInline: 'auto',
});
export const icon = style({ color: vars.color.textMuted });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const message = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: `${vars.space.sm} ${vars.space.lg}` });
