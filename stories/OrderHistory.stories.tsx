import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { OrderHistory } from '../src/components/OrderHistory';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Settings/OrderHistory',
  component: OrderHistory,
  args: {
    orders: [
      { id: 12, date: '22 Nov 2026', plan: 'Premium yearly', amount: '€99.90', card: 'Visa ending in 3220', status: 'paid' },
      { id: 8, date: '2 Oct 2026', plan: 'Sports pack', amount: '€4.99', card: 'Mastercard ending in 4444', status: 'paid' },
    ],
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof OrderHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your orders, newest first' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('cell', { name: '€99.90' })).toBeVisible();
  },
};

export const Loading: Story = { args: { orders: [], isLoading: true } };
export const Empty: Story = { args: { orders: [] } };
export const Failed: Story = {
  args: { orders: [], error: 'Failed to fetch order history' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch order history');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, parameters: { chromatic: { modes: phoneModes } } };

/** TV mode at 1080p: the payments table, focused as a whole (it is the one stop: the remote's arrows scroll it). */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('region', { name: 'Orders table' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
