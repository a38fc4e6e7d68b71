// ChannelsContainer.css.ts — filters above the grid, the search box kept to a readable width.
import { style } from '@vanilla-extract/css';

export const search = style({ maxWidth: '32rem' });
