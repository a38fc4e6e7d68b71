import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../src/components/Button';
import { Dialog, DialogClose, type DialogProps } from '../src/components/Dialog';
import { ErrorState } from '../src/components/ErrorState';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Remove recording?',
    description: 'Evening News, today at 20:00. This frees 1.2 GB of your recording space.',
    children: 'You cannot undo this.',
    trigger: <Button variant="secondary">Remove recording</Button>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmActions = (onConfirm?: () => void) => (
  <>
    <DialogClose>
      <Button variant="secondary">Cancel</Button>
    </DialogClose>
    <Button variant="critical" onClick={onConfirm}>
      Remove
    </Button>
  </>
);

const paragraphs = Array.from(
  { length: 14 },
  (_, i) =>
    `Clause ${i + 1}. Your subscription renews every month until you cancel it. Recordings are kept for ninety days and count against your storage, which you can see under Settings.`,
);

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove recording' });

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Remove recording?' });
    await expect(dialog).toHaveAccessibleDescription(/Evening News/);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the dialog on open.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove recording' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardFocusTrapped: Story = {
  args: { actions: confirmActions() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Remove recording' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // Close, Cancel, Remove, then back round to Close: Tab never leaves the dialog.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
  },
};

/** Open from the start, for screenshots. */
export const Open: Story = {
  args: { defaultOpen: true, actions: confirmActions() },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove recording?' });
    // waitFor: the panel fades in, and jest-dom counts opacity 0 as invisible.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible());
  },
};

export const CancelCloses: Story = {
  args: { actions: confirmActions() },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove recording' });
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The owner holds `open`: the dialog opens from a button that is not its trigger and still returns focus there. */
function ControlledDialog(props: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign in to record</Button>
      <Dialog
        {...props}
        trigger={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  args: { title: 'Sign in', description: 'Recording needs an account.', children: 'Sign in or create an account to record programmes.' },
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Sign in to record' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

export const Small: Story = {
  args: { size: 'small', defaultOpen: true, title: 'Sign out?', description: undefined, children: 'You will need your password to sign in again.', actions: confirmActions() },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const Large: Story = {
  args: { size: 'large', defaultOpen: true, title: 'Programme details', description: 'Channel 1 · 20:00–20:30', children: paragraphs.slice(0, 3).join(' ') },
};

/** Long content scrolls inside the body; header and footer stay put and the body is keyboard-scrollable. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Terms of subscription',
    description: undefined,
    children: paragraphs.map((text) => <p key={text}>{text}</p>),
    actions: confirmActions(),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms of subscription' });
    const body = within(dialog).getByText(/Clause 1\./).parentElement?.parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeVisible());
  },
};

export const LongTitle: Story = {
  args: {
    size: 'small',
    defaultOpen: true,
    title: 'Cancel your Premium Sports and Entertainment subscription with all add-ons at the end of this billing period?',
    description: 'Supercalifragilisticexpialidocious-unbroken-words-must-wrap-inside-the-dialog-and-never-overflow-it.',
    actions: confirmActions(),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** A confirm in flight: the primary button shows its loading state and the dialog stays open. */
export const Loading: Story = {
  args: {
    defaultOpen: true,
    actions: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button variant="critical" isLoading>
          Remove
        </Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithError: Story = {
  args: {
    defaultOpen: true,
    title: 'Payment',
    description: undefined,
    children: <ErrorState title="Payment failed" message="Your card was declined. Try another card." onRetry={fn()} headingLevel={3} />,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible());
  },
};
