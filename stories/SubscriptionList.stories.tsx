import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SubscriptionList } from '../src/components/SubscriptionList';
import { withStoryLinks } from './support/StoryLink';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Settings/SubscriptionList',
  component: SubscriptionList,
  decorators: [withStoryLinks, (Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
  args: {
    subscriptions: [
      { id: 7, name: 'Premium monthly', status: 'active', expiresAt: '22 December 2026', remaining: '30 days left', autoRenew: true },
      { id: 3, name: 'Sports pack', status: 'cancelled', expiresAt: '2 December 2026', remaining: '10 days left', autoRenew: false },
    ],
    onCancel: fn(),
    onRetry: fn(),
    subscribeHref: '/subscribe',
  },
} satisfies Meta<typeof SubscriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30 days left · renews on 22 December 2026')).toBeVisible();
    await expect(canvas.getByText('10 days left · ends on 2 December 2026')).toBeVisible();
    // Only a renewing subscription can be cancelled.
    await expect(canvas.getAllByRole('button', { name: /^Cancel / })).toHaveLength(1);
  },
};

export const CancelAsksFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Premium monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Premium monthly?' });
    await expect(dialog).toHaveAccessibleDescription('It will not renew. You keep its channels until 22 December 2026.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Premium monthly' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await expect(args.onCancel).toHaveBeenCalledWith(7);
  },
};

export const Cancelling: Story = { args: { cancellingId: 7 } };

export const Loading: Story = { args: { subscriptions: [], isLoading: true } };

export const Empty: Story = {
  args: { subscriptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscribe');
  },
};

export const Failed: Story = {
  args: { subscriptions: [], error: 'Failed to fetch subscriptions' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongNames: Story = {
  args: {
    subscriptions: [{ id: 9, name: 'Every premium channel, yearly, with two months free compared with monthly', status: 'active', expiresAt: '22 November 2027', remaining: '365 days left', autoRenew: true }],
  },
};

/** TV mode at 1080p: the viewer's subscriptions and what each has left, the renewing one's Cancel focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Cancel Premium monthly' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
