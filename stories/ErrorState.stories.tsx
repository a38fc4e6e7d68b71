import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../src/components/Button';
import { ErrorState } from '../src/components/ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'Couldn’t load channels',
    message: 'Failed to fetch channels. Check your connection and try again.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Couldn’t load channels' })).toBeVisible();
    // Rendered with the page, so it does not interrupt as an alert.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvas, userEvent, args }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Shown in answer to something the user did (a retry that failed again): announced as an alert. */
export const Announced: Story = {
  args: { announce: true },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Couldn’t load channels');
    // The buttons are not part of the announcement.
    await expect(alert).not.toContainElement(canvas.getByRole('button', { name: 'Try again' }));
  },
};

const onBack = fn().mockName('onBack');

export const WithSecondaryAction: Story = {
  args: {
    title: 'This channel is not available',
    message: 'It is not part of your subscription.',
    onRetry: undefined,
    secondaryAction: (
      <Button variant="secondary" onClick={onBack}>
        Back to the guide
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the guide' }));
    await expect(onBack).toHaveBeenCalledOnce();
  },
};

export const RetryAndSecondary: Story = {
  args: { secondaryAction: <Button variant="ghost">Contact support</Button> },
};

export const DefaultTitle: Story = { args: { title: undefined, onRetry: undefined, message: 'The guide could not be loaded.' } };

export const LongText: Story = {
  args: {
    title: 'We could not load the programme guide for your region because the provider did not respond',
    message:
      'The request timed out after 30 seconds. This usually means the provider is busy. Error: PROVIDER_TIMEOUT_WHILE_FETCHING_GUIDE_FOR_REGION_EU_WEST',
    secondaryAction: <Button variant="secondary">Back to the guide</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild?.firstElementChild;
    await expect(root && root.scrollWidth <= root.clientWidth).toBe(true);
  },
};
