import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../src/components/Button';
import { Toaster, type ToasterProps, type ToastItem } from '../src/components/Toast';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

/** Plays the owner's part: removes a toast when asked, and reports the id to the story's spy. */
function ToasterDemo({ toasts: initial, onDismiss, ...rest }: ToasterProps) {
  const [toasts, setToasts] = useState(initial);
  return (
    <Toaster
      {...rest}
      toasts={toasts}
      onDismiss={(id) => {
        setToasts((current) => current.filter((toast) => toast.id !== id));
        onDismiss(id);
      }}
    />
  );
}

const loginOk: ToastItem = { id: 'login', tone: 'success', message: 'Login successful' };
const fetchFailed: ToastItem = { id: 'channels', tone: 'error', message: 'Failed to fetch channels', action: { label: 'Retry', onClick: fn().mockName('retry') } };
const recordingSet: ToastItem = { id: 'recording', tone: 'info', message: 'Recording scheduled for 20:00' };

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  args: { toasts: [loginOk], onDismiss: fn() },
  render: (args) => <ToasterDemo {...args} />,
  // The stack is fixed to the bottom of the viewport; give the canvas some height to show it in docs.
  decorators: [(Story) => <div style={{ minHeight: 240 }}><Story /></div>],
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { toasts: [{ ...loginOk, duration: null }] },
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('status')).toHaveTextContent('Login successful');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('login');
    await expect(within(region).queryByRole('status')).toBeNull();
  },
};

/** Several at once, none timing out: for screenshots. */
export const Stack: Story = {
  args: { toasts: [loginOk, recordingSet, fetchFailed].map((toast) => ({ ...toast, duration: null })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch channels');
  },
};

/** Errors interrupt (role="alert") and stay until dismissed; their action runs once and dismisses. */
export const ErrorWithAction: Story = {
  args: { toasts: [fetchFailed] },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch channels');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(fetchFailed.action?.onClick).toHaveBeenCalled();
    await expect(args.onDismiss).toHaveBeenCalledWith('channels');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AutoDismiss: Story = {
  args: { toasts: [{ ...loginOk, duration: 300 }] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Login successful');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('login'), { timeout: 2000 });
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const PausedWhileHovered: Story = {
  args: { toasts: [{ ...loginOk, duration: 400 }] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.hover(canvas.getByRole('status'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(canvas.getByRole('status'));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('login'), { timeout: 2000 });
  },
};

/** Keyboard: Tab reaches the dismiss buttons (pausing the timers); dismissing moves focus to the next toast. */
export const Focused: Story = {
  args: { toasts: [{ ...loginOk, duration: 400 }, { ...recordingSet, duration: 400 }] },
  render: (args) => (
    <>
      <Button variant="secondary">Before the toasts</Button>
      <ToasterDemo {...args} />
    </>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Before the toasts' })).toHaveFocus();
    await userEvent.tab();
    const [first] = canvas.getAllByRole('button', { name: 'Dismiss' });
    await expect(first).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onDismiss).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('login');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('recording');
    // With the last toast gone, focus goes back where it came from.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Before the toasts' })).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  },
};

export const LongText: Story = {
  args: {
    toasts: [
      {
        id: 'long',
        tone: 'error',
        duration: null,
        message:
          'Failed to fetch channels: the provider did not answer in time. Check your connection and try again; if it keeps happening, the service may be down for maintenance. Error-code-PROVIDER_TIMEOUT_WHILE_FETCHING_CHANNEL_LIST',
        action: { label: 'Retry', onClick: fn() },
      },
    ],
  },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** TV mode at 1080p: an error toast over the page, its Retry focused (it stays until dismissed). */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  args: { toasts: [{ ...fetchFailed, duration: null }] },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Retry' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
