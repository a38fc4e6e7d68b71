import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../src/components/Button';
import { ConfirmDialog, type ConfirmDialogProps } from '../src/components/ConfirmDialog';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Remove “Evening News”?',
    description: 'The recording is deleted and frees its storage. This cannot be undone.',
    cancelLabel: 'Keep it',
    confirmLabel: 'Remove recording',
    trigger: <Button variant="secondary">Remove Evening News</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove Evening News' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Evening News”?' });
    await expect(dialog).toHaveAccessibleDescription('The recording is deleted and frees its storage. This cannot be undone.');

    // Confirming runs the action once and closes, like cancelling; focus goes back to the trigger.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove recording' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove Evening News' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove Evening News' });
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Open from the start, for screenshots. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Evening News”?' });
    // waitFor: the panel fades in, and jest-dom counts opacity 0 as invisible.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove recording' })).toBeVisible());
  },
};

/** The action is in flight: confirm shows it and ignores clicks, so it cannot run twice; the dialog stays open. */
export const Busy: Story = {
  args: { defaultOpen: true, isBusy: true },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Remove recording' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const PrimaryTone: Story = {
  args: {
    defaultOpen: true,
    tone: 'primary',
    title: 'Record the whole series?',
    description: 'Every episode of Match of the Day on FTV Sports is recorded from now on.',
    cancelLabel: 'Not now',
    confirmLabel: 'Record series',
  },
};

/**
 * The owner holds `open` and keeps the dialog up while the action runs (`preventDefault` in onConfirm),
 * then closes it; focus still goes back to the button that opened it. The action takes 300 ms, and as long as
 * the promise `onConfirm` returns, if any (a play function holds it to look at the busy dialog).
 */
function ControlledConfirm(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel Premium monthly
      </Button>
      <ConfirmDialog
        {...props}
        trigger={undefined}
        open={open}
        onOpenChange={setOpen}
        isBusy={isBusy}
        onConfirm={(event) => {
          event.preventDefault();
          const action: unknown = props.onConfirm(event);
          setIsBusy(true);
          const done = () => {
            setIsBusy(false);
            setOpen(false);
          };
          Promise.all([action, new Promise((resolve) => setTimeout(resolve, 300))]).then(done, done);
        }}
      />
    </>
  );
}

export const StaysOpenWhileBusy: Story = {
  args: {
    title: 'Cancel Premium monthly?',
    description: 'It will not renew. You keep its channels until 22 December 2026.',
    cancelLabel: 'Keep subscription',
    confirmLabel: 'Cancel subscription',
  },
  render: (args) => <ControlledConfirm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Cancel Premium monthly' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Premium monthly?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel subscription' });
    // The action runs until this play function lets it end: the dialog is looked at while busy, however slow the machine.
    let finish = () => {};
    (args.onConfirm as ReturnType<typeof fn>).mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** TV mode at 1080p: the question over the page, its safe answer (Keep it) focused, where OK keeps the recording. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Evening News”?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep it' });
    // waitFor: the panel fades in, and jest-dom counts opacity 0 as invisible.
    await waitFor(() => expect(keep).toBeVisible());
    keep.focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
