import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../src/components/Button';
import { EmptyState } from '../src/components/EmptyState';

const onBrowse = fn().mockName('onBrowse');

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'heart',
    title: 'No favourites yet',
    description: 'Tap the heart on a channel to keep it here for quick zapping.',
    action: <Button onClick={onBrowse}>Browse channels</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No favourites yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse channels' }));
    await expect(onBrowse).toHaveBeenCalledOnce();
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse channels' })).toHaveFocus();
  },
};

export const WithoutAction: Story = {
  args: { icon: 'record', title: 'No recordings', description: 'Programmes you record appear here.', action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined, title: 'Nothing on right now' } };

export const SearchNoResults: Story = {
  args: {
    icon: 'search',
    title: 'No channels match “xyz”',
    description: 'Check the spelling or search by channel number.',
    action: <Button variant="secondary">Clear search</Button>,
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'No programmes in the guide for this channel between now and the end of next week',
    description:
      'The broadcaster has not published its schedule yet. Schedules usually appear a few days ahead; check back later or pick another channel. Reference: SCHEDULE_NOT_YET_PUBLISHED_BY_BROADCASTER',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild?.firstElementChild;
    await expect(root && root.scrollWidth <= root.clientWidth).toBe(true);
  },
};
