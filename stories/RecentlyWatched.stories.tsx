import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RecentlyWatched } from '../src/components/RecentlyWatched';
import { withStoryLinks } from './support/StoryLink';
import { LONG_PROGRAMME, LONG_TITLE, STORY_NOW, storyChannelSummaries } from './support/watchingData';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const channels = storyChannelSummaries(10).reverse();

const meta = {
  title: 'Watching/RecentlyWatched',
  component: RecentlyWatched,
  args: { channels, currentTime: STORY_NOW, onIntent: fn() },
  decorators: [withStoryLinks],
} satisfies Meta<typeof RecentlyWatched>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const section = canvas.getByRole('region', { name: 'Recently watched' });
    const links = within(section).getAllByRole('link');
    await expect(links).toHaveLength(10);
    // Most recent first, as given.
    await expect(links[0]).toHaveAttribute('href', '/tv/110');
    await userEvent.hover(links[0]!);
    await expect(args.onIntent).toHaveBeenCalledWith(110);
  },
};

export const ScrollButtons: Story = {
  play: async ({ canvas, userEvent }) => {
    const back = canvas.getByRole('button', { name: 'Scroll recently watched back' });
    const on = canvas.getByRole('button', { name: 'Scroll recently watched on' });
    await expect(back).toBeDisabled();
    await expect(on).toBeEnabled();
    const row = canvas.getAllByRole('list')[0]!;
    await userEvent.click(on);
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(back).toBeEnabled());
  },
};

/** Tab walks the tiles; each one scrolls into view as it takes focus. */
export const KeyboardScroll: Story = {
  play: async ({ canvas, userEvent }) => {
    const links = canvas.getAllByRole('link');
    await userEvent.tab(); // "scroll on" button (back is disabled)
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(links[5]).toHaveFocus();
    const row = canvas.getAllByRole('list')[0]!.getBoundingClientRect();
    const tile = links[5]!.getBoundingClientRect();
    await expect(tile.right).toBeLessThanOrEqual(row.right + 1);
  },
};

export const Few: Story = { args: { channels: channels.slice(0, 2) } };

/** No history and no message: nothing at all, not an empty heading. */
export const EmptyHidden: Story = {
  args: { channels: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const EmptyWithMessage: Story = {
  args: { channels: [], emptyMessage: 'Channels you watch will show up here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Channels you watch will show up here.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: { channels: channels.slice(0, 4).map((channel) => ({ ...channel, title: LONG_TITLE, now: channel.now && { ...channel.now, title: LONG_PROGRAMME } })) },
  play: async ({ canvas }) => {
    const link = canvas.getAllByRole('link')[0]!;
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
  },
};

/** TV mode at 1080p: the row of channels last watched, the most recent one focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    within(canvas.getByRole('region', { name: 'Recently watched' })).getAllByRole('link')[0]!.focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
