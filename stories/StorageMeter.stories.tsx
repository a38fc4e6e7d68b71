import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StorageMeter } from '../src/components/StorageMeter';
import { tvModes } from '../.storybook/modes';

const meta = {
  title: 'Recordings/StorageMeter',
  component: StorageMeter,
  args: { used: 1.5, total: 5 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof StorageMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Recording storage used' });
    await expect(meter).toHaveAttribute('aria-valuetext', '1.5 of 5 hours used');
    await expect(canvas.getByText('1.5 of 5 hours used')).toBeVisible();
  },
};
export const AlmostFull: Story = { args: { used: 4.5, total: 5 } };
export const Full: Story = { args: { used: 5, total: 5 } };
export const Empty: Story = { args: { used: 0, total: 50 } };

/** TV mode at 1080p: how much of the recording storage is used (nothing in it takes focus). */
export const TvMode: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.5 of 5 hours used')).toBeVisible();
  },
};
