import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SettingsSection } from '../src/components/SettingsSection';
import { phoneModes } from '../.storybook/modes';

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
