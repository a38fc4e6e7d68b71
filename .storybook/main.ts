// .storybook/main.ts — Storybook over the design system: docs, a11y and Vitest addons, no telemetry.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // TypeScript 7 has no JS compiler API, so prop tables come from react-docgen.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ['../public'],
};
export default config;
