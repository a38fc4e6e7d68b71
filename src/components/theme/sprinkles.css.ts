// sprinkles.css.ts — atomic, responsive layout props over the theme (space, flex, colour roles).
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { breakpoints } from './tokens';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
    tv: { '@media': `screen and (min-width: ${breakpoints.tv}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    fontSize: vars.fontSize,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colours = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, accent: vars.color.accent, critical: vars.color.critical },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
    },
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
    fontWeight: vars.fontWeight,
  },
});

export const sprinkles = createSprinkles(responsive, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
