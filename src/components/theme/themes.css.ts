// themes.css.ts — light and dark values for the contract, chosen by `data-theme` on <html> (or `data-theme-scope` on any element).
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import * as t from './tokens';

const shared = {
  space: t.space,
  radius: t.radius,
  font: t.fontFamily,
  fontSize: t.fontSize,
  fontWeight: t.fontWeight,
  lineHeight: t.lineHeight,
  duration: t.duration,
  easing: t.easing,
  zIndex: t.zIndex,
  focusRing: t.focusRing,
};

/** Dark is the TV default: deep blue-black, so the picture is the brightest thing on screen. Exported for the player, which is always dark. */
export const dark = {
  ...shared,
  color: {
    background: '#0b0e14',
    surface: '#141923',
    surfaceRaised: '#1c2230',
    surfaceSunken: '#0f131b',
    border: '#2a3242',
    borderStrong: '#4a556b',
    text: '#eef1f6',
    textMuted: '#a3adbf',
    textInverse: '#0b0e14',
    accent: '#7aa2ff',
    accentHover: '#9bb9ff',
    accentText: '#0b0e14',
    focus: '#ffcf5c',
    live: '#ff5a5f',
    success: '#5fd39a',
    successSurface: '#12301f',
    warning: '#f5c451',
    warningSurface: '#3a2e0c',
    critical: '#ff7b7b',
    criticalSurface: '#3d1417',
    info: '#7fc6ff',
    infoSurface: '#0f2a40',
    premium: '#e2b84a',
    overlay: 'rgba(3, 5, 10, 0.72)',
    skeleton: '#232b3a',
  },
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
    high: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

const light = {
  ...shared,
  color: {
    background: '#f5f7fb',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eceff5',
    border: '#d5dbe6',
    borderStrong: '#8792a6',
    text: '#141923',
    textMuted: '#4f5a6e',
    textInverse: '#ffffff',
    accent: '#2450c8',
    accentHover: '#1b3f9f',
    accentText: '#ffffff',
    focus: '#b3590a',
    live: '#c8102e',
    success: '#1c7a48',
    successSurface: '#e3f5ea',
    warning: '#8a5a00',
    warningSurface: '#fff3d6',
    critical: '#b42323',
    criticalSurface: '#fde7e7',
    info: '#145d9c',
    infoSurface: '#e3f0fb',
    premium: '#8a6500',
    overlay: 'rgba(20, 25, 35, 0.55)',
    skeleton: '#e1e6ef',
  },
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(20, 25, 35, 0.08)',
    medium: '0 4px 12px rgba(20, 25, 35, 0.12)',
    high: '0 12px 32px rgba(20, 25, 35, 0.18)',
  },
};

/** Any element with this attribute gives its subtree that theme, whatever <html> says: the docs pages show each story in both themes side by side. */
export const themeScopeAttribute = 'data-theme-scope';

// Dark also applies when no attribute is set yet, so the default never flashes light.
createGlobalTheme(`:root, :root[data-theme="dark"], [${themeScopeAttribute}="dark"]`, vars, dark);
createGlobalTheme(`:root[data-theme="light"], [${themeScopeAttribute}="light"]`, vars, light);
// base.css sets the root's colour scheme; a scope sets its own, so native controls and scrollbars match.
globalStyle(`[${themeScopeAttribute}="dark"]`, { colorScheme: 'dark' });
globalStyle(`[${themeScopeAttribute}="light"]`, { colorScheme: 'light' });
