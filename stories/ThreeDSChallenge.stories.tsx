import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ThreeDSChallenge } from '../src/components/ThreeDSChallenge';

const meta = {
  title: 'Commerce/ThreeDSChallenge',
  component: ThreeDSChallenge,
  args: { open: true, hint: 'Enter 123456', amountLabel: '€9.99 to FTV', onConfirm: fn(), onCancel: fn() },
  // The dialog covers the page: give the screenshot room for it.
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 520 }}><Story /></div>],
} satisfies Meta<typeof ThreeDSChallenge>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = () => within(screen.getByRole('dialog', { name: 'Confirm your payment' })).getByRole('textbox', { name: /^One-time code/ });

export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toHaveAccessibleDescription('Your bank asks you to confirm €9.99 to FTV.');
    await waitFor(() => expect(within(dialog).getByText('Enter 123456')).toBeVisible());
    const input = codeInput();
    // Focus lands on the code, which is what the user came to type.
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.keyboard('123456{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

export const EmptyCode: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(codeInput()).toHaveAccessibleDescription('Enter the code from your bank');
  },
};

export const WrongCode: Story = {
  args: { error: 'Incorrect code', attemptsLeft: 2 },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    await expect(codeInput()).toHaveAccessibleDescription('Incorrect code. 2 attempts left.');
  },
};

export const LastAttempt: Story = {
  args: { error: 'Incorrect code', attemptsLeft: 1 },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await expect(codeInput()).toHaveAccessibleDescription('Incorrect code. 1 attempt left.');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    // Escape is another way out, and says the same (the story keeps the dialog open).
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const LongHint: Story = {
  args: {
    hint: 'We sent a six-digit code by text message to the phone number ending in 42 that your bank has on file. The code is valid for five minutes. If it does not arrive, cancel and try again.',
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
