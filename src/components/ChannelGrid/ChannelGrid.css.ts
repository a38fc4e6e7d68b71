// ChannelGrid.css.ts — auto-filling columns of cards; off-screen cards skip rendering work until scrolled to.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A long channel list (thousands) stays cheap: the browser lays out only what is near the viewport.
export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0, contentVisibility: 'auto', containIntrinsicSize: 'auto 260px' });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const skeletonBanner = style({ aspectRatio: '16 / 7', borderRadius: 0 });

export const skeletonBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md });
