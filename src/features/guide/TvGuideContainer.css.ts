// TvGuideContainer.css.ts — the toolbar above the grid, both as wide as the page.
import { style } from '@vanilla-extract/css';

// Toolbar, filters and grid one under another are a Stack; this only lets the root shrink.
export const root = style({ minWidth: 0 });
