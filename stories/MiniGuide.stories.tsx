import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MiniGuide, type MiniGuideProps } from '../src/components/MiniGuide';
import { PlayerView } from '../src/components/Player';
import { LONG_PROGRAMME, LONG_TITLE, STORY_NOW, storyChannelSummaries, storyChannels } from './support/watchingData';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const channels = storyChannelSummaries(30);

/** As it is used: inside the player, over the picture. */
function InPlayer(args: MiniGuideProps) {
  return (
    <PlayerView title="FTV News 24" state="playing">
      <MiniGuide {...args} />
    </PlayerView>
  );
}

const meta = {
  title: 'Watching/MiniGuide',
  component: MiniGuide,
  args: { channels, currentChannelId: 102, currentTime: STORY_NOW, onZap: fn(), onClose: fn(), onHighlight: fn(), isLocked: (c) => !c.isFree },
  render: (args) => <InPlayer {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof MiniGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

const activeOption = (listbox: HTMLElement) => document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '');

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const listbox = canvas.getByRole('listbox', { name: 'Channels' });
    // Opens focused, on the channel playing.
    await waitFor(() => expect(listbox).toHaveFocus());
    await expect(activeOption(listbox)).toHaveTextContent('FTV News 24');
    await expect(within(listbox).getByRole('option', { selected: true })).toHaveTextContent('Playing');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(listbox)).toHaveTextContent('Arena Sports');
    await expect(args.onHighlight).toHaveBeenLastCalledWith(103);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(activeOption(listbox)).toHaveTextContent('FTV One');
    await userEvent.keyboard('{Enter}');
    await expect(args.onZap).toHaveBeenCalledWith(101);
    await userEvent.keyboard('{End}');
    await expect(activeOption(listbox)).toHaveTextContent('Hit Radio TV 2');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Its keys stay with it: the player's own shortcuts (space, m) do not fire underneath. */
export const KeysStayInside: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const listbox = canvas.getByRole('listbox');
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onZap).toHaveBeenCalledWith(102);
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

export const ClickToZap: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('option', { name: /Cinema Classics/ }));
    await expect(args.onZap).toHaveBeenCalledWith(104);
    await userEvent.click(canvas.getByRole('button', { name: 'Close channel list' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

const many = storyChannels(10_000).map((c) => ({ ...c, now: null }));

export const TenThousandChannels: Story = {
  // Its play function proves the windowing; a screenshot of 10,000 rows mid-scroll depends on timing, so none is kept.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { channels: many, currentChannelId: 5_100 },
  play: async ({ canvas, userEvent }) => {
    const listbox = canvas.getByRole('listbox');
    await waitFor(() => expect(listbox).toHaveFocus());
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
    await expect(activeOption(listbox)).toHaveAttribute('aria-posinset', '5000');
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(activeOption(listbox)?.getAttribute('aria-posinset'))).toBeGreaterThan(5001));
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
  },
};

export const LongText: Story = {
  args: { channels: channels.slice(0, 5).map((c) => ({ ...c, title: LONG_TITLE, now: c.now && { ...c.now, title: LONG_PROGRAMME } })), currentChannelId: 101 },
  play: async ({ canvas }) => {
    const listbox = canvas.getByRole('listbox');
    await expect(listbox.scrollWidth).toBeLessThanOrEqual(listbox.clientWidth);
  },
};

/** TV mode at 1080p: the channel list over the picture, opened focused on the channel playing. */
export const TvMode: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('listbox', { name: 'Channels' })).toHaveFocus());
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
