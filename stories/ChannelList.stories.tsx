import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ChannelList } from '../src/components/ChannelList';
import { FavouriteButton } from '../src/components/FavouriteButton';
import { withStoryLinks } from './support/StoryLink';
import { LONG_PROGRAMME, LONG_TITLE, STORY_NOW, STORY_TIME_ZONE, storyChannelSummaries } from './support/watchingData';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const channels = storyChannelSummaries(6, [102]);
const onToggle = fn().mockName('onToggle');

const meta = {
  title: 'Watching/ChannelList',
  component: ChannelList,
  args: { channels, label: 'Channels', currentTime: STORY_NOW, timeZone: STORY_TIME_ZONE, onIntent: fn() },
  decorators: [withStoryLinks, (Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ChannelList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Channels' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const link = canvas.getByRole('link', { name: '2 FTV News 24' });
    await expect(link).toHaveAttribute('href', '/tv/102');
    // The whole row is the link's target (asked again until layout has settled: a cold preview may still be placing styles).
    await waitFor(() => {
      const row = link.closest('li')!.getBoundingClientRect();
      return expect(document.elementFromPoint(row.right - 20, row.top + row.height / 2)).toBe(link);
    });
    await userEvent.hover(link);
    await expect(args.onIntent).toHaveBeenCalledWith(102);
  },
};

export const WithFavourites: Story = {
  args: {
    renderFavourite: (channel) => (
      <FavouriteButton channelName={channel.title} isFavorite={Boolean(channel.isFavorite)} onToggle={(next) => onToggle(channel.id, next)} />
    ),
    isLocked: (channel) => !channel.isFree,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove FTV News 24 from favourites' }));
    await expect(onToggle).toHaveBeenCalledWith(102, false);
    // A locked channel's link says so in words (the badge's lock is an icon); a free one's is just its name.
    await expect(canvas.getByRole('link', { name: /^3 .+ \(premium channel, subscription needed\)$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2 FTV News 24' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { channels: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading channels');
  },
};

export const Empty: Story = {
  args: { channels: [], emptyTitle: 'No favourites yet', emptyDescription: 'Tap the heart on any channel to keep it here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { channels: [], error: 'Failed to fetch favorites', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    channels: channels.slice(0, 3).map((channel) => ({ ...channel, title: LONG_TITLE, isFree: false, now: channel.now && { ...channel.now, title: LONG_PROGRAMME } })),
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '1 FTV One' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link.closest('li')!).outlineStyle).toBe('solid');
  },
};

/** TV mode at 1080p: the channel list with what each airs now, the first channel focused (the ring round its row). */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: '1 FTV One' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
