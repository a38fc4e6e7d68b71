import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LoginForm } from '../src/components/LoginForm';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Email or login/), '  alice@ftv.example ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    // The login is trimmed; the password is sent as typed.
    await expect(args.onSubmit).toHaveBeenCalledWith({ login: 'alice@ftv.example', password: 'correct horse' });
  },
};

export const EmptyFieldsAreNamed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^Email or login/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Email or login/)).toHaveAccessibleDescription('Enter your email or login');
    await userEvent.type(canvas.getByLabelText(/^Email or login/), 'alice');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultLogin: 'alice@ftv.example' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Log in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'Invalid login or password', defaultLogin: 'alice@ftv.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid login or password');
    // What the user typed is still there.
    await expect(canvas.getByLabelText(/^Email or login/)).toHaveValue('alice@ftv.example');
  },
};

export const LongError: Story = {
  args: { error: 'Too many login attempts from this address. Wait a few minutes before you try again, or reset your password if you have forgotten it.' },
};

/** TV mode at 1080p: the sign-in form as a viewer fills it in with the remote, the email field focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByLabelText(/^Email or login/).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
