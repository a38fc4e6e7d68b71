// ChannelsContainer.css.ts — filters above the grid, the search box kept to a readable width.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const search = style({ maxWidth: '32rem' });
