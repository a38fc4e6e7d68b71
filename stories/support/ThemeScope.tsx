// ThemeScope.tsx — renders its children in the light or dark theme whatever the page's theme, on that theme's background.
import type { ReactNode } from 'react';
import { vars } from '../../src/components/theme';
import { themeScopeAttribute } from '../../src/components/theme/themes.css';

export type ThemeName = 'dark' | 'light';

export function ThemeScope({ theme, label, children }: { theme: ThemeName; label?: string; children: ReactNode }) {
  return (
    <div
      {...{ [themeScopeAttribute]: theme }}
      // Painted here, not left to the page: the docs page's own background belongs to the other theme half the time.
      style={{
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.body,
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.border}`,
        minWidth: 0,
        // A story wider than half the page (long text, a grid) scrolls inside its half instead of spilling into the other.
        overflowX: 'auto',
        // Fixed-position children (the toast stack) stay in their half instead of both stacking on the viewport.
        contain: 'layout',
      }}
    >
      {label && (
        <div style={{ color: vars.color.textMuted, fontSize: vars.fontSize.xs, marginBottom: vars.space.sm }}>{label}</div>
      )}
      {children}
    </div>
  );
}
