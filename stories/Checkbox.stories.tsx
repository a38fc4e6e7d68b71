import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '../src/components/Checkbox';
import { Link } from '../src/components/Link';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Keep me signed in', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Keep me signed in' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    // The label text is part of the hit target.
    await userEvent.click(canvas.getByText('Keep me signed in'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Keep me signed in' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'Not on shared devices: anyone using this browser can watch on your account.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Not on shared devices: anyone using this browser can watch on your account.',
    );
  },
};

export const WithLinkInLabel: Story = {
  args: {
    label: (
      <>
        I accept the <Link href="#terms">terms of service</Link>
      </>
    ),
    required: true,
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(checkbox).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '#terms');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms of service',
    required: true,
    error: 'Accept the terms to create your account.',
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Accept the terms to create your account.');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div>
      <Checkbox {...args} label="Record in HD (not available on your plan)" disabled />
      <Checkbox {...args} label="Subtitles (always on for this channel)" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    const unchecked = canvas.getByRole('checkbox', { name: 'Record in HD (not available on your plan)' });
    await expect(unchecked).toBeDisabled();
    await expect(unchecked).not.toBeChecked();
    const checked = canvas.getByRole('checkbox', { name: 'Subtitles (always on for this channel)' });
    await expect(checked).toBeDisabled();
    await expect(checked).toBeChecked();
  },
};

const channels = ['BBC One', 'ITV', 'Channel 4'];

export const Indeterminate: Story = {
  args: { label: 'All channels' },
  render: function Render(args) {
    const [chosen, setChosen] = useState<readonly string[]>(['ITV']);
    const all = chosen.length === channels.length;
    return (
      <div>
        <Checkbox
          {...args}
          checked={all}
          isIndeterminate={chosen.length > 0 && !all}
          onChange={() => setChosen(all ? [] : channels)}
        />
        <div style={{ paddingInlineStart: 32 }}>
          {channels.map((channel) => (
            <Checkbox
              key={channel}
              label={channel}
              checked={chosen.includes(channel)}
              onChange={(event) => setChosen(event.target.checked ? [...chosen, channel] : chosen.filter((c) => c !== channel))}
            />
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const parent = canvas.getByRole('checkbox', { name: 'All channels' });
    await expect(parent).toBePartiallyChecked();
    await userEvent.click(parent);
    await expect(parent).toBeChecked();
    await expect(parent).not.toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'BBC One' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ITV' }));
    await expect(parent).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ITV' }));
    await expect(parent).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    label: 'Send me an email when a programme I have recorded is about to be deleted because my storage is nearly full',
    hint: 'We write at most once a day, and only when at least one recording would otherwise be lost for good.',
    error: 'We could not save this preference because your email address has not been confirmed yet; check your inbox.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
