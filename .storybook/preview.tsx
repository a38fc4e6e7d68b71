// .storybook/preview.tsx — theme and TV mode as globals (toolbar), a11y failing on violations, viewport presets, Chromatic modes, the docs page template.
import type { Preview } from '@storybook/react-vite';
import '../src/components/theme/styles';
import { defaultModes } from './modes';
import { ThemedDocsPage } from './ThemedDocsPage';
import { VIEWPORTS } from './viewports';

// Components render links as plain anchors outside the app's router. A story that clicks one (a menu
// closing on navigation, say) must not take the preview to that address: the page would unload under
// the test runner and the visual harness, which then fails now and then ("Execution context was destroyed").
// React's handlers run first (they sit below the document), so a story still sees the click.
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (anchor && !event.defaultPrevented) event.preventDefault();
  });
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
    tv: {
      description: 'TV mode (the 10-foot layout)',
      toolbar: {
        title: 'TV mode',
        icon: 'tablet',
        items: [
          { value: 'off', title: 'Off' },
          { value: 'on', title: 'On (10-foot)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // `VITE_STORY_THEME=light` runs every story (and its a11y checks) in the light theme.
  initialGlobals: { theme: import.meta.env.VITE_STORY_THEME === 'light' ? 'light' : 'dark', tv: 'off' },
  decorators: [
    (Story, { globals }) => {
      // The same attribute the app's theme layer sets, so stories render exactly as the app does.
      document.documentElement.setAttribute('data-theme', globals.theme === 'light' ? 'light' : 'dark');
      // And TV mode's (features/shared/tvModeAtoms.ts): the 10-foot type, targets, margin and focus ring.
      if (globals.tv === 'on') document.documentElement.setAttribute('data-tv', '');
      else document.documentElement.removeAttribute('data-tv');
      return <Story />;
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // Each component's docs page: when to use it and when not, every state in dark and light side by side.
    docs: { page: ThemedDocsPage },
    viewport: { options: VIEWPORTS },
    // Chromatic snapshots every story in both themes (and tests/visual screenshots the same modes): see modes.ts.
    chromatic: { modes: defaultModes },
  },
  tags: ['autodocs'],
};
export default preview;
