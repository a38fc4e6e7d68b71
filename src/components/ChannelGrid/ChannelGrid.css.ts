// ChannelGrid.css.ts — auto-filling columns of cards; off-screen cards skip rendering work until scrolled to.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { surfacePanel } from '../theme/patterns.css';
import { CARD_MIN_WIDTH } from './gridLayout';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}px), 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A card's cell, a Stack. A long channel list (thousands) stays cheap: the browser lays out only what is near the viewport.
export const item = style({ minWidth: 0, contentVisibility: 'auto', containIntrinsicSize: 'auto 260px' });

// Windowed (long lists): the rows above and below the rendered ones are the list's padding, so the page keeps its full height.
export const windowed = style({ position: 'relative' });

// The same cell when windowed (a stackClass). Rendered rows are measured, so no content-visibility here: a skipped card would measure as its placeholder size.
export const windowItem = style({ minWidth: 0 });

// A focused card whose row has scrolled out of the window stays, out of the flow, where it belongs: focus is not lost.
export const keptItem = style({ position: 'absolute' });

// A placeholder card: a Stack drawn as a card (banner, then the body's lines).
export const skeletonCard = style([surfacePanel, { overflow: 'hidden' }]);

export const skeletonBanner = style({ aspectRatio: '16 / 7', borderRadius: 0 });

export const skeletonBody = style({ padding: vars.space.md });
