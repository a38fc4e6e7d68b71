import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PasswordField } from '../src/components/PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'hunter22');
    await expect(input).toHaveValue('hunter22');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenCalledTimes(8);

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('hunter22');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    // Toggling from the keyboard keeps focus on the toggle, so it can be pressed again.
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
  },
};

export const WithMinLength: Story = {
  args: { label: 'New password', autoComplete: 'new-password', minLength: 8 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters');
    // Nothing is announced before the user types.
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.type(input, 'abcde');
    await expect(canvas.getByText('5 of 8 characters')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('At least 8 characters');

    await userEvent.type(input, 'fgh');
    await expect(input).toHaveAccessibleDescription('Long enough');
    await expect(canvas.getByRole('status')).toHaveTextContent('Long enough');

    await userEvent.type(input, '{Backspace}');
    await expect(canvas.getByText('7 of 8 characters')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { label: 'New password', autoComplete: 'new-password', minLength: 12, hint: 'A few unrelated words make a strong password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'A few unrelated words make a strong password. At least 12 characters',
    );
  },
};

export const Controlled: Story = {
  args: { label: 'New password', autoComplete: 'new-password', minLength: 8 },
  render: function Render(args) {
    const [value, setValue] = useState('correct');
    return (
      <PasswordField {...args} value={value} onChange={(event) => { args.onChange?.(event); setValue(event.target.value); }} />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAccessibleDescription('7 of 8 characters');
    await userEvent.type(input, 'h');
    await expect(input).toHaveAccessibleDescription('Long enough');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'hunter2', error: 'That password is not right. Try again or reset it.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('That password is not right. Try again or reset it.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The label's text includes the asterisk, though its accessible name does not.
    await expect(canvas.getByLabelText(/^Password/)).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret-secret', minLength: 8 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
    // Neither the input nor its toggle is a tab stop.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Choose a password for your FTV account that you do not use on any other website',
    hint: 'Longer is stronger: a sentence you can remember works better than a short word with symbols.',
    minLength: 16,
    defaultValue: 'averyveryverylongpasswordthatdoesnotfitinthebox',
    error: 'This password appeared in a known data breach, so it cannot be used. Please choose a different one.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Choose a password/);
    await expect(input).toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
