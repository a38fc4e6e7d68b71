import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordResetForm } from '../src/components/PasswordResetForm';

const meta = {
  title: 'Account/PasswordResetForm',
  component: PasswordResetForm,
  args: { mode: 'request', onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof PasswordResetForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter the email address of your account');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'alice@ftv.example');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('alice@ftv.example');
  },
};

export const RequestSent: Story = {
  args: { success: 'Password reset email sent successfully' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Password reset email sent successfully')).toBeVisible();
  },
};

export const RequestFailed: Story = { args: { error: 'Password reset failed' } };

export const Confirm: Story = {
  args: { mode: 'confirm' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/^New password/);
    await userEvent.type(input, 'seven77');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await userEvent.type(input, '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('seven777');
  },
};

export const ConfirmExpiredLink: Story = { args: { mode: 'confirm', error: 'This reset link is invalid or has expired' } };

export const ConfirmSubmitting: Story = { args: { mode: 'confirm', isSubmitting: true } };
