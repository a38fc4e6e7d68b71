import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PlanCard } from '../src/components/PlanCard';

const meta = {
  title: 'Commerce/PlanCard',
  component: PlanCard,
  args: {
    name: 'Premium Monthly',
    description: 'Premium sports, movies, entertainment and documentary channels, billed monthly.',
    price: 999,
    currency: 'EUR',
    period: 'month',
    features: ['Everything in Free', 'Premium sports, movies, entertainment and documentary channels', '50 hours of cloud recording'],
    channelGroups: ['Sports', 'Movies', 'Entertainment', 'Documentary'],
    onChoose: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'Premium Monthly' })).toBeVisible();
    // The price is read "per month", not "slash month".
    await expect(canvas.getByText('€9.99')).toBeVisible();
    await expect(canvas.getByText(/per month/)).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Channel groups' })).toHaveTextContent('Sports');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Premium Monthly' }));
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

export const Yearly: Story = {
  args: {
    name: 'Premium Yearly',
    description: 'Every premium channel in every group, billed yearly.',
    price: 9990,
    period: 'year',
    features: ['Everything in Free', 'Every premium channel', '100 hours of cloud recording', 'Two months free compared with monthly'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€99.90')).toBeVisible();
    await expect(canvas.getByText(/per year/)).toBeInTheDocument();
  },
};

export const CurrentPlan: Story = {
  args: { status: 'current' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Choose/ })).toBeNull();
  },
};

export const FreeIncluded: Story = {
  args: {
    name: 'Free',
    description: 'Every free channel, live and in the guide.',
    price: 0,
    features: ['All free channels', '7-day programme guide', '5 hours of cloud recording'],
    channelGroups: [],
    status: 'included',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Included' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Choose Premium Monthly' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    name: 'Premium Sports, Movies and Documentaries Ultimate Family Bundle',
    description:
      'Every premium channel we carry, in every group, for the whole household, with extra recording space and priority support when something goes wrong on match day.',
    features: Array.from({ length: 8 }, (_, i) => `Feature ${i + 1}: a longer description of what this plan includes for viewers`),
    channelGroups: ['Sports', 'Movies', 'Entertainment', 'Documentary', 'Kids', 'News', 'Music', 'International'],
  },
};
