import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PlanPicker } from '../src/components/PlanPicker';
import { PLANS } from './support/commerceData';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Commerce/PlanPicker',
  component: PlanPicker,
  args: { plans: PLANS, onChoose: fn(), onRetry: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof PlanPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Subscription plans' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    // The free tier is the user's current plan: marked, and not for sale.
    const free = canvas.getByRole('article', { name: 'Free' });
    await expect(within(free).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Premium Yearly' }));
    await expect(args.onChoose).toHaveBeenCalledWith(3);
  },
};

export const PaidPlanCurrent: Story = {
  args: {
    plans: PLANS.map((plan) => ({ ...plan, status: plan.id === 2 ? 'current' : plan.id === 1 ? 'included' : 'available' })),
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('article', { name: 'Premium Monthly' })).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await expect(within(canvas.getByRole('article', { name: 'Free' })).getByRole('button', { name: 'Included' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose Sports Monthly' })).toBeEnabled();
  },
};

export const Choosing: Story = {
  args: { busyPlanId: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Choose Premium Monthly' })).toHaveAttribute('aria-busy', 'true');
    // One choice at a time: the other plans wait.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Sports Monthly' }));
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { plans: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading plans');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  args: { plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No plans to choose from yet' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { plans: [], error: 'Failed to fetch subscriptions' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'The plans could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Failed to fetch subscriptions')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
};

/** TV mode at 1080p: the plans side by side, a plan's Choose button focused, as the remote reaches it. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Choose Premium Monthly' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
