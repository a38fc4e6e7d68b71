import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, fn, userEvent as user, waitFor, within } from 'storybook/test';
import { Button } from '../src/components/Button';
import type { ChannelSummary } from '../src/components/ChannelCard';
import { ChannelGrid } from '../src/components/ChannelGrid';
import { FavouriteButton } from '../src/components/FavouriteButton';
import { withStoryLinks } from './support/StoryLink';
import { LONG_PROGRAMME, LONG_TITLE, nowNextAt, STORY_NOW, STORY_TIME_ZONE, storyChannels, storyChannelSummaries } from './support/watchingData';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

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
  parameters: { chromatic: { modes: phoneModes } },
  args: { channels: channels.slice(0, 3) },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    // One column: each card sits below the previous one.
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom);
  },
};

const many = storyChannels(10_000);
const onVisibleRangeChange = fn().mockName('onVisibleRangeChange');

/**
 * 10,000 channels as the channels page shows them: now/next arrives for the cards the grid reports as rendered
 * (the page loads them in batches); the others keep their placeholders until scrolled to.
 */
function TenThousand() {
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const channels = useMemo(
    () =>
      many.map((channel) => {
        const { now, next } = loaded.has(channel.id) ? nowNextAt(channel.id) : { now: null, next: null };
        return { ...channel, logoUrl: channel.logoUrl ?? null, now, next };
      }),
    [loaded],
  );
  const onRange = useCallback((ids: number[]) => {
    onVisibleRangeChange(ids);
    setLoaded((previous) => (ids.every((id) => previous.has(id)) ? previous : new Set([...previous, ...ids])));
  }, []);
  return (
    <ChannelGrid
      channels={channels}
      label="Channels"
      currentTime={STORY_NOW}
      timeZone={STORY_TIME_ZONE}
      isLocked={(channel) => !channel.isFree}
      isGuideLoading={(channel) => !loaded.has(channel.id)}
      onVisibleRangeChange={onRange}
    />
  );
}

const items = (list: HTMLElement) => within(list).getAllByRole('listitem');
const lastReported = () => (onVisibleRangeChange.mock.lastCall?.[0] ?? []) as number[];

/** Only the rows near the viewport are in the DOM; scrolling the page renders (and reports) later ones, down to the last. */
export const TenThousandChannels: Story = {
  // Its play function proves the windowing; a screenshot of a 10,000-card page depends on timing, so none is kept.
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <TenThousand />,
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    const list = canvas.getByRole('list', { name: 'Channels' });
    await waitFor(() => expect(items(list).length).toBeGreaterThan(0));
    await expect(items(list).length).toBeLessThan(100);
    // Still one list of 10,000 for a screen reader.
    await expect(items(list)[0]).toHaveAttribute('aria-setsize', '10000');
    await expect(items(list)[0]).toHaveAttribute('aria-posinset', '1');
    await expect(within(list).getByRole('link', { name: '1 FTV One' })).toBeVisible();
    // What is rendered is what gets now/next: a screenful or two, not 10,000.
    await waitFor(() => expect(lastReported()).toContain(101));
    await expect(lastReported().length).toBeLessThan(100);
    await waitFor(() => expect(within(list).getAllByText('Now').length).toBeGreaterThan(0));

    // Halfway down: the cards there, and still only a few rows of them.
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await waitFor(() => expect(Number(items(list)[0]!.getAttribute('aria-posinset'))).toBeGreaterThan(3000));
    await expect(items(list).length).toBeLessThan(100);
    await waitFor(() => expect(lastReported().some((id) => id > 3000)).toBe(true));

    // To the bottom (the page grows or shrinks a little as rows are measured, so keep going until the last card is there).
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return expect(within(list).getByRole('link', { name: /^10000 / })).toBeVisible();
      },
      { timeout: 5000 },
    );
    await expect(items(list).length).toBeLessThan(100);
    await expect(items(list).at(-1)).toHaveAttribute('aria-posinset', '10000');
    window.scrollTo(0, 0);
  },
};

/** Tab walks the cards in order; a card below the window is already rendered, and focusing it scrolls it in. */
export const TenThousandChannelsKeyboard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <TenThousand />,
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    const list = canvas.getByRole('list', { name: 'Channels' });
    await waitFor(() => expect(within(list).getByRole('link', { name: '1 FTV One' })).toBeVisible());
    within(list).getByRole('link', { name: '1 FTV One' }).focus();
    for (let i = 0; i < 40; i += 1) await user.tab();
    await expect(document.activeElement).toHaveAccessibleName(/^41 /);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    const focused = document.activeElement as HTMLElement;
    // In view once the rows scrolled to are measured, which re-renders on React's schedule (a moment after the scroll).
    await waitFor(() => {
      const box = focused.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await expect(items(list).length).toBeLessThan(100);
    // Scrolled far away, the focused card stays in the DOM with its neighbours (focus is not dropped to the page) …
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await waitFor(() => expect(Number(items(list).at(-1)!.getAttribute('aria-posinset'))).toBeGreaterThan(3000));
    await expect(focused).toHaveFocus();
    await expect(items(list).slice(0, 3).map((item) => item.getAttribute('aria-posinset'))).toEqual(['40', '41', '42']);
    // … and Shift+Tab goes on from it, back to where it is.
    await user.tab({ shift: true });
    await expect(document.activeElement).toHaveAccessibleName(/^40 /);
    await waitFor(() => expect(Number(items(list)[0]!.getAttribute('aria-posinset'))).toBeLessThan(40));
    await expect(window.scrollY).toBeLessThan(5000);
    window.scrollTo(0, 0);
  },
};

/** TV mode at 1080p: the grid of channels as a sofa sees it, the first one focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    within(canvas.getByRole('list', { name: 'Channels' })).getAllByRole('link')[0]!.focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
