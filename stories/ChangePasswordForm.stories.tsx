import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChangePasswordForm } from '../src/components/ChangePasswordForm';

const meta = {
  title: 'Settings/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'old secret');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a much better one');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'old secret', newPassword: 'a much better one' });
  },
};

export const TooShortIsRefusedBeforeSending: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'old secret');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^New password/)).toHaveFocus();
    await expect(canvas.getByText('New password is too short')).toBeVisible();
  },
};

export const CurrentPasswordIncorrect: Story = {
  args: { error: 'Current password is incorrect' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Current password is incorrect');
  },
};

export const Changed: Story = {
  args: { success: 'Password changed successfully' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Password changed successfully')).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveValue('');
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };
