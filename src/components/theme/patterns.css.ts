// patterns.css.ts — looks shared by several components: the surface panel, a plain list and the list drawn as one panel, the channel number column, a button's box, a link that reads as a button, a fieldset drawn as a field, the ordered card with its move up/down column and position badge.
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A bordered, rounded panel on the surface colour (form cards, settings sections, plan cards, the cart). */
export const surfacePanel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** A list without bullets, indent or margins: its items lay themselves out (with Stack, Inline or their own styles). */
/** A checkbox's or radio's row: the whole row is the label, so the click target is at least 44px tall however short the text. */
export const controlRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: '44px',
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A list drawn as one rounded panel of rows (channel list, programme list); the rows one under another are a `<Stack as="ul" space="none">`. */
export const panelList = style([surfacePanel, plainList, { overflow: 'hidden' }]);

/** A channel's number before its logo, right-aligned in a fixed column so names line up (channel list, mini guide). */
export const channelNumberColumn = style({
  flexShrink: 0,
  width: '3.5ch',
  textAlign: 'right',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** A link that reads as a secondary button (Watch now, Watch again): it navigates, so it stays a link. */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.text, textDecoration: 'none' } },
});

/** The same, at the height of a small button (in lists). */
export const buttonLinkSmall = style([buttonLink, { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm }]);

/** What every button shares (Button, FavouriteButton): icon and label centred in a row, the button type. */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
});

/** A fieldset without the browser's frame: its legend reads as a field's label (the dialogs' radio and checkbox groups). */
export const bareFieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** The legend of a bareFieldset as Field's label (same size and weight); floated, or it would not take part in the flex gap. */
export const fieldLegend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

/** An ordered item's card: its move column on the left, the item beside it (rules, sources, streams). */
export const orderedCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The column of an ordered item's Move up/down buttons around its position (rules, sources, streams). */
export const moveColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** An ordered item's position, as a small round badge above its Move buttons. */
export const positionBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '28px',
  height: '28px',
  marginBottom: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
