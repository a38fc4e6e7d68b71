// SettingsSection.css.ts — a bordered panel; the heading column sits beside the content on wide screens.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { above, below } from '../theme/media';
import { surfacePanel } from '../theme/patterns.css';

export const section = style([
  surfacePanel,
  {
    display: 'grid',
    gap: vars.space.lg,
    padding: vars.space.xl,
    scrollMarginTop: '5rem',
    '@media': {
      [above('desktop')]: { gridTemplateColumns: 'minmax(12rem, 1fr) 2fr' },
      [below('tablet')]: { padding: vars.space.lg },
    },
  },
]);

export const header = style({ minWidth: 0 });
// 36rem in steps of the space scale: as wide in TV mode as its 1.5× type needs.
export const body = style({ minWidth: 0, maxWidth: `calc(36 * ${vars.space.lg})` });
