// FavouriteToggle.css.ts — the visitor's heart: a round link the size of the small FavouriteButton.
import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css';

export const loginHeart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.text } },
});
