import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RegisterForm } from '../src/components/RegisterForm';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'new.viewer@ftv.example');
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'short');
    // The length is shown as the user types.
    await expect(canvas.getByText('5 of 8 characters')).toBeVisible();
    await userEvent.type(password, 'enough');
    await expect(canvas.getAllByText('Long enough')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'new.viewer@ftv.example', password: 'shortenough' });
  },
};

export const ShortPasswordRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'new.viewer@ftv.example');
    await userEvent.type(canvas.getByLabelText(/^Password/), '1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'not-an-address');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'long enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter an email address like name@example.com');
  },
};

export const EmailTaken: Story = {
  args: { error: 'An account with this email already exists' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An account with this email already exists');
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

/** TV mode at 1080p: the sign-up form, its email field focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByLabelText(/^Email/).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
