// TvGuideContainer.css.ts — the toolbar above the grid, both as wide as the page.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
