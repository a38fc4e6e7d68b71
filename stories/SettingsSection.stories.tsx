import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Select } from '../src/components/Select';
import { SettingsSection } from '../src/components/SettingsSection';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Settings/SettingsSection',
  component: SettingsSection,
  args: {
    id: 'profile',
    title: 'Profile',
    description: 'Where you watch from. The guide uses your timezone.',
    children: <p style={{ margin: 0 }}>The section’s form goes here.</p>,
  },
} satisfies Meta<typeof SettingsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Profile' })).toHaveAttribute('id', 'profile');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  },
};
export const WithoutDescription: Story = { args: { description: undefined } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, parameters: { chromatic: { modes: phoneModes } } };

/** TV mode at 1080p: the Playback section as the settings page has it, its TV mode choice focused (OK opens the picker). */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  args: {
    id: 'playback',
    title: 'Playback',
    description: 'How live TV behaves on this device.',
    children: (
      <Select
        label="TV mode"
        hint="Larger text and targets for watching from the sofa, driven by a remote's arrows, OK and Back. Automatic turns it on for a large screen with no mouse."
        options={[
          { value: 'auto', label: 'Automatic (on a TV)' },
          { value: 'on', label: 'On' },
          { value: 'off', label: 'Off' },
        ]}
        defaultValue="auto"
        onChange={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'TV mode' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
