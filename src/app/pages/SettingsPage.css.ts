// SettingsPage.css.ts — the page title, a row of section links, then the sections stacked.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: `${vars.space.lg} ${vars.space.xxl}` });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const sectionLinks = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` });
