import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../src/components/Button';
import { TextField } from '../src/components/TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'anna@example.com');
    await expect(input).toHaveValue('anna@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('anna@example.com'.length);
    await expect(input).not.toBeInvalid();
  },
};

export const WithPlaceholder: Story = { args: { placeholder: 'name@example.com' } };

export const WithHint: Story = {
  args: { hint: 'We send your receipts here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We send your receipts here.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is for sighted users; the name stays clean and the state comes from `required`.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.hover(input);
    await expect(input).not.toHaveFocus();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'anna@', hint: 'We send your receipts here.', error: 'Enter an email address like name@example.com' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    // Hint and error are both read, in the order they appear on screen.
    await expect(input).toHaveAccessibleDescription('We send your receipts here. Enter an email address like name@example.com');
    await userEvent.type(input, 'example.com');
    await expect(input).toHaveValue('anna@example.com');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'anna@example.com', hint: 'Contact support to change your email.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('anna@example.com');
    await expect(input).toHaveAccessibleDescription('Contact support to change your email.');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { label: 'Display name', type: 'text', autoComplete: 'nickname' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <TextField {...args} value={value} onChange={(event) => { args.onChange?.(event); setValue(event.target.value.toUpperCase()); }} />
        <p>Saved as: {value}</p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await userEvent.type(input, 'anna');
    // The parent owns the value: what it stores is what the input shows.
    await expect(input).toHaveValue('ANNA');
    await expect(canvas.getByText('Saved as: ANNA')).toBeVisible();
  },
};

export const ForwardsRef: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
        <TextField {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.focus()}>Fix email</Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fix email' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'The email address we should use for receipts, reminders about recordings and account notices',
    hint: 'Use an address you check often: recording reminders are sent a few minutes before the programme starts.',
    error: 'This email address is already linked to another FTV account; sign in with it or use a different address.',
    required: true,
    defaultValue: 'a.very.long.local.part.that.keeps.going@an-unusually-long-domain-name.example.com',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};
