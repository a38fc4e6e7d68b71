// FavoritesContainer.css.ts — the list's wrapper takes focus only from script (after a removal), so it draws no ring.
import { style } from '@vanilla-extract/css';

export const root = style({ outline: 'none' });
