// SettingsPage.css.ts — the page title, a row of section links, then the sections stacked.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

// The page is a Stack; this adds its room above and below.
export const page = style({ paddingBlock: `${vars.space.lg} ${vars.space.xxl}` });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const sectionLinks = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}` });
