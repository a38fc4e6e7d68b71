import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from '../src/components/Spinner';
import { vars } from '../src/components/theme';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 'medium', label: 'Loading' },
  argTypes: { size: { control: 'select', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner {...args} size="small" label="Loading small" />
      <Spinner {...args} size="medium" label="Loading medium" />
      <Spinner {...args} size="large" label="Loading large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading channels' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading channels' })).toBeInTheDocument();
  },
};

export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvas }) => {
    // With an empty label the surrounding control says it is busy, so the spinner stays silent.
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A spinner in a box the size of a medium button, as it sits in place of a button's label. */
export const InButtonSizedBox: Story = {
  args: { size: 'small', label: '' },
  render: (args) => (
    <div
      aria-busy="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 120,
        height: 40,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.borderStrong}`,
        background: vars.color.surfaceRaised,
      }}
    >
      <Spinner {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const ring = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(ring?.getBoundingClientRect().height).toBeLessThanOrEqual(40);
  },
};

export const LongLabel: Story = {
  args: { label: 'Loading the programme guide for all 240 channels over the next seven days' },
  decorators: [(Story) => <div style={{ maxWidth: 120 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: /Loading the programme guide/ })).toBeInTheDocument();
  },
};
