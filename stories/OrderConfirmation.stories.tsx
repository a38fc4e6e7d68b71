import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../src/components/Link';
import { OrderConfirmation } from '../src/components/OrderConfirmation';
import { ORDER } from './support/commerceData';

const meta = {
  title: 'Commerce/OrderConfirmation',
  component: OrderConfirmation,
  args: { orders: [ORDER], actions: <Link href="/">Watch premium channels</Link> },
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment successful');
    await expect(canvas.getByText('Premium Monthly')).toBeVisible();
    await expect(canvas.getByText('€9.99')).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Watch premium channels' })).toHaveAttribute('href', '/');
  },
};

export const SeveralOrders: Story = {
  args: {
    orders: [ORDER, { id: 1043, name: 'Sports Monthly', amount: 499, currency: 'EUR', cardBrand: 'amex', cardLast4: '0005' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('American Express ending in 0005')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    orders: [{ ...ORDER, name: 'Premium Sports, Movies and Documentaries Ultimate Family Bundle with International Channels', amount: 249900 }],
    description: 'Your plan is active now, and its channels are unlocked. A receipt is on its way to the email address on your account; it may take a few minutes to arrive.',
  },
};
