import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../src/components/Button';
import type { ChannelSummary } from '../src/components/ChannelCard';
import { ChannelGrid } from '../src/components/ChannelGrid';
import { FavouriteButton } from '../src/components/FavouriteButton';
import { withStoryLinks } from './support/StoryLink';
import { LONG_PROGRAMME, LONG_TITLE, STORY_NOW, STORY_TIME_ZONE, storyChannelSummaries } from './support/watchingData';

const channels = storyChannelSummaries(8, [101, 104]);

const meta = {
  title: 'Watching/ChannelGrid',
  component: ChannelGrid,
  args: { channels, label: 'Channels', currentTime: STORY_NOW, timeZone: STORY_TIME_ZONE },
  decorators: [withStoryLinks],
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ChannelGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Channels' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(list).getByRole('link', { name: '3 Arena Sports' })).toHaveAttribute('href', '/tv/103');
  },
};

const onToggle = fn().mockName('onToggle');

function WithFavourites(props: { channels: ChannelSummary[] }) {
  const [favourites, setFavourites] = useState<number[]>([101, 104]);
  return (
    <ChannelGrid
      channels={props.channels}
      label="Channels"
      currentTime={STORY_NOW}
      timeZone={STORY_TIME_ZONE}
      isLocked={(channel) => !channel.isFree}
      renderFavourite={(channel) => (
        <FavouriteButton
          size="small"
          channelName={channel.title}
          isFavorite={favourites.includes(channel.id)}
          onToggle={(next) => {
            onToggle(channel.id, next);
            setFavourites((ids) => (next ? [...ids, channel.id] : ids.filter((id) => id !== channel.id)));
          }}
        />
      )}
    />
  );
}

export const Favourites: Story = {
  render: () => <WithFavourites channels={channels} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Remove FTV One from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Arena Sports to favourites' }));
    await expect(onToggle).toHaveBeenCalledWith(103, true);
    await expect(canvas.getByRole('button', { name: 'Remove Arena Sports from favourites' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { channels: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading channels');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    channels: [],
    emptyTitle: 'No channels in this category',
    emptyDescription: 'Try another category or clear the search.',
    emptyAction: <Button variant="secondary">Show all channels</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No channels in this category' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show all channels' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { channels: [], error: 'Failed to fetch channels', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Channels could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Failed to fetch channels')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = { args: { channels: [], error: 'Failed to fetch channels', onRetry: fn(), isRetrying: true } };

export const LongText: Story = {
  args: {
    channels: channels.slice(0, 4).map((channel) => ({
      ...channel,
      title: LONG_TITLE,
      now: channel.now && { ...channel.now, title: LONG_PROGRAMME },
    })),
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { channels: channels.slice(0, 3) },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    // One column: each card sits below the previous one.
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom);
  },
};
