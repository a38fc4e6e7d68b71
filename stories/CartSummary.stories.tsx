import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CartSummary } from '../src/components/CartSummary';
import { CART_ITEMS } from './support/commerceData';
import { tvModes } from '../.storybook/modes';

const meta = {
  title: 'Commerce/CartSummary',
  component: CartSummary,
  args: { items: CART_ITEMS, total: 999, currency: 'EUR', onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your order' })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Premium Monthly');
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Renews every month');
    await expect(canvas.getByRole('definition')).toHaveTextContent('€9.99');
  },
};

export const SeveralPlans: Story = {
  args: {
    items: [...CART_ITEMS, { id: 4, name: 'Sports Monthly', price: 499, currency: 'EUR', period: 'month' }, { id: 3, name: 'Premium Yearly', price: 9990, currency: 'EUR', period: 'year' }],
    total: 11488,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('definition')).toHaveTextContent('€114.88');
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/subscribe');
  },
};

export const Loading: Story = {
  args: { items: [], total: 0, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your order');
  },
};

export const LoadError: Story = {
  args: { items: [], total: 0, error: 'Failed to fetch cart' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Failed to fetch cart')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    items: [{ id: 9, name: 'Premium Sports, Movies and Documentaries Ultimate Family Bundle with International Channels', price: 249900, currency: 'EUR', period: 'year' }],
    total: 249900,
  },
};

/** TV mode at 1080p: the order about to be paid, each plan and the total (nothing in it takes focus). */
export const TvMode: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('€9.99');
  },
};
