import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ChannelCard } from '../src/components/ChannelCard';
import { FavouriteButton } from '../src/components/FavouriteButton';
import { withStoryLinks } from './support/StoryLink';
import { LONG_PROGRAMME, LONG_TITLE, STORY_NOW, STORY_TIME_ZONE, storyChannelSummaries } from './support/watchingData';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const [one, , premium] = storyChannelSummaries(3);

const meta = {
  title: 'Watching/ChannelCard',
  component: ChannelCard,
  args: { channel: one!, currentTime: STORY_NOW, timeZone: STORY_TIME_ZONE, onIntent: fn() },
  decorators: [withStoryLinks, (Story) => <div style={{ width: 280 }}><Story /></div>],
} satisfies Meta<typeof ChannelCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: '1 FTV One' });
    await expect(link).toHaveAttribute('href', '/tv/101');
    await expect(canvas.getByRole('heading', { level: 3, name: '1 FTV One' })).toBeVisible();
    await expect(canvas.getByText('Now')).toBeVisible();
    // Hover is the moment to prefetch the stream.
    await userEvent.hover(link);
    await expect(args.onIntent).toHaveBeenCalledWith(101);
  },
};

const onToggle = fn().mockName('onToggle');

/** The favourite toggle is a sibling of the link, not inside it, and takes its own clicks. */
export const WithFavourite: Story = {
  render: function Render(args) {
    const [isFavorite, setIsFavorite] = useState(false);
    return (
      <ChannelCard
        {...args}
        favourite={
          <FavouriteButton
            channelName={args.channel.title}
            isFavorite={isFavorite}
            size="small"
            onToggle={(next) => {
              onToggle(next);
              setIsFavorite(next);
            }}
          />
        }
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add FTV One to favourites' });
    await expect(canvas.getByRole('link').contains(button)).toBe(false);
    const box = button.getBoundingClientRect();
    await expect(button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
    await userEvent.click(button);
    await expect(onToggle).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Remove FTV One from favourites' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Premium: Story = {
  args: { channel: premium! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium')).toBeVisible();
    // Watchable: nothing more to say than the name.
    await expect(canvas.getByRole('link')).toHaveAccessibleName('3 Arena Sports');
  },
};

/** Premium and not in the viewer's subscription: the badge carries a lock, and the link says it in words. */
export const PremiumLocked: Story = {
  args: { channel: premium!, isLocked: true },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Premium').parentElement!;
    await expect(badge.querySelector('svg')).not.toBeNull();
    // The icon is decoration; what Tab (and a screen reader's list of links) announces carries the lock.
    const link = canvas.getByRole('link', { name: '3 Arena Sports (premium channel, subscription needed)' });
    await expect(link).toHaveAttribute('href', '/tv/103');
    // Heard, not seen: the words take no room on the card.
    const words = canvas.getByText(/premium channel, subscription needed/);
    await expect(words.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const NoLogo: Story = {
  args: { channel: { ...one!, logoUrl: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent('FO');
  },
};

export const NoGuide: Story = {
  args: { channel: { ...one!, now: null, next: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No programme information')).toBeVisible();
  },
};

export const GuideLoading: Story = { args: { isGuideLoading: true } };

export const LongText: Story = {
  args: {
    channel: {
      ...one!,
      number: 1234,
      title: LONG_TITLE,
      group: 'Documentary and factual entertainment for the whole family',
      now: { title: LONG_PROGRAMME, start: STORY_NOW - 600, end: STORY_NOW + 3000 },
      next: { title: LONG_PROGRAMME, start: STORY_NOW + 3000, end: STORY_NOW + 6000 },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: `1234 ${LONG_TITLE}` });
    // The name truncates to one line; its full text stays the link's name and tooltip.
    const name = link.firstElementChild as HTMLElement;
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name).toHaveAttribute('title', LONG_TITLE);
    await expect((canvasElement.firstElementChild as HTMLElement).scrollWidth).toBeLessThanOrEqual(280);
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await expect(args.onIntent).toHaveBeenCalledWith(101);
  },
};

/** TV mode (the 10-foot layout) at 1080p, focused as a remote's arrows leave it: larger type and target, the thick ring. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: '1 FTV One' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
