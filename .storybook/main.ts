// .storybook/main.ts — Storybook over the design system: docs, a11y and Vitest addons, no telemetry.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // TypeScript 7 has no JS compiler API, so prop tables come from react-docgen.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The built Storybook runs React as in development, with act(): a play function then sees the effects of a render or
  // an event settled, as in `vitest --project storybook`. The story pass (tests/visual) plays every story in this build;
  // with React's production build a play function races the effects (a measured row, a focus, a virtual list's rows).
  features: { developmentModeForBuild: true },
  staticDirs: ['../public'],
};
export default config;
